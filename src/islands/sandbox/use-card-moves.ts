// A card that moves is seen moving: after a step forward (or back) is rendered and before it is
// painted, each card that changed zones starts at the zone it came from and slides to where it now
// is (the Web Animations API: a transform only, so no layout runs again). Nothing moves for a jump of
// several steps, nor with prefers-reduced-motion. The layout read here is the one the browser makes
// for this frame anyway (the DOM is not changed between the two reads).
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { Changes, Zone } from './diff.ts';

/** The element that shows a zone ('equipment:p1:weapon' is shown by 'equipment:p1'). */
function zoneElement(root: HTMLElement, z: Zone): HTMLElement | null {
  const shown = z.startsWith('equipment:') ? z.split(':').slice(0, 2).join(':') : z;
  return root.querySelector<HTMLElement>(`[data-zone="${shown}"]`) ?? (z.includes(':') ? root.querySelector<HTMLElement>(`[data-seat="${z.split(':')[1] ?? ''}"]`) : null);
}

/**
 * `at` is the step's place among the steps shown (folded timing points do not count), so one Next or
 * Back over folded timing points still moves the cards; `ch` is what changed since the step shown
 * before it. Going back, the cards undo the changes of the step that was left.
 */
export function useCardMoves(root: RefObject<HTMLElement>, at: number, ch: Changes): void {
  const was = useRef({ at, ch });
  useLayoutEffect(() => {
    const prev = was.current;
    was.current = { at, ch };
    const by = at - prev.at;
    const moves = by === 1 ? ch.moves : by === -1 ? prev.ch.moves : [];
    const el = root.current;
    if (!el || moves.length === 0 || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const jobs: [HTMLElement, number, number][] = [];
    for (const m of moves) {
      const from = by === 1 ? m.from : m.to; // going back, a card returns from where it went
      const card = el.querySelector<HTMLElement>(`[data-card="${m.card}"]`);
      const origin = from ? zoneElement(el, from) : null;
      if (!card || !origin || origin.contains(card)) continue;
      const a = origin.getBoundingClientRect();
      const b = card.getBoundingClientRect();
      jobs.push([card, a.left + a.width / 2 - (b.left + b.width / 2), a.top + a.height / 2 - (b.top + b.height / 2)]);
    }
    for (const [card, dx, dy] of jobs) {
      card.animate([{ transform: `translate(${dx}px,${dy}px)`, opacity: 0.4 }, { transform: 'none', opacity: 1 }], { duration: 420, easing: 'cubic-bezier(.2,.7,.3,1)' });
    }
  }, [at, ch]);
}
