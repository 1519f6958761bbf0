// The sandbox's icons, as inline SVG paths in a 16×16 box: they render the same with any font
// (a font glyph such as "⛓" shows as an empty box where the font lacks it). Decorative: each icon
// stands beside a word that says the same thing, so it is hidden from assistive technology.
import type { JSX } from 'preact';

const PATHS = {
  chain: 'M6.2 9.8 9.8 6.2M5 7.5 3.4 9.1a2.5 2.5 0 0 0 3.5 3.5L8.5 11M11 8.5l1.6-1.6a2.5 2.5 0 0 0-3.5-3.5L7.5 5',
  flipped: 'M3 2.5h7l3 3v8H3zM3 13.5 13 5.5M3 9l6-5',
  acted: 'M2.5 4.5h11v7h-11zM5.5 4.5v7', // a card turned sideways (3v3: this seat has acted this round)
  dying: 'M8 13.5S2.5 10.2 2.5 6.2A2.8 2.8 0 0 1 8 4.6a2.8 2.8 0 0 1 5.5 1.6c0 4-5.5 7.3-5.5 7.3zM8 4.6 7 7.5l2 1.5-1 2.5',
  dead: 'M3.5 3.5l9 9M12.5 3.5l-9 9',
  turn: 'M8 2.5l1.6 3.4 3.7.5-2.7 2.6.7 3.7L8 11l-3.3 1.7.7-3.7-2.7-2.6 3.7-.5z',
  asked: 'M6 6a2 2 0 1 1 2.8 1.8C8.2 8.1 8 8.6 8 9.3M8 11.6v.4',
  start: 'M3 3h2v10H3zM13 3v10L6 8z',
  back: 'M12 3v10L5 8z',
  next: 'M4 3v10l7-5z',
  end: 'M11 3h2v10h-2zM3 3v10l7-5z',
} as const;

export type IconName = keyof typeof PATHS;
const FILLED: ReadonlySet<IconName> = new Set(['turn', 'start', 'back', 'next', 'end']);

export function Icon({ name, size = 12 }: { readonly name: IconName; readonly size?: number }): JSX.Element {
  const filled = FILLED.has(name);
  return (
    <svg class="sbx-icon" viewBox="0 0 16 16" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill={filled ? 'currentColor' : 'none'} stroke={filled ? 'none' : 'currentColor'} stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" />
    </svg>
  );
}
