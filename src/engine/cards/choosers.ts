// The purposes of choose frames raised by cards.
import type { Chooser } from '../frames/chooser.ts';
import { CL, cardClause } from '../clause-ids.ts';
import { choice } from '../choice.ts';
import { asItself, card, cardName, useAs } from '../cards-lookup.ts';
import { pushChoose, pushDamage, pushUseCard } from '../frames/make.ts';
import type { ChooseFrame } from '../frames/frame-types.ts';
import { sourcesFor } from '../sources-of.ts';
import { frameById, log, seatOf, who } from '../state.ts';
import { canBeTargeted, inAttackRange } from '../values.ts';
import { discardCards, moveCards } from '../zones.ts';
import type { GameState } from '../types.ts';
import { takeOrDiscardChooser } from './take-or-discard.ts';
import { EQUIPMENT_CHOOSERS } from './equipment-choosers.ts';
import { applyLordStrike, lordStrikeChoices } from '../skills/lord-strike.ts';


const str = (f: ChooseFrame, k: string) => (typeof f.extra[k] === 'string' ? (f.extra[k] as string) : '');
function hostUser(state: GameState, f: ChooseFrame): string {
  const h = frameById(state, f.host);
  return h && h.kind === 'useCard' ? h.user : f.seat;
}

const ALL_ZONES = ['hand', 'equipment', 'judgment'] as const;
const ofTarget = (target: string) => target;

const harvest: Chooser = {
  decide(state, f) {
    const left = harvestLeft(state, f);
    if (left.length < 2) return null; // one card left: nothing to choose (taken in the fallback)
    return { kind: 'choose', seat: f.seat, clause: CL.harvest, prompt: `${who(state, f.seat)}: take one of the Harvest cards.`, choices: left.map((id) => choice({ type: 'card.choose', seat: f.seat, card: id }, `Take ${cardName(id)}`)) };
  },
  apply(state, f, input) {
    if (input.type !== 'card.choose') return state;
    return takeHarvest(state, f, input.card, '');
  },
  fallback(state, f) {
    const last = harvestLeft(state, f)[0];
    return last === undefined ? state : takeHarvest(state, f, last, ', the only card left');
  },
};

function harvestLeft(state: GameState, f: ChooseFrame): readonly string[] {
  const h = frameById(state, f.host);
  const shown = h && h.kind === 'useCard' ? ((h.extra['harvest'] as readonly string[] | undefined) ?? []) : [];
  return shown.filter((id) => state.processing.includes(id));
}

function takeHarvest(state: GameState, f: ChooseFrame, id: string, why: string): GameState {
  const s = moveCards(state, [id], { zone: 'hand', seat: f.seat });
  return log(s, { fact: 'card.obtained', clause: CL.harvest, seat: f.seat, text: `${who(s, f.seat)} takes ${cardName(id)} from the Harvest${why}.` });
}

const fireAttackShow: Chooser = {
  decide(state, f) {
    const hand = seatOf(state, f.seat).hand;
    if (!hand.length) return null;
    return { kind: 'choose', seat: f.seat, clause: CL.fireAttackShow, prompt: `${who(state, f.seat)}: show a hand card for Fire Attack.`, choices: hand.map((id) => choice({ type: 'card.choose', seat: f.seat, card: id }, `Show ${cardName(id)}`)) };
  },
  apply(state, f, input) {
    if (input.type !== 'card.choose') return state;
    const user = hostUser(state, f);
    const s = log(state, { fact: 'card.shown', clause: CL.fireAttackShow, seat: f.seat, data: { card: input.card }, text: `${who(state, f.seat)} shows ${cardName(input.card)}.` });
    return pushChoose(s, { seat: user, purpose: 'fire-attack-discard', host: f.host, extra: { suit: card(input.card).suit, target: f.seat } });
  },
};

const fireAttackDiscard: Chooser = {
  decide(state, f) {
    const suit = str(f, 'suit');
    const matching = seatOf(state, f.seat).hand.filter((id) => card(id).suit === suit);
    if (!matching.length) return null;
    return {
      kind: 'choose', seat: f.seat, clause: cardClause('fire-attack'), prompt: `${who(state, f.seat)}: discard a ${suit} hand card to deal 1 fire damage to ${who(state, str(f, 'target'))}?`,
      choices: [...matching.map((id) => choice({ type: 'card.choose', seat: f.seat, card: id }, `Discard ${cardName(id)}`)), choice({ type: 'skill.decline', seat: f.seat }, 'Do not discard')],
    };
  },
  apply(state, f, input) {
    if (input.type !== 'card.choose') return log(state, { fact: 'fireAttack.declined', clause: cardClause('fire-attack'), seat: f.seat, text: `${who(state, f.seat)} does not discard: Fire Attack deals no damage.` });
    const s = log(discardCards(state, [input.card]), { fact: 'card.discarded', clause: cardClause('fire-attack'), seat: f.seat, text: `${who(state, f.seat)} discards ${cardName(input.card)}.` });
    const h = frameById(s, f.host);
    return pushDamage(s, { source: f.seat, target: str(f, 'target'), amount: 1, nature: 'fire', card: h && h.kind === 'useCard' ? h.card : null });
  },
  fallback: (state, f) => log(state, { fact: 'fireAttack.failed', clause: cardClause('fire-attack'), seat: f.seat, text: `${who(state, f.seat)} has no hand card of that suit: Fire Attack deals no damage.` }),
};

const borrowedSword: Chooser = {
  decide(state, f) {
    const victim = str(f, 'victim');
    const a = seatOf(state, f.seat);
    const can = seatOf(state, victim).alive && canBeTargeted(state, victim, 'strike') && inAttackRange(state, f.seat, victim);
    const strikes = can ? sourcesFor(state, a, 'strike', 'use').filter((src) => inAttackRange(state, f.seat, victim, src.cards)) : []; // the weapon used as the Strike no longer counts
    const rouse = can ? lordStrikeChoices(state, f, [victim]) : []; // a lord may ask his faction for the Strike (Rouse)
    if (!strikes.length && !rouse.length) return null; // no Strike to use: nothing to decide; the weapon is given in the fallback
    const give = a.equipment.weapon ? [choice({ type: 'response.pass', seat: f.seat }, `Do not use a Strike: give ${cardName(a.equipment.weapon)} to ${who(state, hostUser(state, f))}`)] : [];
    return {
      kind: 'choose', seat: f.seat, clause: CL.borrowedSwordRefuse, prompt: `${who(state, f.seat)}: use a Strike on ${who(state, victim)}, or give your weapon away?`,
      choices: [...strikes.map((src) => choice({ type: 'card.use', seat: f.seat, cards: src.cards, as: 'strike', targets: [victim], ...(src.skill ? { skill: src.skill } : {}) }, `Use ${src.cards.map(cardName).join(' + ')} as a Strike on ${who(state, victim)}`)), ...rouse, ...give],
    };
  },
  apply(state, f, input) {
    if (input.type === 'skill.invoke') return applyLordStrike(state, f, input);
    if (input.type === 'card.use') {
      const v = input.skill ? useAs(input.cards, 'strike', input.skill) : asItself(input.cards[0] as string);
      return pushUseCard(state, f.seat, v, input.targets, { free: true });
    }
    return giveWeapon(state, f, '');
  },
  fallback: (state, f) => giveWeapon(state, f, ' (no Strike to use)'),
};

/** Borrowed Sword refused: the weapon goes into the user's hand; with no weapon left, nothing happens. */
function giveWeapon(state: GameState, f: ChooseFrame, why: string): GameState {
  const weapon = seatOf(state, f.seat).equipment.weapon;
  if (!weapon) return state;
  const user = hostUser(state, f);
  const s = moveCards(state, [weapon], { zone: 'hand', seat: user });
  return log(s, { fact: 'card.given', clause: CL.borrowedSwordRefuse, seat: f.seat, text: `${who(s, f.seat)} gives ${cardName(weapon)} to ${who(s, user)}${why}.` });
}

export const CHOOSERS: Readonly<Record<string, Chooser>> = {
  dismantle: takeOrDiscardChooser({ action: 'discard', zones: ALL_ZONES, clause: cardClause('dismantle'), from: ofTarget, suffix: '' }),
  snatch: takeOrDiscardChooser({ action: 'take', zones: ALL_ZONES, clause: cardClause('snatch'), from: ofTarget, suffix: '' }),
  harvest,
  'fire-attack-show': fireAttackShow,
  'fire-attack-discard': fireAttackDiscard,
  'borrowed-sword': borrowedSword,
  ...EQUIPMENT_CHOOSERS, // a lord skill's ask (Escort, Rouse: 'lord-ask') is a module of its own (skills/heroes/lord-ask.ts)
};

