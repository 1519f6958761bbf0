// What a judgment's final card means, by what asked for it.
import { CL } from '../clause-ids.ts';
import { asItself, card, cardName } from '../cards-lookup.ts';
import { frameById, log, who } from '../state.ts';
import { discardCards } from '../zones.ts';
import type { GameState, Phase } from '../types.ts';
import type { JudgmentFrame } from './frame-types.ts';
import { passLightning } from './delayed.ts';
import { pushDamage } from './make.ts';
import { trigramsJudged } from './respond.ts';
import { skillJudgment } from '../skills/registry.ts';

function skipPhase(state: GameState, seat: string, phase: Phase, clause: string, why: string): GameState {
  const s = { ...state, turnInfo: { ...state.turnInfo, skip: [...state.turnInfo.skip, phase] } };
  return log(s, { fact: 'phase.skipWill', clause, seat, data: { phase }, text: `${why}: ${who(state, seat)} will skip the ${phase} phase.` });
}

function delayedCard(state: GameState, host: number): string | null {
  const f = frameById(state, host);
  return f && f.kind === 'delayed' ? f.card : null;
}

export function judgmentResult(state: GameState, f: JudgmentFrame, judged: string): GameState {
  const c = card(judged);
  switch (f.reason) {
    case 'lightning': {
      const id = delayedCard(state, f.host);
      if (!id) return state;
      if (c.suit === 'spade' && c.rank >= 2 && c.rank <= 9) {
        // The Lightning deals the damage (Villainous Hero may take it); it stays in the processing area until the damage has resolved, then the delayed frame discards it.
        const s = log(state, { fact: 'lightning.struck', clause: CL.lightning, seat: f.seat, text: `${cardName(judged)} is a spade from 2 to 9: Lightning strikes ${who(state, f.seat)} for 3 thunder damage with no source.` });
        return pushDamage(s, { source: null, target: f.seat, amount: 3, nature: 'thunder', card: asItself(id) });
      }
      const s = log(state, { fact: 'lightning.missed', clause: CL.lightning, seat: f.seat, text: `${cardName(judged)} is not a spade from 2 to 9: Lightning does not strike.` });
      return passLightning(s, f.seat, id);
    }
    case 'acedia':
    case 'supply-shortage': {
      const id = delayedCard(state, f.host);
      const good = f.reason === 'acedia' ? c.suit === 'heart' : c.suit === 'club';
      const clause = f.reason === 'acedia' ? CL.acedia : CL.supplyShortage;
      let s = id ? discardCards(state, [id]) : state;
      if (good) return log(s, { fact: 'judgment.escaped', clause, seat: f.seat, text: `${cardName(judged)} is a ${f.reason === 'acedia' ? 'heart' : 'club'}: nothing happens; the card is discarded.` });
      s = skipPhase(s, f.seat, f.reason === 'acedia' ? 'play' : 'draw', clause, `${cardName(judged)} is not a ${f.reason === 'acedia' ? 'heart' : 'club'}`);
      return s;
    }
    case 'eight-trigrams':
      return trigramsJudged(state, f.host, judged, f.seat);
    default: {
      const k = skillJudgment(f.reason); // a hero skill's (its pack is installed: the skill asked for it)
      return k ? k(state, f, judged) : state;
    }
  }
}
