// Non-delayed tricks: each target's effect opens a Nullification window first.
import { CL, cardClause } from '../clause-ids.ts';
import { cardName } from '../cards-lookup.ts';
import { hooksOf } from '../modes/table.ts';
import { pushChoose, pushDamage, pushRespond } from '../frames/make.ts';
import { livingFrom, log, push, seatOf, updateSeat, who } from '../state.ts';
import { canBeTargeted, distance, inAttackRange, isWounded, trickNoDistance } from '../values.ts';
import { clearProcessing, drawCards, hasAnyCard, revealTop } from '../zones.ts';
import type { GameState, Seat } from '../types.ts';
import { combos, type BehaviourTable, type CardBehaviour } from './behaviour.ts';

const others = (state: GameState, user: Seat) => livingFrom(state).filter((id) => id !== user.id);
const withCards = (state: GameState, id: string) => hasAnyCard(seatOf(state, id));

/** An area trick's target orders: the mode's (Identity: one, from the user round the table). */
function everyone(state: GameState, user: Seat, includeUser: boolean): string[][] {
  return hooksOf(state).aoeOrders(state, user.id, includeUser);
}

function aoe(want: 'strike' | 'dodge'): CardBehaviour {
  return {
    targets: (state, user) => everyone(state, user, false),
    window: 'nullify',
    effect: (state, f, target) => pushRespond(state, f.id, { seat: target, want, mode: 'play', needed: 1, reason: `${cardName(f.card.cards[0] ?? '') || f.card.kind} from ${who(state, f.user)}`, from: f.user, armorIgnored: false }),
    resolve(state, f, target) {
      if (f.cancelled) return state;
      return pushDamage(state, { source: f.user, target, amount: 1, nature: null, card: f.card });
    },
  };
}

const duel: CardBehaviour = {
  targets: (state, user) => others(state, user).filter((id) => canBeTargeted(state, id, 'duel')).map((id) => [id]),
  window: 'nullify',
  effect(state, f, target) {
    const need = (seat: string) => (typeof f.extra[`duel:${seat}`] === 'number' ? (f.extra[`duel:${seat}`] as number) : 1);
    return push(state, { kind: 'duel', id: state.nextId, user: f.user, target, card: f.card, turn: 'target', needUser: need(f.user), needTarget: need(target), stage: 'ask', loser: null });
  },
};

const dismantle: CardBehaviour = {
  targets: (state, user) => others(state, user).filter((id) => withCards(state, id) && canBeTargeted(state, id, 'dismantle')).map((id) => [id]),
  window: 'nullify',
  effect: (state, f, target) => (withCards(state, target) ? pushChoose(state, { seat: f.user, purpose: 'dismantle', host: f.id, extra: { target } }) : state),
};

const snatch: CardBehaviour = {
  targets: (state, user) => others(state, user).filter((id) => withCards(state, id) && canBeTargeted(state, id, 'snatch') && (trickNoDistance(user) || distance(state, user.id, id) <= 1)).map((id) => [id]),
  window: 'nullify',
  effect: (state, f, target) => (withCards(state, target) ? pushChoose(state, { seat: f.user, purpose: 'snatch', host: f.id, extra: { target } }) : state),
};

const exNihilo: CardBehaviour = {
  targets: (_state, user) => [[user.id]],
  window: 'nullify',
  effect: (state, _f, target) => drawCards(state, target, 2, ' (Ex Nihilo)'),
};

const peachGarden: CardBehaviour = {
  targets: (state, user) => everyone(state, user, true),
  window: 'nullify',
  skip: (state, _f, target) => !isWounded(seatOf(state, target)),
  effect(state, _f, target) {
    const s = seatOf(state, target);
    if (!isWounded(s)) return state;
    const next = updateSeat(state, target, (x) => ({ ...x, hp: x.hp + 1 }));
    return log(next, { fact: 'hp.recovered', clause: cardClause('peach-garden'), seat: target, data: { amount: 1, hp: s.hp + 1 }, text: `${who(state, target)} recovers 1 HP (now ${s.hp + 1}).` });
  },
};

const harvest: CardBehaviour = {
  targets: (state, user) => everyone(state, user, true),
  window: 'nullify',
  before(state, f) {
    let s = state;
    const shown: string[] = [];
    for (let i = 0; i < f.targets.length; i++) {
      const r = revealTop(s);
      s = r.state;
      if (r.card) shown.push(r.card);
    }
    s = log(s, { fact: 'cards.revealed', clause: CL.harvest, text: `Harvest reveals ${shown.map(cardName).join(', ')}.` });
    return { ...s, stack: s.stack.map((x) => (x.id === f.id && x.kind === 'useCard' ? { ...x, extra: { ...x.extra, harvest: shown } } : x)) };
  },
  effect: (state, f, target) => pushChoose(state, { seat: target, purpose: 'harvest', host: f.id, extra: {} }),
  after(state, f) {
    const left = (f.extra['harvest'] as readonly string[] | undefined ?? []).filter((id) => state.processing.includes(id));
    return left.length ? log(clearProcessing(state, left), { fact: 'cards.discarded', clause: CL.harvest, text: `The Harvest cards no one took are discarded: ${left.map(cardName).join(', ')}.` }) : state;
  },
};

const borrowedSword: CardBehaviour = {
  targets(state, user) {
    const out: string[][] = [];
    for (const a of others(state, user)) {
      const sa = seatOf(state, a);
      if (!sa.equipment.weapon || !canBeTargeted(state, a, 'borrowed-sword')) continue;
      for (const b of livingFrom(state)) if (b !== a && inAttackRange(state, a, b) && canBeTargeted(state, b, 'strike')) out.push([a, b]);
    }
    return out;
  },
  window: 'nullify',
  effect: (state, f, target) => pushChoose(state, { seat: target, purpose: 'borrowed-sword', host: f.id, extra: { victim: f.targets[1] ?? '' } }),
  // The player to be struck is chosen with the card but is not its target: no window, no effect.
  effectTargets: (f) => f.targets.slice(0, 1),
};

const ironChain: CardBehaviour = {
  targets: (state) => combos(livingFrom(state).filter((id) => canBeTargeted(state, id, 'iron-chain')), 1, 2),
  window: 'nullify',
  effect(state, _f, target) {
    const chained = !seatOf(state, target).chained;
    const s = updateSeat(state, target, (x) => ({ ...x, chained }));
    return log(s, { fact: chained ? 'chain.set' : 'chain.reset', clause: CL.ironChain, seat: target, text: `${who(s, target)} is ${chained ? 'chained' : 'no longer chained'}.` });
  },
};

const fireAttack: CardBehaviour = {
  targets: (state, user) => livingFrom(state).filter((id) => canBeTargeted(state, id, 'fire-attack') && seatOf(state, id).hand.length > (id === user.id ? 1 : 0)).map((id) => [id]),
  window: 'nullify',
  effect: (state, f, target) => (seatOf(state, target).hand.length ? pushChoose(state, { seat: target, purpose: 'fire-attack-show', host: f.id, extra: {} }) : state),
};

export const TRICKS: BehaviourTable = {
  duel, dismantle, snatch, 'ex-nihilo': exNihilo, 'peach-garden': peachGarden, harvest, 'borrowed-sword': borrowedSword,
  'iron-chain': ironChain, 'fire-attack': fireAttack, 'barbarian-invasion': aoe('strike'), 'arrow-barrage': aoe('dodge'),
};

