// /sandbox/<scenario>.json: the English and Chinese of the clauses a scenario's sandbox may cite,
// which its pages do not inline (sandbox-build.ts, pageData); the sandbox fetches it the first time
// a clause opens (src/islands/sandbox/far-texts.ts).
import { pageData } from '../../components/sandbox-build.ts';
import { scenarioIds } from '../../components/sandbox-scenarios.ts';

export function getStaticPaths() {
  return scenarioIds().map((id) => ({ params: { id } }));
}

export function GET({ params }: { params: { id?: string } }): Response {
  const id = params.id ?? '';
  return new Response(JSON.stringify(pageData(id, `/sandbox/${id}.json`).bodies), { headers: { 'Content-Type': 'application/json' } });
}
