// Sword of Blue Steel: while a Strike resolves against a target, that target's armor is ignored.
// The use frame records the target until its effect on that target ends; armor effects consult this.
import type { GameState } from '../types.ts';

const NONE: readonly string[] = [];

/** The seats whose armor is ignored now (usually none). */
export function armorIgnoredSeats(state: GameState): readonly string[] {
  let out: string[] | undefined;
  for (const f of state.stack) {
    if (f.kind !== 'useCard') continue;
    const ignored = f.extra['armorIgnored'];
    if (Array.isArray(ignored) && ignored.length > 0) (out ??= []).push(...(ignored as readonly string[]));
  }
  return out ?? NONE;
}
