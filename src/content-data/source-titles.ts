// The five source documents by title, so that a citation can be read out: "Official general rules
// (三国杀通用规则及标准用语解析) §7 事件" rather than "002_aa0e7cc3375a404c.txt §7 事件". The file names
// appear only on the sources page (/reference/sources/), which each citation links to.

export interface SourceDoc {
  /** The three-digit code the site and its notes use: "002". */
  readonly code: string;
  readonly file: string;
  /** What the document is, readable aloud. */
  readonly title: string;
}

export const SOURCE_DOCS: readonly SourceDoc[] = [
  { code: '000', file: '000_6eb63a80eb7ea7e7.txt', title: 'Standard edition fan translation (2018)' },
  { code: '001', file: '001_6265eb4cadc1a7d3.txt', title: 'Three Kingdoms TCG rules translation' },
  { code: '002', file: '002_aa0e7cc3375a404c.txt', title: 'Official general rules (三国杀通用规则及标准用语解析)' },
  { code: '003', file: '003_4a01f1bf4924c2ac.txt', title: 'VG101 project brief (2018)' },
  { code: '004', file: '004_687cab64bd945570.txt', title: 'Identity mode rules, machine translation' },
];

const BY_CODE = new Map(SOURCE_DOCS.map((d) => [d.code, d]));
const BY_FILE = new Map(SOURCE_DOCS.map((d) => [d.file, d]));

/** The anchor of a source on the sources page (kept from when its heading was the file name). */
export function sourceAnchor(d: SourceDoc): string {
  return `source-${d.file.replace(/\.txt$/, '').replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
}

/** The source document a file name or a three-digit code names, or undefined. */
export function sourceDoc(fileOrCode: string): SourceDoc | undefined {
  return BY_FILE.get(fileOrCode) ?? BY_CODE.get(fileOrCode);
}

/** A citation split into the document (linked to the sources page) and the place in it. */
export interface Citation {
  readonly doc?: SourceDoc;
  /** The section, heading or other place, without the file name: "§7 事件", "“start the game”". */
  readonly where: string;
}

/**
 * Reads a clause's `source` (and its file's `source`, the document): "§7 事件" in 002's clauses,
 * "004_687cab64bd945570.txt: “start the game”", "003 §1.2", "000 (delayed tricks): 2. Lightning",
 * "engine-facts §2.1". A leading file name or code becomes the document; file names inside the text
 * become the documents' titles.
 */
export function citationOf(source: string | undefined, docFile?: string): Citation {
  const text = (source ?? '').trim();
  const lead = /^(\d{3})(?:_[0-9a-f]{16}\.txt)?\b:?\s*/.exec(text);
  const leadDoc = lead ? sourceDoc(lead[1] ?? '') : undefined;
  const rest = (leadDoc && lead ? text.slice(lead[0].length) : text).replace(/\b\d{3}_[0-9a-f]{16}\.txt\b/g, (f) => sourceDoc(f)?.title ?? f);
  if (leadDoc) return { doc: leadDoc, where: rest };
  if (/^engine-facts\b/.test(text)) return { where: rest };
  const doc = docFile ? sourceDoc(docFile) : undefined;
  return doc ? { doc, where: rest } : { where: rest };
}

/** A citation as one line of plain text. */
export function citationText(c: Citation): string {
  return [c.doc?.title, c.where].filter((s) => s && s.length > 0).join(' ');
}
