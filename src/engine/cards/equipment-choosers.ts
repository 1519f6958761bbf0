// Choices raised by equipment: Twin Swords (the target's choice), Azure Dragon (another Strike),
// Kirin Bow (which mount), Frost Blade (which cards, one at a time).
import { cardClause as clause } from '../clause-ids.ts';
import type { Chooser } from '../frames/chooser.ts';
import { choice } from '../choice.ts';
import { asItself, cardName, useAs } from '../cards-lookup.ts';
import { pushChoose, pushUseCard } from '../frames/make.ts';
import type { ChooseFrame } from '../frames/frame-types.ts';
import { sourcesFor } from '../sources-of.ts';
import { log, seatOf, who } from '../state.ts';
import { discardCards, drawCards } from '../zones.ts';
import { canBeTargeted } from '../values.ts';
import { applyLordStrike, lordStrikeChoices } from '../skills/lord-strike.ts';
import { pickChoices, pickedCard } from './pick.ts';

const str = (f: ChooseFrame, k: string) => (typeof f.extra[k] === 'string' ? (f.extra[k] as string) : '');

const twinSwords: Chooser = {
  decide(state, f) {
    const hand = seatOf(state, f.seat).hand;
    if (!hand.length) return null;
    const user = str(f, 'user');
    return {
      kind: 'choose', seat: f.seat, clause: clause('twin-swords'), prompt: `${who(state, f.seat)}: discard a hand card, or let ${who(state, user)} draw a card (Twin Swords).`,
      choices: [...hand.map((id) => choice({ type: 'card.choose', seat: f.seat, card: id }, `Discard ${cardName(id)}`)), choice({ type: 'option.choose', seat: f.seat, option: 'let-draw' }, `Let ${who(state, user)} draw a card`)],
    };
  },
  apply(state, f, input) {
    if (input.type === 'card.choose') return log(discardCards(state, [input.card]), { fact: 'card.discarded', clause: clause('twin-swords'), seat: f.seat, text: `${who(state, f.seat)} discards ${cardName(input.card)} (Twin Swords).` });
    return drawCards(state, str(f, 'user'), 1, ' (Twin Swords)');
  },
  fallback: (state, f) => drawCards(state, str(f, 'user'), 1, ` (Twin Swords: ${f.seat} has no hand card)`),
};

const azureDragon: Chooser = {
  decide(state, f) {
    const target = str(f, 'target');
    const srcs = sourcesFor(state, seatOf(state, f.seat), 'strike', 'use');
    if (!seatOf(state, target).alive || !canBeTargeted(state, target, 'strike')) return null;
    const rouse = lordStrikeChoices(state, f, [target]); // a lord may ask his faction for the follow-up Strike
    if (!srcs.length && !rouse.length) return null;
    return {
      kind: 'choose', seat: f.seat, clause: clause('azure-dragon'), prompt: `${who(state, f.seat)}: use another Strike on ${who(state, target)} (Azure Dragon)?`,
      choices: [...srcs.map((src) => choice({ type: 'card.use', seat: f.seat, cards: src.cards, as: 'strike', targets: [target], ...(src.skill ? { skill: src.skill } : {}) }, `Use ${src.cards.map(cardName).join(' + ')} on ${who(state, target)}`)), ...rouse, choice({ type: 'skill.decline', seat: f.seat }, 'Do not')],
    };
  },
  apply(state, f, input) {
    if (input.type === 'skill.invoke') return applyLordStrike(state, f, input);
    if (input.type !== 'card.use') return state;
    const v = input.skill ? useAs(input.cards, 'strike', input.skill) : asItself(input.cards[0] as string);
    return pushUseCard(state, f.seat, v, input.targets, { free: true });
  },
};

const kirinBow: Chooser = {
  decide(state, f) {
    const t = seatOf(state, str(f, 'target'));
    const mounts = [t.equipment.plusMount, t.equipment.minusMount].filter((c): c is string => c !== undefined);
    if (!mounts.length) return null;
    return { kind: 'choose', seat: f.seat, clause: clause('kirin-bow'), prompt: `${who(state, f.seat)}: choose a mount of ${who(state, t.id)} to discard (Kirin Bow).`, choices: mounts.map((id) => choice({ type: 'card.choose', seat: f.seat, card: id }, `Discard ${cardName(id)}`)) };
  },
  apply(state, f, input) {
    if (input.type !== 'card.choose') return state;
    return log(discardCards(state, [input.card]), { fact: 'card.discarded', clause: clause('kirin-bow'), seat: str(f, 'target'), text: `Kirin Bow: ${who(state, f.seat)} discards ${who(state, str(f, 'target'))}'s ${cardName(input.card)}.` });
  },
};

const frostBlade: Chooser = {
  decide(state, f) {
    const target = str(f, 'target');
    const choices = pickChoices(state, f.seat, target, ['hand', 'equipment'], true);
    if (!choices.length) return null;
    return { kind: 'choose', seat: f.seat, clause: clause('frost-blade'), prompt: `${who(state, f.seat)}: discard a card of ${who(state, target)} (Frost Blade, ${f.extra['left']} left).`, choices };
  },
  apply(state, f, input) {
    const target = str(f, 'target');
    const picked = pickedCard(state, target, input as { type: string; option?: string; card?: string });
    // The discard is told first; what the card's loss causes (Silver Lion's recovery) follows it.
    const s = discardCards(log(picked.state, { fact: 'card.discarded', clause: clause('frost-blade'), seat: target, text: `Frost Blade: ${who(state, f.seat)} discards ${who(state, target)}'s ${cardName(picked.card)}.` }), [picked.card]);
    const left = (typeof f.extra['left'] === 'number' ? f.extra['left'] : 1) - 1;
    return left > 0 ? pushChoose(s, { seat: f.seat, purpose: 'frost-blade', host: f.host, extra: { target, left } }) : s;
  },
};

export const EQUIPMENT_CHOOSERS: Readonly<Record<string, Chooser>> = {
  'twin-swords': twinSwords, 'azure-dragon': azureDragon, 'kirin-bow': kirinBow, 'frost-blade': frostBlade,
};
