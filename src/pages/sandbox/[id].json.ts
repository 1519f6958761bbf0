// /sandbox/<scenario>.json: the English and Chinese of the clauses a scenario's sandbox may cite,
// which its pages do not inline, and the section → page map their props leave out (sandbox-build.ts,
// pageData; TextsFile); the sandbox fetches it the first time a clause opens (src/islands/sandbox/far-texts.ts).
import { pageData } from '../../components/sandbox-build.ts';
import { scenarioIds } from '../../components/sandbox-scenarios.ts';

export function getStaticPaths() {
  return scenarioIds().map((id) => ({ params: { id } }));
}

export function GET({ params }: { params: { id?: string } }): Response {
  const id = params.id ?? '';
  return new Response(JSON.stringify(pageData(id, `/sandbox/${id}.json`).file), { headers: { 'Content-Type': 'application/json' } });
}
