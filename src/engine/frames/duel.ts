// Duel: starting with the target, the two players take turns to play Strikes (2 at a time against
// Matchless); the first who does not takes 1 damage from the other.
import { CL } from '../clause-ids.ts';
import { log, pop, setTop, who } from '../state.ts';
import type { DuelFrame } from './frame-types.ts';
import { noInput, type FrameHandler } from './handler.ts';
import { pushDamage, pushRespond } from './make.ts';

export const duelHandler: FrameHandler<DuelFrame> = {
  decide: () => null,
  advance(state, f) {
    const seat = f.turn === 'target' ? f.target : f.user;
    const other = f.turn === 'target' ? f.user : f.target;
    switch (f.stage) {
      case 'ask': {
        const s = setTop(state, { ...f, stage: 'wait' });
        const needed = f.turn === 'target' ? f.needTarget : f.needUser;
        return pushRespond(s, f.id, { seat, want: 'strike', mode: 'play', needed, reason: `the Duel with ${who(state, other)}`, from: other, armorIgnored: false });
      }
      case 'wait':
        if (f.loser) return setTop(state, { ...f, stage: 'damage' });
        return setTop(state, { ...f, stage: 'ask', turn: f.turn === 'target' ? 'user' : 'target' });
      case 'damage': {
        const loser = f.loser ?? seat;
        const winner = loser === f.target ? f.user : f.target;
        const s = log(pop(state), { fact: 'duel.lost', clause: CL.duel, seat: loser, text: `${who(state, loser)} does not play a Strike and loses the Duel: 1 damage from ${who(state, winner)}.` });
        return pushDamage(s, { source: winner, target: loser, amount: 1, nature: null, card: f.card });
      }
    }
  },
  apply: noInput('duel'),
};
