// Dark souls (variants.dark-souls.*). An eliminated Loyalist, Rebel or Renegade chooses a living
// player to possess (a seat flag `soul:<kind>:<soul seat>` on the host). Each soul acts once, then
// disappears (the flag is cleared):
// - Lohan (a Loyalist's): when its host would take damage, it prevents 1 point, and the host must
//   discard one hand card (compulsory: the host can't refuse);
// - Xuanwu (a Rebel's): draws 1 card as it possesses; as its host's play phase begins it may
//   exchange that card for one of the host's hand cards that it picks (the picked card is
//   discarded as the soul disappears);
// - You Zhu (a Renegade's): as its host's play phase begins it may make the host discard every hand
//   card and draw as many.
// "At any time" (Xuanwu) is read as the host's play phase, a fixed window (see the house rules page).
import { choice } from '../../choice.ts';
import { cardName } from '../../cards-lookup.ts';
import type { Chooser } from '../../frames/chooser.ts';
import type { ChooseFrame } from '../../frames/frame-types.ts';
import { pushChoose, pushDiscard } from '../../frames/make.ts';
import { frameById, livingFrom, log, seatOf, updateFrame, updateSeat, who } from '../../state.ts';
import type { SkillDef, TriggerContext } from '../../skills/skill-types.ts';
import { discardCards, drawCards, moveCards } from '../../zones.ts';
import type { GameState, Role, Seat } from '../../types.ts';
import { withHouseRules } from './index.ts';
import type { HouseRule } from './house-types.ts';

export type SoulKind = 'lohan' | 'xuanwu' | 'you-zhu';
const KIND_OF: Readonly<Partial<Record<Role, SoulKind>>> = { loyalist: 'lohan', rebel: 'xuanwu', renegade: 'you-zhu' };
const NAME: Readonly<Record<SoulKind, string>> = { lohan: 'Lohan', xuanwu: 'Xuanwu', 'you-zhu': 'You Zhu' };
export const CLAUSE: Readonly<Record<SoulKind | 'overview', string>> = {
  overview: 'variants.dark-souls.overview', lohan: 'variants.dark-souls.lohan', xuanwu: 'variants.dark-souls.xuanwu', 'you-zhu': 'variants.dark-souls.you-zhu',
};
export const POSSESS = 'house:possess';
export const XUANWU = 'house:xuanwu';
export const YOU_ZHU = 'house:you-zhu';

const soulFlag = (kind: SoulKind, soul: string) => `soul:${kind}:${soul}`;

/** The souls possessing a seat, in the order they came: [kind, soul seat]. */
export function soulsOn(seat: Seat): [SoulKind, string][] {
  const out: [SoulKind, string][] = [];
  for (const k in seat.flags) {
    if (!k.startsWith('soul:')) continue;
    const m = /^soul:(lohan|xuanwu|you-zhu):(p\d+)$/.exec(k);
    if (m && (seat.flags[k] ?? 0) > 0) out.push([m[1] as SoulKind, m[2] as string]);
  }
  return out;
}

let lastFlags: Seat['flags'] | null = null;
let lastKey = '';

/**
 * The skill cache key field: which souls a seat hosts. The registry reads it on most skill look-ups
 * of every game (a quarter of the steps ask), and almost no seat hosts a soul: a seat with no `soul:` flag
 * answers '' without a list or a regular expression.
 */
export function soulKey(seat: Seat): string {
  if (seat.flags === lastFlags) return lastKey; // flags objects are immutable and outlive many seat objects
  let any = false;
  for (const k in seat.flags) if (k.startsWith('soul:')) { any = true; break; }
  lastFlags = seat.flags;
  lastKey = any ? soulsOn(seat).map(([k, s]) => `${k}:${s}`).join(',') : '';
  return lastKey;
}

function vanish(state: GameState, host: string, kind: SoulKind, soul: string): GameState {
  const s = updateSeat(state, host, (x) => ({ ...x, flags: Object.fromEntries(Object.entries(x.flags).filter(([k]) => k !== soulFlag(kind, soul))) }));
  return log(s, { fact: 'soul.used', clause: CLAUSE[kind], seat: soul, data: { soul: kind, host }, text: `${NAME[kind]}, ${who(s, soul)}'s dark soul, has acted on ${who(s, host)} and disappears.` });
}

/** After a death that did not end the game: an eliminated Loyalist, Rebel or Renegade chooses whom to possess. */
export function afterDeath(state: GameState, dead: string): GameState {
  const kind = KIND_OF[seatOf(state, dead).role];
  if (!state.options.house.darkSouls || state.winner || !kind || seatOf(state, dead).alive || livingFrom(state).length === 0) return state;
  return pushChoose(state, { seat: dead, purpose: POSSESS, host: -1, extra: { kind } });
}

const str = (f: ChooseFrame, k: string) => String(f.extra[k] ?? '');

const possess: Chooser = {
  decide(state, f) {
    const kind = str(f, 'kind') as SoulKind;
    const living = livingFrom(state);
    if (!living.length) return null;
    return {
      kind: 'choose', seat: f.seat, clause: CLAUSE.overview, prompt: `${who(state, f.seat)} becomes the dark soul ${NAME[kind]}: choose a living player to possess.`,
      choices: living.map((id) => choice({ type: 'option.choose', seat: f.seat, option: `possess-${id}` }, `Possess ${who(state, id)}`)),
    };
  },
  apply(state, f, input) {
    if (input.type !== 'option.choose') throw new Error('a dark soul chooses a player to possess');
    const kind = str(f, 'kind') as SoulKind;
    const host = input.option.replace(/^possess-/, '');
    let s = updateSeat(state, host, (x) => ({ ...x, flags: { ...x.flags, [soulFlag(kind, f.seat)]: 1 } }));
    s = log(s, { fact: 'soul.possessed', clause: CLAUSE[kind], seat: f.seat, data: { soul: kind, host }, text: `${who(s, f.seat)} becomes the dark soul ${NAME[kind]} and possesses ${who(s, host)}.` });
    return kind === 'xuanwu' ? drawCards(s, f.seat, 1, ' (Xuanwu keeps it)', CLAUSE.xuanwu) : s;
  },
};

const xuanwu: Chooser = {
  decide(state, f) {
    const host = seatOf(state, str(f, 'host'));
    if (!host.alive || host.hand.length === 0 || seatOf(state, f.seat).hand.length === 0) return null;
    return {
      kind: 'choose', seat: f.seat, clause: CLAUSE.xuanwu, prompt: `Xuanwu (${who(state, f.seat)}): exchange your card for one of ${who(state, host.id)}'s hand cards?`,
      choices: [...host.hand.map((c) => choice({ type: 'card.choose', seat: f.seat, card: c }, `Take ${cardName(c)}`)), choice({ type: 'skill.decline', seat: f.seat }, 'Not now')],
    };
  },
  apply(state, f, input) {
    if (input.type !== 'card.choose') return state;
    const host = str(f, 'host');
    const mine = seatOf(state, f.seat).hand[0] as string;
    let s = moveCards(state, [mine], { zone: 'hand', seat: host });
    s = discardCards(s, [input.card]);
    s = log(s, { fact: 'cards.exchanged', clause: CLAUSE.xuanwu, seat: f.seat, text: `Xuanwu gives ${who(s, host)} its card and takes ${cardName(input.card)}, which is discarded.` });
    return vanish(s, host, 'xuanwu', f.seat);
  },
};

const youZhu: Chooser = {
  decide(state, f) {
    const host = seatOf(state, str(f, 'host'));
    if (!host.alive || host.hand.length === 0) return null;
    return {
      kind: 'choose', seat: f.seat, clause: CLAUSE['you-zhu'], prompt: `You Zhu (${who(state, f.seat)}): make ${who(state, host.id)} discard every hand card and draw as many?`,
      choices: [choice({ type: 'option.choose', seat: f.seat, option: 'discard-all' }, `${who(state, host.id)} discards ${host.hand.length} and draws ${host.hand.length}`), choice({ type: 'skill.decline', seat: f.seat }, 'Not now')],
    };
  },
  apply(state, f, input) {
    if (input.type !== 'option.choose') return state;
    const host = str(f, 'host');
    const hand = seatOf(state, host).hand;
    let s = log(state, { fact: 'cards.discarded', clause: CLAUSE['you-zhu'], seat: host, data: { count: hand.length }, text: `You Zhu makes ${who(state, host)} discard every hand card (${hand.length}).` });
    s = drawCards(discardCards(s, hand), host, hand.length, ' (You Zhu)', CLAUSE['you-zhu']);
    return vanish(s, host, 'you-zhu', f.seat);
  },
};

export const SOUL_CHOOSERS: Readonly<Record<string, Chooser>> = { [POSSESS]: possess, [XUANWU]: xuanwu, [YOU_ZHU]: youZhu };

function damageTo(state: GameState, ctx: TriggerContext) {
  const f = frameById(state, ctx.host);
  return f && f.kind === 'damage' && f.target === ctx.owner ? f : null;
}

/** Lohan on its host: compulsory, at the last moment before the host takes damage (damage.inflictedFinal). */
const LOHAN: SkillDef = {
  id: 'dark-soul-lohan', name: 'Lohan (dark soul)', clause: CLAUSE.lohan, compulsory: true,
  triggers: [{
    timing: 'damage.inflictedFinal', optional: false, clause: CLAUSE.lohan, persistent: true,
    can: (s, ctx) => (damageTo(s, ctx)?.amount ?? 0) > 0 && soulsOn(seatOf(s, ctx.owner)).some(([k]) => k === 'lohan'),
    run(s, ctx) {
      const d = damageTo(s, ctx);
      const soul = soulsOn(seatOf(s, ctx.owner)).find(([k]) => k === 'lohan');
      if (!d || !soul) return s;
      let t = updateFrame(s, d.id, (x) => (x.kind === 'damage' ? { ...x, amount: x.amount - 1 } : x));
      t = log(t, { fact: 'damage.reduced', clause: CLAUSE.lohan, seat: ctx.owner, text: `Lohan, ${who(t, soul[1])}'s dark soul, prevents 1 of the ${d.amount} damage to ${who(t, ctx.owner)}.` });
      t = vanish(t, ctx.owner, 'lohan', soul[1]);
      return seatOf(t, ctx.owner).hand.length ? pushDiscard(t, { seat: ctx.owner, remaining: 1, from: 'hand', reason: 'for Lohan', clause: CLAUSE.lohan }) : t;
    },
  }],
};

/** Xuanwu and You Zhu on their host: as the host's play phase begins, the soul is asked (its own choose frame). */
function atPlay(kind: 'xuanwu' | 'you-zhu', purpose: string): SkillDef {
  return {
    id: `dark-soul-${kind}`, name: `${NAME[kind]} (dark soul)`, clause: CLAUSE[kind], compulsory: true,
    triggers: [{
      timing: 'phase.before', optional: false, clause: CLAUSE[kind], persistent: true,
      can: (s, ctx) => s.phase === 'play' && ctx.owner === s.seats[s.current]?.id && soulsOn(seatOf(s, ctx.owner)).some(([k]) => k === kind),
      run(s, ctx) {
        const soul = soulsOn(seatOf(s, ctx.owner)).find(([k]) => k === kind);
        return soul ? pushChoose(s, { seat: soul[1], purpose, host: -1, extra: { host: ctx.owner } }) : s;
      },
    }],
  };
}

const SKILL_OF: Readonly<Record<SoulKind, SkillDef>> = { lohan: LOHAN, xuanwu: atPlay('xuanwu', XUANWU), 'you-zhu': atPlay('you-zhu', YOU_ZHU) };

/** The skills the souls on a seat give it (read only from the seat's flags: the skill cache key has them). */
export function soulSkills(seat: Seat): readonly SkillDef[] {
  const kinds = new Set(soulsOn(seat).map(([k]) => k));
  return [...kinds].map((k) => SKILL_OF[k]);
}

/** The rule's parts (house-types.ts): possession after a death, the souls' decisions, the skills a soul gives its host. */
const DARK_SOULS: HouseRule = {
  compose: withHouseRules,
  id: 'darkSouls',
  afterDeath,
  choosers: () => SOUL_CHOOSERS,
  skills: { granted: soulSkills, keyFields: [soulKey] },
};

/** The rule under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { DARK_SOULS as RULES };
