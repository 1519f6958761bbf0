// Damage resolves through ordered timing points (engine-facts §1.c, clause identity.damage.sequence):
// when dealing (modify) → when dealing, final (prevent) → when taking (modify) → when taking, final
// → HP is reduced (a chained target hit by elemental damage is reset and the chain recorded; dying
// if HP < 1) → after dealing → after taking → conducted damage to the other chained players.
import { CL } from '../clause-ids.ts';
import { virtualName } from '../cards-lookup.ts';
import type { Timing } from '../skills/skill-types.ts';
import { livingFrom, log, pop, seatOf, setTop, updateSeat, who } from '../state.ts';
import type { GameState } from '../types.ts';
import type { DamageFrame } from './frame-types.ts';
import { noInput, type FrameHandler } from './handler.ts';
import { pushDamage, pushDying, pushTriggersAt } from './make.ts';

const NEXT: Record<DamageFrame['stage'], DamageFrame['stage']> = {
  caused: 'causedFinal', causedFinal: 'inflicted', inflicted: 'inflictedFinal', inflictedFinal: 'hp',
  hp: 'afterSource', afterSource: 'afterTarget', afterTarget: 'conduct', conduct: 'done', done: 'done',
};

function natureWord(f: DamageFrame): string {
  return f.nature ? `${f.nature} ` : '';
}

function timingStage(state: GameState, f: DamageFrame, timing: Timing, subject: string | null): GameState {
  const s = setTop(state, { ...f, stage: NEXT[f.stage] });
  if (subject === null || !seatOf(s, subject).alive) return s;
  return pushTriggersAt(s, timing, f.id, [subject]);
}

function reduceHp(state: GameState, f: DamageFrame): GameState {
  const target = seatOf(state, f.target);
  if (f.amount < 1) {
    const s = log(state, { fact: 'damage.prevented', clause: CL.damagePoints, seat: f.target, text: `The damage to ${who(state, f.target)} is prevented.` });
    return pop(s);
  }
  let s = state;
  let chainList: string[] = [];
  if (f.nature && target.chained) {
    s = updateSeat(s, f.target, (x) => ({ ...x, chained: false }));
    s = log(s, { fact: 'chain.reset', clause: CL.conduction, seat: f.target, text: `${who(s, f.target)} is chained and takes ${f.nature} damage: the hero card is reset.` });
    if (!f.conducted) chainList = livingFrom(s).filter((id) => id !== f.target && seatOf(s, id).chained);
  }
  const hp = target.hp - f.amount;
  s = updateSeat(s, f.target, (x) => ({ ...x, hp }));
  const by = f.source ? ` from ${who(s, f.source)}` : ' with no source';
  const via = f.card ? ` (${virtualName(f.card)})` : '';
  s = log(s, {
    fact: 'damage.dealt', clause: f.nature ? CL.elemental : CL.damage, seat: f.target,
    data: { amount: f.amount, nature: f.nature, source: f.source, hp, conducted: f.conducted },
    text: `${who(s, f.target)} takes ${f.amount} ${natureWord(f)}damage${by}${via}${f.conducted ? ', passed along the Iron Chain' : ''}: HP ${target.hp} → ${hp}.`,
  });
  s = setTop(s, { ...f, stage: 'afterSource', chainList, taken: f.amount });
  if (hp < 1) s = pushDying(s, f.target, f.source);
  return s;
}

function conduct(state: GameState, f: DamageFrame): GameState {
  let s = pop(state);
  if (f.chainList.length === 0) return s;
  s = log(s, { fact: 'chain.conducted', clause: CL.conduction, text: `The ${f.nature} damage passes along the Iron Chain to ${f.chainList.map((id) => who(s, id)).join(', ')}, in turn order from the current player, ${f.taken} each.` });
  for (const target of [...f.chainList].reverse()) {
    s = pushDamage(s, { source: f.source, target, amount: f.taken, nature: f.nature, card: f.card, byStrike: f.byStrike, conducted: true });
  }
  return s;
}

export const damageHandler: FrameHandler<DamageFrame> = {
  decide: () => null,
  advance(state, f) {
    switch (f.stage) {
      case 'caused': {
        const target = seatOf(state, f.target);
        if (!target.alive || (f.conducted && !target.chained)) return pop(state);
        let s = state;
        let cur = f;
        if (f.source && !seatOf(s, f.source).alive) {
          cur = { ...f, source: null };
          s = log(setTop(s, cur), { fact: 'damage.sourceless', clause: CL.sourceRemoved, text: 'The source of the damage is dead: the damage has no source.' });
        }
        return timingStage(s, cur, 'damage.caused', cur.source);
      }
      case 'causedFinal': return timingStage(state, f, 'damage.causedFinal', f.source);
      case 'inflicted': return timingStage(state, f, 'damage.inflicted', f.target);
      case 'inflictedFinal': return timingStage(state, f, 'damage.inflictedFinal', f.target);
      case 'hp': return reduceHp(state, f);
      case 'afterSource': return timingStage(state, f, 'damage.afterSource', f.source);
      case 'afterTarget': return timingStage(state, f, 'damage.afterTarget', f.target);
      case 'conduct':
      case 'done': return conduct(state, f);
    }
  },
  apply: noInput('damage'),
};
