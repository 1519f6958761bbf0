// The variations at a decision, as in lichess: every kept line that reached this decision and went
// on, each with its moves from here (the script's line first, the line shown marked); choosing one
// follows it. Only numbers and the engine's own choice labels are shown; nothing comes from the URL
// as text.
// It renders only at a decision that has variations, so it is a plain function (no memo), and its
// moves are plain text: sharing memo.ts or Suited.tsx with the first chunk would split them into a
// chunk of their own that every sandbox page loads.
import type { JSX } from 'preact';
import { lineKey, type Line, type Variation } from './variations.ts';

export interface VariationsProps {
  readonly list: readonly Variation[];
  readonly step: number; // the decision's step: a variation is followed from the step after it
  readonly go: (line: Line, step: number) => void;
  readonly idp: string;
}

const MOVES = 4;

/** ↑ ↓ move the focus between the variations, as in a lichess move list (wrapping); Enter follows one. */
function onListKey(e: KeyboardEvent): void {
  const by = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
  if (!by || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
  const buttons = [...(e.currentTarget as HTMLElement).querySelectorAll<HTMLButtonElement>('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  e.preventDefault();
  const to = (at + by + buttons.length) % buttons.length;
  buttons.forEach((b, i) => { b.tabIndex = i === to ? 0 : -1; });
  buttons[to]?.focus();
}

export function Variations({ list, step, go, idp }: VariationsProps): JSX.Element {
  const focusAt = Math.max(0, list.findIndex((v) => v.current));
  return (
  <div class="sbx-panel sbx-variations" role="group" aria-labelledby={`${idp}-vars`}>
    <p class="sbx-panel-title" id={`${idp}-vars`}>Variations at this decision <span class="sbx-subtle">(↑ ↓ to move between them)</span></p>
    <ol class="sbx-choices sbx-variation-list" onKeyDown={onListKey}>
      {list.map((v, i) => (
        <li key={lineKey(v.line)}>
          <button type="button" tabIndex={i === focusAt ? 0 : -1} class={v.current ? 'sbx-choice sbx-variation is-marked' : 'sbx-choice sbx-variation'} aria-current={v.current ? 'true' : undefined} onClick={() => go(v.line, step + 1)}>
            {v.scripted && <span class="sbx-badge">Script</span>}{' '}
            {v.moves.length ? `${v.moves.slice(0, MOVES).join(' → ')}${v.moves.length > MOVES ? ' → …' : ''}` : `Line ${i + 1} (${v.played ? 'its choices are hidden from this point of view' : 'being played…'})`}
          </button>
        </li>
      ))}
    </ol>
  </div>
  );
}
