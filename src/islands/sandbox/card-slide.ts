// A card that moves is seen moving (use-card-moves.ts runs it): each card that changed zones starts
// at the zone it came from and slides to where it now is (the Web Animations API: a transform and
// the opacity, which the compositor animates, so no layout runs again). Loaded on demand with what a
// later step needs (later.ts): the first step has no changes, so nothing slides on it.
import type { Move, Zone } from './changes.ts';

const SLIDE_MS = 420;

/** The element that shows a zone ('equipment:p1:weapon' is shown by 'equipment:p1'). */
function zoneElement(root: HTMLElement, z: Zone): HTMLElement | null {
  const shown = z.startsWith('equipment:') ? z.split(':').slice(0, 2).join(':') : z;
  return root.querySelector<HTMLElement>(`[data-zone="${shown}"]`) ?? (z.includes(':') ? root.querySelector<HTMLElement>(`[data-seat="${z.split(':')[1] ?? ''}"]`) : null);
}

/** Starts the slides of `moves` (`forward`: from each move's origin; else back from where it went). */
export function slide(root: HTMLElement, moves: readonly Move[], forward: boolean): Animation[] {
  const jobs: [HTMLElement, number, number][] = [];
  for (const m of moves) {
    const from = forward ? m.from : m.to; // going back, a card returns from where it went
    const card = root.querySelector<HTMLElement>(`[data-card="${m.card}"]`);
    const origin = from ? zoneElement(root, from) : null;
    if (!card || !origin || origin.contains(card)) continue;
    const a = origin.getBoundingClientRect();
    const b = card.getBoundingClientRect();
    jobs.push([card, a.left + a.width / 2 - (b.left + b.width / 2), a.top + a.height / 2 - (b.top + b.height / 2)]);
  }
  // All the positions first, then the animations: one layout for them all.
  return jobs.map(([card, dx, dy]) => card.animate([{ transform: `translate(${dx}px,${dy}px)`, opacity: 0.4 }, { transform: 'none', opacity: 1 }], { duration: SLIDE_MS, easing: 'cubic-bezier(.2,.7,.3,1)' }));
}
