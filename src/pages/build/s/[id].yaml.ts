// /build/s/<id>.yaml: each scenario's file as it is in scenarios/, for "Open in the builder" on its
// page (the builder fetches it for #scenario=<id> and imports it like a pasted file).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scenarioIds } from '../../../components/sandbox-scenarios.ts';

export function getStaticPaths() {
  return scenarioIds().map((id) => ({ params: { id } }));
}

export function GET({ params }: { params: { id?: string } }): Response {
  const text = readFileSync(join(process.cwd(), 'scenarios', `${params.id ?? ''}.yaml`), 'utf8');
  return new Response(text, { headers: { 'Content-Type': 'text/yaml; charset=utf-8' } });
}
