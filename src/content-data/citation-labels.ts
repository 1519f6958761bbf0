// Citation labels: a short name per clause that a judge can say aloud and type ("G7.3": the
// General rules, section 7 as first numbered, clause 3). A label is assigned once, when its clause
// first appears, and recorded in content/citation-labels.yaml; it never changes when clauses are
// reordered or added, and a retired clause's label is never given to another. `npm run labels`
// appends labels for new clause ids (appendLabels); the build fails on a clause with no label, a
// duplicate label or a malformed one (checkLabels). Pure functions: no file access here.

/** The letter that starts the labels of each clause document. A new document needs one here. */
export const DOC_PREFIX: Readonly<Record<string, string>> = {
  general: 'G',
  basics: 'B',
  cards: 'C',
  heroes: 'H',
  identity: 'I',
  variants: 'V',
  tcg: 'T',
};

export const LABEL = /^([A-Z])(\d{1,3})\.(\d{1,3})$/;
const MAX_LABELS = 20_000;

export interface LabelledClause {
  readonly id: string;
  readonly doc: string;
  readonly section: string;
}

export type LabelMap = Readonly<Record<string, string>>;

/** Reads the parsed YAML of the labels file: a flat map of clause id → label, or an error. */
export function parseLabelFile(raw: unknown, file = 'content/citation-labels.yaml'): LabelMap {
  if (raw === null || raw === undefined) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${file}: must be a map of clause id → label, e.g. "general.cards.identity-card: G1.1"`);
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length > MAX_LABELS) throw new Error(`${file}: ${entries.length} entries, over the limit of ${MAX_LABELS}`);
  const out: Record<string, string> = {};
  for (const [id, label] of entries) {
    if (typeof label !== 'string') throw new Error(`${file}: ${id}: the label must be a string like "G7.3", not ${JSON.stringify(label)}`);
    out[id] = label;
  }
  return out;
}

function prefixOf(doc: string): string {
  const p = DOC_PREFIX[doc];
  if (!p) throw new Error(`No citation label prefix for the clause document "${doc}": add one to DOC_PREFIX in src/content-data/citation-labels.ts`);
  return p;
}

/**
 * Every problem with the labels of these clauses, one message each: a clause without a label, a
 * label used twice, a label that is not a letter and two numbers ("G7.3"), or a letter that is not
 * its document's. Labels of ids no longer in the clauses are retired: allowed, and never reused.
 */
export function checkLabels(clauses: readonly LabelledClause[], labels: LabelMap): string[] {
  const errors: string[] = [];
  const owner = new Map<string, string>();
  for (const [id, label] of Object.entries(labels)) {
    if (!LABEL.test(label)) errors.push(`${id}: label "${label}" is not a letter and two numbers like "G7.3"`);
    const prior = owner.get(label);
    if (prior) errors.push(`label "${label}" is given to both ${prior} and ${id}; each label names one clause`);
    else owner.set(label, id);
  }
  for (const c of clauses) {
    const label = labels[c.id];
    if (label === undefined) errors.push(`${c.id}: has no citation label; run \`npm run labels\` to append one`);
    else if (LABEL.exec(label)?.[1] !== prefixOf(c.doc)) errors.push(`${c.id}: label "${label}" must start with "${prefixOf(c.doc)}" (the ${c.doc} document's letter)`);
  }
  return errors;
}

/**
 * The labels with one appended for each clause that has none, in the clauses' order: a clause in a
 * section that already has labels gets that section's number and the next clause number; a clause
 * of a new section gets the document's next section number. Existing labels are never changed.
 */
export function appendLabels(clauses: readonly LabelledClause[], labels: LabelMap): Record<string, string> {
  const out: Record<string, string> = { ...labels };
  const sectionNo = new Map<string, number>();
  const used = new Set(Object.values(out));
  const parsed = (label: string | undefined) => {
    const m = label === undefined ? null : LABEL.exec(label);
    return m ? { letter: m[1] ?? '', section: Number(m[2]), clause: Number(m[3]) } : undefined;
  };
  for (const c of clauses) {
    const p = parsed(out[c.id]);
    if (p && !sectionNo.has(c.section)) sectionNo.set(c.section, p.section);
  }
  for (const c of clauses) {
    if (out[c.id] !== undefined) continue;
    const letter = prefixOf(c.doc);
    const all = Object.values(out).map(parsed).filter((p) => p?.letter === letter);
    let section = sectionNo.get(c.section);
    if (section === undefined) {
      section = Math.max(0, ...all.map((p) => p?.section ?? 0)) + 1;
      sectionNo.set(c.section, section);
    }
    const inSection = all.filter((p) => p?.section === section).map((p) => p?.clause ?? 0);
    let n = Math.max(0, ...inSection) + 1;
    while (used.has(`${letter}${section}.${n}`)) n++;
    const label = `${letter}${section}.${n}`;
    out[c.id] = label;
    used.add(label);
  }
  return out;
}

/** The label → clause id map (for a label typed as an address); throws on a duplicate. */
export function labelIndex(labels: LabelMap): Map<string, string> {
  const out = new Map<string, string>();
  for (const [id, label] of Object.entries(labels)) {
    const prior = out.get(label);
    if (prior) throw new Error(`label "${label}" is given to both ${prior} and ${id}`);
    out.set(label, id);
  }
  return out;
}
