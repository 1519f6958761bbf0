// Sun Quan: Balance of Power (制衡) and Rescue (救援, lord).
import { cardName } from '../../cards-lookup.ts';
import { choice } from '../../choice.ts';
import type { Wording } from '../../data/hero-facts.ts';
import type { ChooseFrame } from '../../frames/frame-types.ts';
import { pushChoose } from '../../frames/make.ts';
import { frameById, log, seatOf, updateFrame, who } from '../../state.ts';
import { isWounded } from '../../values.ts';
import { discardCards, drawCards } from '../../zones.ts';
import type { GameState } from '../../types.ts';
import type { SkillDef } from '../skill-types.ts';
import type { Chooser } from '../../frames/chooser.ts';
import { factionOf, hostUse, invoked, list, markUsed, option, optionOf, ownCards, picked, skillClauseFor, str, usedTimes, wordingOf } from './util.ts';
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

/** Rescue (救援, lord), classic: compulsory; another Wu character's Peach makes you recover 1 more HP. */
export const jiuYuanClassic: SkillDef = {
  id: 'jiu-yuan', name: 'Rescue', clause: skillClauseFor('sun-quan', 'jiu-yuan', 'classic'), compulsory: true,
  status: { recoverBonus: (s, seat, from, kind) => (kind === 'peach' && from !== null && from !== seat.id && factionOf(s, from) === 'wu' ? 1 : 0) },
};

/** Rescue, revised: when another Wu character with more HP than you uses a Peach on themselves, they may have you recover instead, then draw a card. */
const rescueClause = skillClauseFor('sun-quan', 'jiu-yuan', 'revised');
export const jiuYuan: SkillDef = {
  id: 'jiu-yuan', name: 'Rescue', clause: rescueClause,
  triggers: [{
    timing: 'card.used', optional: false, clause: rescueClause,
    can(s, ctx) {
      const f = hostUse(s, ctx);
      if (!f || f.card.kind !== 'peach' || f.user === ctx.owner || ctx.subject !== f.user || factionOf(s, f.user) !== 'wu') return false;
      return f.targets.length === 1 && f.targets[0] === f.user && seatOf(s, f.user).hp > seatOf(s, ctx.owner).hp && isWounded(seatOf(s, ctx.owner));
    },
    run: (s, ctx) => { const f = hostUse(s, ctx); return f ? pushChoose(s, { seat: f.user, purpose: 'jiu-yuan', host: f.id, extra: { lord: ctx.owner } }) : s; },
  }],
};

const jiuYuanChooser: Chooser = {
  decide(state, f) {
    const lord = str(f, 'lord');
    return {
      kind: 'choose', seat: f.seat, clause: rescueClause, prompt: `${who(state, f.seat)}: let ${who(state, lord)} recover 1 HP instead of you, and draw a card (Rescue)?`,
      choices: [option(f.seat, 'give', `${who(state, lord)} recovers 1 HP instead; you draw a card`), option(f.seat, 'keep', 'Recover 1 HP yourself')],
    };
  },
  apply(state, f, input) {
    const lord = str(f, 'lord');
    if (optionOf(input) !== 'give' || frameById(state, f.host)?.kind !== 'useCard') return state;
    const s = updateFrame(state, f.host, (x) => (x.kind === 'useCard' ? { ...x, targets: [lord], extra: { ...x.extra, drawAfter: f.seat, drawSkill: 'Rescue', drawClause: rescueClause } } : x));
    return log(s, { fact: 'target.changed', clause: rescueClause, seat: f.seat, data: { to: lord }, text: `${who(s, f.seat)}'s Peach makes ${who(s, lord)} recover instead; then ${who(s, f.seat)} draws a card (Rescue).` });
  },
};

export const SUN_QUAN_PACK: HeroPack = { id: 'sun-quan', heroes: ['sun-quan'], revised: { 'zhi-heng': balanceOfPower('revised'), 'jiu-yuan': jiuYuan }, classic: { 'zhi-heng': balanceOfPower('classic'), 'jiu-yuan': jiuYuanClassic }, choosers: { 'zhi-heng': zhiHeng, 'jiu-yuan': jiuYuanChooser }, judgments: {} };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { SUN_QUAN_PACK as RULES };
