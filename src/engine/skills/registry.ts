// Which skills a seat has: its hero's skills (in the wording the seat uses; lord skills only for
// the Lord) and the effects of its equipment (unless its armor is ignored).
import { HEROES } from '../data/heroes.ts';
import { card } from '../cards-lookup.ts';
import type { CardKindId } from '../data/cards.ts';
import type { Seat } from '../types.ts';
import type { SkillDef, TriggerDef } from './skill-types.ts';

// The skill tables, installed by the engine's composition root (skills/install.ts, imported by
// engine.ts): the registry is the lowest-level skill query, read by values, hp and the cards, which
// the hero and equipment skills import, so importing those tables from here would close an import
// cycle.
export interface SkillTables {
  /** Hero skills by skill id, in the revised wording (source 000). */
  readonly revised: Readonly<Record<string, SkillDef>>;
  /** Hero skills by skill id in the classic (2008) wording, where it differs. */
  readonly classic: Readonly<Record<string, SkillDef>>;
  /** The effects of equipment, by card kind. */
  readonly equipment: Readonly<Partial<Record<CardKindId, SkillDef>>>;
}
let tables: SkillTables | null = null;

/** Installs the skill tables; clears the caches. */
export function installSkills(t: SkillTables): void {
  tables = t;
  known.clear();
  for (const m of last) m.clear();
  ringSeats.fill(undefined);
  ringEntries.fill(undefined);
}

function installed(): SkillTables {
  if (!tables) throw new Error('The skill tables are not installed: import src/engine/skills/install.ts (engine.ts does) before asking for a seat\'s skills.');
  return tables;
}

/** Seat flag: the seat's non-compulsory hero skills have no effect until the end of the turn. */
export const SKILLS_LOST = 'turn:skills-lost';

// A seat's skills depend only on a few of its fields, so lists are remembered by those fields (a
// seat object changes on every card it gains or loses; its skills rarely do). Bounded: the cache
// is cleared when it grows past LIMIT entries.
interface Known {
  readonly list: SkillDef[];
  readonly byTiming: Map<string, readonly { readonly def: SkillDef; readonly trigger: TriggerDef }[]>;
}
const LIMIT = 4096;
const known = new Map<string, Known>();

function signature(seat: Seat, armorIgnored: boolean): string {
  const e = seat.equipment;
  return `${seat.hero ?? ''}|${seat.wording}|${seat.role}|${seat.alive ? 1 : 0}|${(seat.flags[SKILLS_LOST] ?? 0) > 0 ? 1 : 0}|${armorIgnored ? 1 : 0}|${e.weapon ?? ''}|${e.armor ?? ''}|${e.plusMount ?? ''}|${e.minusMount ?? ''}`;
}

// The same seat (by id) is asked about again and again while its skill-relevant fields stay the
// same (a state change replaces the seat object when its hand or HP changes), so each seat id
// remembers the fields of its last answer; comparing them is cheaper than building the key.
interface Last {
  readonly seat: Seat;
  readonly lost: boolean;
  readonly entry: Known;
}
const last = [new Map<string, Last>(), new Map<string, Last>()] as const;

function sameSkillFields(a: Seat, lostA: boolean, b: Seat): boolean {
  if (a === b) return true;
  const ea = a.equipment;
  const eb = b.equipment;
  return a.hero === b.hero && a.wording === b.wording && a.role === b.role && a.alive === b.alive && lostA === (b.flags[SKILLS_LOST] ?? 0) > 0
    && ea.weapon === eb.weapon && ea.armor === eb.armor && ea.plusMount === eb.plusMount && ea.minusMount === eb.minusMount;
}

// The seat objects asked about most recently (seats are immutable, so the same object has the same
// skills): a few identity checks answer most questions before any field is compared.
const RING = 8;
const ringSeats: (Seat | undefined)[] = new Array<Seat | undefined>(RING).fill(undefined);
const ringEntries: (Known | undefined)[] = new Array<Known | undefined>(RING).fill(undefined);
let ringNext = 0;

function knownFor(seat: Seat, armorIgnored: boolean): Known {
  if (!armorIgnored) {
    for (let i = 0; i < RING; i++) if (ringSeats[i] === seat) return ringEntries[i] as Known;
    const entry = knownByFields(seat, false);
    ringSeats[ringNext] = seat;
    ringEntries[ringNext] = entry;
    ringNext = (ringNext + 1) % RING;
    return entry;
  }
  return knownByFields(seat, true);
}

function knownByFields(seat: Seat, armorIgnored: boolean): Known {
  const mine = last[armorIgnored ? 1 : 0];
  const prev = mine.get(seat.id);
  if (prev && sameSkillFields(prev.seat, prev.lost, seat)) return prev.entry;
  const key = signature(seat, armorIgnored);
  let entry = known.get(key);
  if (!entry) {
    if (known.size >= LIMIT) known.clear();
    entry = { list: [...heroSkills(seat), ...equipmentSkills(seat, armorIgnored)], byTiming: new Map() };
    known.set(key, entry);
  }
  mine.set(seat.id, { seat, lost: (seat.flags[SKILLS_LOST] ?? 0) > 0, entry });
  return entry;
}

/** The skills of a seat with a trigger at `timing`, each with that trigger, in skill order. */
export function triggersAt(seat: Seat, timing: string, armorIgnored = false): readonly { readonly def: SkillDef; readonly trigger: TriggerDef }[] {
  const k = knownFor(seat, armorIgnored);
  let list = k.byTiming.get(timing);
  if (!list) {
    list = k.list.flatMap((def) => (def.triggers ?? []).filter((t) => t.timing === timing).map((trigger) => ({ def, trigger })));
    k.byTiming.set(timing, list);
  }
  return list;
}

export function heroSkills(seat: Seat): SkillDef[] {
  if (!seat.hero || !seat.alive) return [];
  const { revised, classic } = installed();
  const out: SkillDef[] = [];
  const lost = (seat.flags[SKILLS_LOST] ?? 0) > 0; // non-compulsory skills have lost their effect (Iron Cavalry, revised)
  for (const info of HEROES[seat.hero].skills) {
    if (info.tags.includes('lord') && seat.role !== 'lord') continue;
    const def = (seat.wording === 'classic' ? classic[info.id] : undefined) ?? revised[info.id];
    if (def && (!lost || def.compulsory)) out.push(def);
    else if (def?.triggers?.some((t) => t.persistent)) out.push({ id: def.id, name: def.name, clause: def.clause, triggers: def.triggers.filter((t) => t.persistent) });
  }
  return out;
}

export function equipmentSkills(seat: Seat, armorIgnored = false): SkillDef[] {
  if (!seat.alive) return [];
  const { equipment } = installed();
  const out: SkillDef[] = [];
  for (const [slot, id] of Object.entries(seat.equipment)) {
    if (id === undefined || (slot === 'armor' && armorIgnored)) continue;
    const def = equipment[card(id).kind];
    if (def) out.push(def);
  }
  return out;
}

export function skillsOf(seat: Seat, armorIgnored = false): SkillDef[] {
  return knownFor(seat, armorIgnored).list;
}

export function hasSkill(seat: Seat, id: string): boolean {
  return skillsOf(seat).some((s) => s.id === id);
}
