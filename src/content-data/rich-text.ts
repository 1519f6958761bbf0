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

function inlines(text: string, findTerms: TermFinder | undefined, seen: Set<string>): Inline[] {
  const out: Inline[] = [];
  const parts = text.split(/(\*\*[^*]+\*\*)/);
  for (const part of parts) {
    if (part === '') continue;
    if (part.startsWith('**') && part.endsWith('**')) {
      out.push({ kind: 'bold', text: part.slice(2, -2) });
      continue;
    }
    let at = 0;
    for (const m of findTerms ? findTerms(part) : []) {
      if (seen.has(m.id) || m.start < at) continue;
      seen.add(m.id);
      if (m.start > at) out.push({ kind: 'text', text: part.slice(at, m.start) });
      out.push({ kind: 'term', text: part.slice(m.start, m.end), term: m.id });
      at = m.end;
    }
    if (at < part.length) out.push({ kind: 'text', text: part.slice(at) });
  }
  return out;
}

/** Parses a clause text into blocks; with a term finder, the first mention of each term is marked. */
export function parseRichText(text: string, findTerms?: TermFinder): Block[] {
  const seen = new Set<string>();
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((chunk): Block => {
      const lines = chunk.split('\n').map((l) => l.trim()).filter((l) => l !== '');
      if (lines.length > 0 && lines.every((l) => l.startsWith('- '))) {
        return { kind: 'ul', items: lines.map((l) => inlines(l.slice(2), findTerms, seen)) };
      }
      return { kind: 'p', inlines: inlines(lines.join(' '), findTerms, seen) };
    });
}

/** Chinese text split into words with spaces, so the search index (English pages) finds each word. */
export function segmentChinese(text: string): string {
  const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
  return [...segmenter.segment(text.replace(/\*\*/g, ''))]
    .filter((s) => s.isWordLike)
    .map((s) => s.segment)
    .join(' ');
}
