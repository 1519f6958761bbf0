// The Identity house rules of source 004 (variants.last-three.*, variants.reincarnation.*,
// variants.dark-souls.*, variants.scoring.*), entering the engine through the Identity mode's hooks:
// `withHouseRules(IDENTITY, rules)` is the Identity mode with each installed rule acting only when
// its switch in `state.options.house` is on (all off by default), so a game without them is the
// plain Identity game. Each rule is a module of its own (a `HouseRule`, house-types.ts: last-three.ts,
// reincarnation.ts, dark-souls.ts), composed here and installed by the composition root
// (skills/install-core.ts), which takes this composition from the rules themselves (HouseRule.compose),
// so that a table without house rules does not load it. A game with a switch on whose rule is not
// installed fails loudly when it is created. Nothing of the engine is copied: the base hooks do the
// Identity part.
import type { GameState } from '../../types.ts';
import type { ModeHooks } from '../mode-types.ts';
import type { HouseRule, HouseSwitch } from './house-types.ts';
import { HOUSE_SWITCHES, houseRuleMissing } from './switches.ts';

export function withHouseRules(base: ModeHooks<'identity'>, installed: readonly HouseRule[]): ModeHooks<'identity'> {
  const byId = new Map(installed.map((r) => [r.id, r]));
  const need = (id: HouseSwitch): HouseRule => {
    const r = byId.get(id);
    if (!r) throw houseRuleMissing(id);
    return r;
  };
  /** The part `k` of each rule that is on, in order. */
  const parts = <K extends keyof HouseRule>(state: GameState, k: K): NonNullable<HouseRule[K]>[] => {
    const h = state.options.house;
    if (!h.lastThree && !h.reincarnation && !h.darkSouls) return []; // asked at every play decision: nothing to do with every rule off
    const out: NonNullable<HouseRule[K]>[] = [];
    for (const id of HOUSE_SWITCHES) {
      const part = h[id] ? need(id)[k] : undefined;
      if (part !== undefined) out.push(part);
    }
    return out;
  };
  return {
    ...base,
    initialData(setup) {
      for (const id of HOUSE_SWITCHES) if (setup.house?.[id]) need(id); // fails when the game is created
      return base.initialData(setup);
    },
    nextTurn(state, ended) {
      let s = base.nextTurn(state, ended);
      // A new round's loss (last three) is pushed before the offerings of the turn that ended, which come first.
      for (const f of parts(s, 'nextTurn')) s = f(s, ended);
      return s;
    },
    winner(state) {
      if (parts(state, 'winnerWaits').some((waits) => waits(state))) return null; // players out together: the check waits for all of them
      return base.winner(state); // Identity's check reads Seat.out: a reincarnated player is out
    },
    onKill(state, dead, killer) {
      let plain = (s: GameState): GameState => base.onKill(s, dead, killer);
      for (const f of parts(state, 'onKill')) { const inner = plain; plain = (s) => f(s, dead, killer, inner); }
      return plain(state);
    },
    afterDeath(state, dead, killer) {
      let s = base.afterDeath(state, dead, killer);
      for (const f of parts(state, 'afterDeath')) s = f(s, dead);
      return s;
    },
    choosers: Object.assign({}, base.choosers, ...installed.map((r) => r.choosers?.(base) ?? {})) as ModeHooks<'identity'>['choosers'],
    playChoices(state) {
      const own = base.playChoices(state); // no new list unless a rule adds choices
      const more = parts(state, 'playChoices');
      return more.length ? [...own, ...more.flatMap((f) => f(state))] : own;
    },
    applyPlayInput(state, input) {
      for (const f of parts(state, 'applyPlayInput')) {
        const s = f(state, input);
        if (s) return s;
      }
      return base.applyPlayInput(state, input);
    },
  };
}
