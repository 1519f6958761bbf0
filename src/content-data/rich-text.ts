// The small markup allowed in clause texts: paragraphs split by a blank line, bullet lines
// starting "- ", and **bold**. English text also gets its glossary terms marked for linking.
export type Inline =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'bold'; readonly text: string }
  | { readonly kind: 'term'; readonly text: string; readonly term: string };
export type Block =
  | { readonly kind: 'p'; readonly inlines: readonly Inline[] }
  | { readonly kind: 'ul'; readonly items: readonly (readonly Inline[])[] };
export interface TermMatch { readonly start: number; readonly end: number; readonly id: string }
export type TermFinder = (text: string) => readonly TermMatch[];

function inlines(text: string): Inline[] {
  return text.split(/(\*\*[^*]+\*\*)/).flatMap((part): Inline[] => {
    if (part === '') return [];
    return part.startsWith('**') && part.endsWith('**') ? [{ kind: 'bold', text: part.slice(2, -2) }] : [{ kind: 'text', text: part }];
  });
}

/** Parses a clause text into blocks (markTerms marks its glossary terms: the sandbox's texts are not marked, so its code does not carry that). */
export function parseRichText(text: string): Block[] {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((chunk): Block => {
      const lines = chunk.split('\n').map((l) => l.trim()).filter((l) => l !== '');
      if (lines.length > 0 && lines.every((l) => l.startsWith('- '))) {
        return { kind: 'ul', items: lines.map((l) => inlines(l.slice(2))) };
      }
      return { kind: 'p', inlines: inlines(lines.join(' ')) };
    });
}

/** A text inline with the first mention of each term not `seen` yet marked (bold text is never marked). */
function termsIn(text: string, findTerms: TermFinder, seen: Set<string>): Inline[] {
  const out: Inline[] = [];
  let at = 0;
  for (const m of findTerms(text)) {
    if (seen.has(m.id) || m.start < at) continue;
    seen.add(m.id);
    if (m.start > at) out.push({ kind: 'text', text: text.slice(at, m.start) });
    out.push({ kind: 'term', text: text.slice(m.start, m.end), term: m.id });
    at = m.end;
  }
  if (at < text.length) out.push({ kind: 'text', text: text.slice(at) });
  return out;
}

/** The blocks with the first mention of each term in their text marked, in reading order (parseRichText's blocks, for the clauses' pages). */
export function markTerms(blocks: readonly Block[], findTerms: TermFinder): Block[] {
  const seen = new Set<string>();
  const mark = (list: readonly Inline[]): Inline[] => list.flatMap((x) => (x.kind === 'text' ? termsIn(x.text, findTerms, seen) : [x]));
  return blocks.map((b): Block => (b.kind === 'p' ? { kind: 'p', inlines: mark(b.inlines) } : { kind: 'ul', items: b.items.map(mark) }));
}

/** Chinese text split into words with spaces, so the search index (English pages) finds each word. */
export function segmentChinese(text: string): string {
  const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
  return [...segmenter.segment(text.replace(/\*\*/g, ''))]
    .filter((s) => s.isWordLike)
    .map((s) => s.segment)
    .join(' ');
}
