// Sword of Blue Steel: while a Strike resolves against a target, that target's armor is ignored.
// The use frame records the target until its effect on that target ends; armor effects consult this.
import type { GameState } from '../types.ts';

export function armorIgnoredFor(state: GameState, _host: number, seat: string): boolean {
  return state.stack.some((f) => f.kind === 'useCard' && Array.isArray(f.extra['armorIgnored']) && (f.extra['armorIgnored'] as readonly string[]).includes(seat));
}
