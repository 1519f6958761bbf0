// Sun Quan: Balance of Power (制衡). His lord skill Rescue (救援) is a pack of its own (rescue.ts),
// loaded only for a table where he is the Lord.
import { cardName } from '../../cards-lookup.ts';
import { choice } from '../../choice.ts';
import type { Wording } from '../../data/hero-facts.ts';
import type { ChooseFrame } from '../../frames/frame-types.ts';
import { pushChoose } from '../../frames/make.ts';
import { log, seatOf, who } from '../../state.ts';
import { discardCards, drawCards } from '../../zones.ts';
import type { GameState } from '../../types.ts';
import type { SkillDef } from '../skill-types.ts';
import type { Chooser } from '../../frames/chooser.ts';
import { invoked, list, markUsed, option, ownCards, picked, skillClauseFor, str, usedTimes, wordingOf } from './util.ts';
import type { HeroPack } from '../pack-types.ts';

/** Balance of Power (制衡): once per play phase, discard any number of cards, then draw as many; revised: 1 more if the whole hand was discarded. */
function balanceOfPower(w: Wording): SkillDef {
  const clause = skillClauseFor('sun-quan', 'zhi-heng', w);
  return {
    id: 'zhi-heng', name: 'Balance of Power', clause,
    active: {
      choices: (state, seat) => (usedTimes(state, 'zhi-heng') || !ownCards(seat).length ? [] : [choice({ type: 'skill.invoke', seat: seat.id, skill: 'zhi-heng' }, 'Discard any number of cards, then draw as many (Balance of Power)')]),
      apply(state, input) {
        const s = invoked(markUsed(state, 'zhi-heng'), input.seat, clause, 'invokes Balance of Power.');
        return pushChoose(s, { seat: input.seat, purpose: 'zhi-heng', host: -1, extra: { picked: [], clause, wording: w } });
      },
    },
  };
}

function balance(state: GameState, f: ChooseFrame): GameState {
  const cards = list(f, 'picked');
  if (!cards.length) return state;
  const hand = seatOf(state, f.seat).hand;
  const wholeHand = hand.length > 0 && hand.every((id) => cards.includes(id));
  let s = discardCards(state, cards);
  s = log(s, { fact: 'cards.discarded', clause: str(f, 'clause'), seat: f.seat, text: `${who(s, f.seat)} discards ${cards.map(cardName).join(', ')} (Balance of Power).` });
  const extra = wordingOf(f) === 'revised' && wholeHand ? 1 : 0;
  return drawCards(s, f.seat, cards.length + extra, extra ? ' (Balance of Power: the whole hand was discarded, 1 more)' : ' (Balance of Power)', str(f, 'clause'));
}

const zhiHeng: Chooser = {
  decide(state, f) {
    const chosen = list(f, 'picked');
    const left = ownCards(seatOf(state, f.seat)).filter((id) => !chosen.includes(id));
    if (!left.length) return null;
    const picks = left.map((id) => choice({ type: 'card.choose', seat: f.seat, card: id }, `Discard ${cardName(id)}`));
    const done = chosen.length ? [option(f.seat, 'done', `Done: discard ${chosen.map(cardName).join(', ')} and draw`)] : [];
    return { kind: 'choose', seat: f.seat, clause: str(f, 'clause'), prompt: `${who(state, f.seat)}: choose the cards to discard, one at a time (Balance of Power).`, choices: [...picks, ...done] };
  },
  apply(state, f, input) {
    const id = picked(input);
    return id ? pushChoose(state, { ...f, extra: { ...f.extra, picked: [...list(f, 'picked'), id] } }) : balance(state, f);
  },
  fallback: balance,
};

const SUN_QUAN_PACK: HeroPack = { id: 'sun-quan', heroes: ['sun-quan'], revised: { 'zhi-heng': balanceOfPower('revised') }, classic: { 'zhi-heng': balanceOfPower('classic') }, choosers: { 'zhi-heng': zhiHeng }, judgments: {} };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { SUN_QUAN_PACK as RULES };
