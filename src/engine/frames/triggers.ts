// A timing point's skills resolve one at a time in the gathered order. A seat with several
// chooses which goes first; an optional skill asks its owner; a compulsory one just happens.
import { choice } from '../choice.ts';
import { log, pop, seatOf, setTop, who } from '../state.ts';
import { triggerDef } from '../skills/collect.ts';
import { skillsOf } from '../skills/registry.ts';
import type { GameState } from '../types.ts';
import type { TriggerItem, TriggersFrame } from './frame-types.ts';
import type { FrameHandler } from './handler.ts';

function sameSeat(f: TriggersFrame): TriggerItem[] {
  const first = f.items[0];
  return first ? f.items.filter((i) => i.seat === first.seat) : [];
}

function without(f: TriggersFrame, item: TriggerItem): readonly TriggerItem[] {
  const i = f.items.findIndex((x) => x.seat === item.seat && x.skill === item.skill && x.subject === item.subject);
  return f.items.filter((_, k) => k !== i);
}

function run(state: GameState, f: TriggersFrame, item: TriggerItem): GameState {
  const def = triggerDef(state, item.seat, item.skill, f.timing);
  const ctx = { host: f.host, subject: item.subject, owner: item.seat };
  const able = def !== undefined && def.can(state, ctx);
  // A skill offered once per point of damage stays first in line, to be offered again when this point has resolved.
  const left = able ? (item.left ?? (def.times ? def.times(state, ctx) - 1 : 0)) : 0;
  const rest = without(f, item);
  const items = left > 0 ? [{ ...item, left: left - 1 }, ...rest] : rest;
  const s = items.length ? setTop(state, { ...f, items }) : pop(state);
  return able ? def.run(s, ctx) : s;
}

/** A skill offered again for the next point of damage that can no longer act is not asked about (it is dropped when run). */
function stillAble(state: GameState, f: TriggersFrame, item: TriggerItem): boolean {
  return item.left === undefined || (triggerDef(state, item.seat, item.skill, f.timing)?.can(state, { host: f.host, subject: item.subject, owner: item.seat }) ?? false);
}

/** A skill's or equipment's English name ("Bequeathed Strategy"), for prompts and log lines. */
function skillName(state: GameState, seat: string, skill: string): string {
  return skillsOf(seatOf(state, seat)).find((d) => d.id === skill)?.name ?? skill;
}

function label(state: GameState, f: TriggersFrame, item: TriggerItem): string {
  const def = triggerDef(state, item.seat, item.skill, f.timing);
  const ctx = { host: f.host, subject: item.subject, owner: item.seat };
  return def?.label?.(state, ctx) ?? `Invoke ${item.skill}${item.subject && item.subject !== item.seat ? ` (for ${item.subject})` : ''}`;
}

export const triggersHandler: FrameHandler<TriggersFrame> = {
  decide(state, f) {
    const mine = sameSeat(f);
    const first = mine[0];
    if (!first || !stillAble(state, f, first)) return null;
    const defs = mine.map((i) => triggerDef(state, i.seat, i.skill, f.timing));
    if (mine.length === 1 && defs[0] && !defs[0].optional) return null;
    const choices = mine.map((item) => {
      const sub = item.subject ?? '';
      return choice({ type: 'skill.invoke', seat: item.seat, skill: item.skill, targets: sub ? [sub] : [] }, label(state, f, item));
    });
    const optional = mine.filter((_, k) => defs[k]?.optional);
    const decline = optional.length === mine.length ? [choice({ type: 'skill.decline', seat: first.seat }, mine.length > 1 ? 'Invoke none of them' : 'Do not invoke it')] : [];
    return {
      kind: 'trigger', seat: first.seat, clause: defs[0]?.clause ?? 'general.events.timing',
      prompt: mine.length > 1 ? `${who(state, first.seat)}: several skills can act now; choose which resolves first.` : first.left !== undefined ? `${who(state, first.seat)}: invoke ${skillName(state, first.seat, first.skill)} again, for the next point of damage (${first.left + 1} left)?` : `${who(state, first.seat)}: invoke ${skillName(state, first.seat, first.skill)}?`,
      choices: [...choices, ...decline],
    };
  },
  advance(state, f) {
    const item = f.items[0];
    if (!item) return pop(state);
    return run(state, f, item);
  },
  apply(state, f, input) {
    if (input.type === 'skill.decline') {
      const mine = sameSeat(f);
      const rest = f.items.filter((i) => !mine.includes(i));
      const s = log(state, { fact: 'skill.declined', clause: 'general.skill-wording.may', seat: input.seat, text: `${who(state, input.seat)} does not invoke ${mine.map((i) => skillName(state, i.seat, i.skill)).join(', ')}.` });
      return rest.length ? setTop(s, { ...f, items: rest }) : pop(s);
    }
    if (input.type !== 'skill.invoke') throw new Error('unexpected input');
    const item = f.items.find((i) => i.seat === input.seat && i.skill === input.skill && (i.subject ?? '') === (input.targets?.[0] ?? ''));
    if (!item) throw new Error('no such trigger');
    return run(state, f, item);
  },
};
