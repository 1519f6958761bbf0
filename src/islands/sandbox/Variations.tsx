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

export function Variations({ list, step, go, idp }: VariationsProps): JSX.Element {
  return (
  <div class="sbx-panel sbx-variations" role="group" aria-labelledby={`${idp}-vars`}>
    <p class="sbx-panel-title" id={`${idp}-vars`}>Variations at this decision</p>
    <ol class="sbx-choices sbx-variation-list">
      {list.map((v) => (
        <li key={lineKey(v.line)}>
          <button type="button" class={v.current ? 'sbx-choice sbx-variation is-marked' : 'sbx-choice sbx-variation'} aria-current={v.current ? 'true' : undefined} onClick={() => go(v.line, step + 1)}>
            {v.scripted && <span class="sbx-badge">Script</span>}{' '}
            {`${v.moves.slice(0, MOVES).join(' → ')}${v.moves.length > MOVES ? ' → …' : ''}`}
          </button>
        </li>
      ))}
    </ol>
  </div>
  );
}
