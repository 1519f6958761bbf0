// /build/clauses.json: every clause's text as the sandbox carries it (number, title, document,
// English, Chinese, link), the page of each section, and where the seats sit for 2–10 seats, for
// the builder page, which cites the clauses of any table it plays. Fetched once, when a table is
// first played or reported.
import { allClauses } from '../../content-data/clauses.ts';
import { clauseText, sectionPages } from '../../components/sandbox-clauses.ts';
import { placesFor } from '../../components/sandbox-explore.ts';

export function GET(): Response {
  const clauses = Object.fromEntries(allClauses().flatMap((c) => { const t = clauseText(c.id, true); return t ? [[c.id, t]] : []; }));
  return new Response(JSON.stringify({ clauses, pages: sectionPages([]), places: Object.fromEntries([2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => [n, placesFor(n)])) }), { headers: { 'Content-Type': 'application/json' } });
}
