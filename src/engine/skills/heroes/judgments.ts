// What skill judgments mean (Eye for an Eye).
import { card, cardName } from '../../cards-lookup.ts';
import { colourOf } from '../../data/card-facts.ts';
import type { JudgmentFrame } from '../../frames/frame-types.ts';
import { pushChoose, pushDamage } from '../../frames/make.ts';
import { frameById, log, seatOf, who } from '../../state.ts';
import type { GameState } from '../../types.ts';
import { ZHEN_JI_JUDGMENTS } from './zhen-ji.ts';
import { SHU_MORE_JUDGMENTS } from './shu-more.ts';

type JudgmentResult = (state: GameState, f: JudgmentFrame, judged: string) => GameState;

function sourceOf(state: GameState, f: JudgmentFrame): string | null {
  const d = frameById(state, f.host);
  return d?.kind === 'damage' ? d.source : null;
}

/** Revised (source 000): red → 1 damage to the source; black → discard one of the source's cards. */
const gangLieRevised: JudgmentResult = (state, f, judged) => {
  const clause = 'heroes.xia-hou-dun.gang-lie.revised';
  const source = sourceOf(state, f);
  if (!source || !seatOf(state, source).alive) return state;
  if (colourOf(card(judged).suit) === 'red') {
    const s = log(state, { fact: 'skill.succeeded', clause, seat: f.seat, text: `${cardName(judged)} is red: ${who(state, f.seat)} deals 1 damage to ${who(state, source)}.` });
    return pushDamage(s, { source: f.seat, target: source, amount: 1, nature: null, card: null });
  }
  const s = log(state, { fact: 'skill.succeeded', clause, seat: f.seat, text: `${cardName(judged)} is black: ${who(state, f.seat)} discards a card of ${who(state, source)}.` });
  return pushChoose(s, { seat: f.seat, purpose: 'gang-lie-revised', host: -1, extra: { target: source } });
};

/** Classic: not a heart → the source discards 2 hand cards or takes 1 damage from you (their choice). */
const gangLieClassic: JudgmentResult = (state, f, judged) => {
  const clause = 'heroes.xia-hou-dun.gang-lie.classic';
  const source = sourceOf(state, f);
  if (!source || !seatOf(state, source).alive) return state;
  if (card(judged).suit === 'heart') return log(state, { fact: 'skill.failed', clause, seat: f.seat, text: `${cardName(judged)} is a heart: Eye for an Eye has no effect.` });
  const s = log(state, { fact: 'skill.succeeded', clause, seat: f.seat, text: `${cardName(judged)} is not a heart: ${who(state, source)} must discard 2 hand cards or take 1 damage.` });
  return pushChoose(s, { seat: source, purpose: 'gang-lie-classic', host: f.host, extra: { from: f.seat } });
};

export const SKILL_JUDGMENTS: Readonly<Record<string, JudgmentResult>> = {
  'gang-lie-revised': gangLieRevised,
  'gang-lie-classic': gangLieClassic,
  ...ZHEN_JI_JUDGMENTS,
  ...SHU_MORE_JUDGMENTS,
};
