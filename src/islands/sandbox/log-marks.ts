// Where each log entry stands from the current step (done, current, still to come), as the classes
// and aria-current of its <li>. The log renders them; between its renders (it renders again only
// when its entries, the branch or an open clause change, not at every step) a step sets them on
// the entries it passes, straight in the DOM: Next and Back touch two entries and no component.

export type Place = 'past' | 'current' | 'future';

export function placeOf(i: number, step: number): Place {
  return i === step ? 'current' : i > step ? 'future' : 'past';
}

export function placeClass(place: Place, branch: boolean): string {
  return ['sbx-log-item', place === 'current' && 'is-current', place === 'future' && 'is-future', branch && 'is-branch'].filter(Boolean).join(' ');
}

/** The part of an entry's element that marking touches. */
export interface MarkedEntry {
  readonly classList: { toggle(name: string, on: boolean): unknown };
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/** Marks the entries from step `from` to step `to` (both included) for the current step `to`; entry i is entries[i]. */
export function markEntries(entries: ArrayLike<MarkedEntry>, from: number, to: number): void {
  const last = Math.min(Math.max(from, to), entries.length - 1);
  for (let i = Math.max(0, Math.min(from, to)); i <= last; i++) {
    const el = entries[i];
    if (!el) continue;
    el.classList.toggle('is-current', i === to);
    el.classList.toggle('is-future', i > to);
    if (i === to) el.setAttribute('aria-current', 'step');
    else el.removeAttribute('aria-current');
  }
}
