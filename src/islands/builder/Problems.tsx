// The loader's words for what is wrong, shown where it is made (plain text, never markup).
import type { JSX } from 'preact';
import type { Problem } from './model/types.ts';

export function Problems({ list, where = false }: { readonly list: readonly Problem[]; readonly where?: boolean }): JSX.Element | null {
  if (list.length === 0) return null;
  return (
    <ul class="bld-problems">
      {list.map((p, k) => <li key={k}>{where ? <strong>{p.where}: </strong> : null}{p.message}{p.fix && !p.message.includes(p.fix) ? <span class="bld-fix"> To fix: {p.fix}.</span> : null}</li>)}
    </ul>
  );
}
