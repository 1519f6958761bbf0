// Which skills a seat has: its hero's skills (in the wording the seat uses; lord skills only for
// a seat whose mode gives them, Seat.lordSkills) and the effects of its equipment (unless its armor is ignored).
import { HERO_RULES } from '../data/hero-rules.ts';
import { card } from '../cards-lookup.ts';
import type { CardKindId } from '../data/card-rules.ts';
import type { Seat } from '../types.ts';
import type { Chooser } from '../frames/chooser.ts';
import type { HeroPack, JudgmentResult } from './pack-types.ts';
import type { SkillDef, TriggerDef } from './skill-types.ts';

// The skill tables, installed by the engine's composition root (skills/install-core.ts, imported by
// engine.ts, installs the equipment; the hero packs are added by skills/install.ts, all of them, or
// by rules/load.ts, a table's): the registry is the lowest-level skill query, read by values, hp and
// the cards, which the hero and equipment skills import, so importing those tables from here would
// close an import cycle.
export interface SkillTables {
  /** The effects of equipment, by card kind. */
  readonly equipment: Readonly<Partial<Record<CardKindId, SkillDef>>>;
  /** Skills a mode grants a seat beyond its hero's and its equipment's (read only the seat's key fields). */
  readonly granted?: (seat: Seat) => readonly SkillDef[];
  /** Fields a mode adds to the skill cache key (SKILL_KEY_FIELDS come first). */
  readonly keyFields?: readonly SkillKeyField[];
}
let tables: SkillTables | null = null;

/** Installs the equipment and what a mode grants; clears the caches. The hero packs installed stay. */
export function installSkills(t: SkillTables): void {
  tables = t;
  keyFields = [...SKILL_KEY_FIELDS, ...(t.keyFields ?? [])];
  extraFields = t.keyFields ?? [];
  clearCaches();
}

function clearCaches(): void {
  known.clear();
  for (const m of last) m.clear();
  ringSeats.fill(undefined);
  ringEntries.fill(undefined);
}

// The hero packs installed: their heroes, and their skills, decisions and judgments merged.
const heroesIn = new Set<string>();
const packsIn = new Set<string>();
let revisedSkills: Readonly<Record<string, SkillDef>> = {};
let classicSkills: Readonly<Record<string, SkillDef>> = {};
let packChoosers: Readonly<Record<string, Chooser>> = {};
let packJudgments: Readonly<Record<string, JudgmentResult>> = {};

/** Adds a hero pack (once; installing it again does nothing). */
export function installHeroPack(pack: HeroPack): void {
  if (packsIn.has(pack.id)) return;
  packsIn.add(pack.id);
  for (const h of pack.heroes) heroesIn.add(h);
  revisedSkills = { ...revisedSkills, ...pack.revised };
  classicSkills = { ...classicSkills, ...pack.classic };
  packChoosers = { ...packChoosers, ...pack.choosers };
  packJudgments = { ...packJudgments, ...pack.judgments };
  clearCaches();
}

/**
 * Thrown when the engine reaches a hero whose pack is not installed (a reborn hero, with the
 * reincarnation house rule, whose pack a table loads only then), or a Lord whose lord skill is not
 * (Escort and Rouse ask through a module of their own, skills/heroes/lord-ask.ts). Typed, so that the live rules can
 * recognise it (the chart's interpreter lets a guard's error through as it is), load the pack (rules/load.ts loadHero) and try
 * the same step again: nothing is cached or changed before it is thrown, and the engine is pure, so
 * the retry gives the result the step would have given with the pack installed.
 */
export class HeroNotInstalledError extends Error {
  override readonly name = 'HeroNotInstalledError';
  readonly hero: string;
  readonly seat: string;
  constructor(hero: string, seat: string, skill?: string) {
    super(`The ${skill ? `lord skill ${skill}` : 'skills'} of the hero ${hero} (seat ${seat}) ${skill ? 'is' : 'are'} not installed: load its rules first (loadHero, engine/rules/load.ts).`);
    this.hero = hero;
    this.seat = seat;
  }
}

/** Whether a hero's skills are installed (its pack is). */
export function heroInstalled(hero: string): boolean {
  return heroesIn.has(hero);
}

/** The chooser of a choose-frame purpose raised by a hero skill, if an installed pack has one. */
export function skillChooser(purpose: string): Chooser | undefined {
  return Object.hasOwn(packChoosers, purpose) ? packChoosers[purpose] : undefined;
}

/** What a hero skill's judgment means, by the judgment's reason, if an installed pack has it. */
export function skillJudgment(reason: string): JudgmentResult | undefined {
  return Object.hasOwn(packJudgments, reason) ? packJudgments[reason] : undefined;
}

function installed(): SkillTables {
  if (!tables) throw new Error('The skill tables are not installed: import engine/engine.ts first.');
  return tables;
}

/** Seat flag: the seat's non-compulsory hero skills have no effect until the end of the turn. */
export const SKILLS_LOST = 'turn:skills-lost';

// A seat's skills depend only on a few of its fields, so lists are remembered by those fields (a
// seat object changes on every card it gains or loses; its skills rarely do). The fields are one
// list: the key of the cache and the comparison with a seat's last answer both come from it, and a
// mode that makes skills depend on more of a seat (a revealed general, a flag that grants a skill)
// extends it when it installs its tables (`SkillTables.keyFields`). A field left out would serve a
// stale list with no error. Bounded: the cache is cleared when it grows past LIMIT entries.
export type SkillKeyValue = string | number | boolean | null | undefined;
/** A field of a seat that its skills depend on (a function, with no name: registry.test.ts names each where it tests it). */
export type SkillKeyField = (seat: Seat) => SkillKeyValue;

/** The fields of a seat that its skills depend on in the Identity mode. */
export const SKILL_KEY_FIELDS: readonly SkillKeyField[] = [
  (s) => s.hero,
  (s) => s.wording,
  (s) => s.lordSkills, // not the role: the mode decides whose lord skills count (Seat.lordSkills)
  (s) => s.alive,
  (s) => (s.flags[SKILLS_LOST] ?? 0) > 0, // the skills lost
  (s) => s.equipment.weapon,
  (s) => s.equipment.armor,
  (s) => s.equipment.plusMount,
  (s) => s.equipment.minusMount,
];
let keyFields: readonly SkillKeyField[] = SKILL_KEY_FIELDS;
/** The fields a mode added (after SKILL_KEY_FIELDS, which sameBaseFields compares inline). */
let extraFields: readonly SkillKeyField[] = [];

interface Known {
  readonly list: SkillDef[];
  readonly byTiming: Map<string, readonly { readonly def: SkillDef; readonly trigger: TriggerDef }[]>;
}
const LIMIT = 4096;
const known = new Map<string, Known>();

/** The cache key of a seat's skills: every key field, then whether its armor is ignored. */
export function skillKey(seat: Seat, armorIgnored: boolean): string {
  let key = '';
  for (const f of keyFields) key += `${String(f(seat) ?? '')}|`;
  return key + (armorIgnored ? '1' : '0');
}

// The same seat (by id) is asked about again and again while its skill-relevant fields stay the
// same (a state change replaces the seat object when its hand or HP changes), so each seat id
// remembers its last seat and answer; comparing the fields is cheaper than building the key.
interface Last {
  readonly seat: Seat;
  readonly entry: Known;
}
const last = [new Map<string, Last>(), new Map<string, Last>()] as const;

/**
 * SKILL_KEY_FIELDS compared inline: this runs on most skill look-ups, and a loop of calls through
 * the field list cost about 4% of a random game (registry.test.ts checks it against the list).
 */
export function sameBaseFields(a: Seat, b: Seat): boolean {
  // A seat that gains or loses a card keeps its flags and equipment objects: one identity check each
  // before the flag lookups and the four slots.
  const ea = a.equipment;
  const eb = b.equipment;
  return a.hero === b.hero && a.wording === b.wording && a.lordSkills === b.lordSkills && a.alive === b.alive
    && (a.flags === b.flags || (a.flags[SKILLS_LOST] ?? 0) > 0 === (b.flags[SKILLS_LOST] ?? 0) > 0)
    && (ea === eb || (ea.weapon === eb.weapon && ea.armor === eb.armor && ea.plusMount === eb.plusMount && ea.minusMount === eb.minusMount));
}

function sameSkillFields(a: Seat, b: Seat): boolean {
  if (a === b) return true;
  if (!sameBaseFields(a, b)) return false;
  for (const f of extraFields) if (f(a) !== f(b)) return false;
  return true;
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
  if (prev && sameSkillFields(prev.seat, seat)) return prev.entry;
  const key = skillKey(seat, armorIgnored);
  let entry = known.get(key);
  if (!entry) {
    if (known.size >= LIMIT) known.clear();
    entry = { list: [...heroSkills(seat), ...(installed().granted?.(seat) ?? []), ...equipmentSkills(seat, armorIgnored)], byTiming: new Map() };
    known.set(key, entry);
  }
  mine.set(seat.id, { seat, entry });
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
  if (!heroesIn.has(seat.hero)) throw new HeroNotInstalledError(seat.hero, seat.id);
  const revised = revisedSkills;
  const classic = classicSkills;
  const out: SkillDef[] = [];
  const lost = (seat.flags[SKILLS_LOST] ?? 0) > 0; // non-compulsory skills have lost their effect (Iron Cavalry, revised)
  for (const [id, , lord] of HERO_RULES[seat.hero].skills) {
    if (lord && !seat.lordSkills) continue; // the mode decides at setup (Identity: the Lord)
    const def = (seat.wording === 'classic' ? classic[id] : undefined) ?? revised[id];
    // A lord skill that asks (Escort, Rouse) needs the asking, a module of its own (skills/heroes/lord-ask.ts): rules/load.ts loadHero loads it with the hero's pack.
    if (lord && (!def || (def.lordAsk && !Object.hasOwn(packChoosers, 'lord-ask')))) throw new HeroNotInstalledError(seat.hero, seat.id, id);
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
