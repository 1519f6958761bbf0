// A table as a scenario file (scenarios/*.yaml), runnable by `npm run scenario` unchanged.
import type { Observed, Shared } from './types.ts';

export function exportYaml(s: Shared, observed: Observed | null): string {
  void observed;
  return `title: ${JSON.stringify(s.table.title ?? '')}\n`;
}

export function importYaml(text: string): { readonly ok: true; readonly shared: Shared } | { readonly ok: false; readonly message: string } {
  return { ok: false, message: `not built yet (${text.length})` };
}
