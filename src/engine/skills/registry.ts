// Which skills a seat has: its hero's skills (in the wording the seat uses; lord skills only for
// the Lord) and the effects of its equipment (unless its armor is ignored).
import { HEROES } from '../data/heroes.ts';
import { card } from '../cards-lookup.ts';
import type { Seat } from '../types.ts';
import type { SkillDef } from './skill-types.ts';
import { EQUIPMENT_SKILLS } from '../cards/equipment-skills.ts';
import { HERO_SKILLS, CLASSIC_OVERRIDES } from './heroes/index.ts';

/** Seat flag: the seat's non-compulsory hero skills have no effect until the end of the turn. */
export const SKILLS_LOST = 'turn:skills-lost';

// Seats are immutable: a seat's skills are remembered per seat object.
const cache = new WeakMap<Seat, SkillDef[]>();
const cacheNoArmor = new WeakMap<Seat, SkillDef[]>();

export function heroSkills(seat: Seat): SkillDef[] {
  if (!seat.hero || !seat.alive) return [];
  const out: SkillDef[] = [];
  const lost = (seat.flags[SKILLS_LOST] ?? 0) > 0; // non-compulsory skills have lost their effect (Iron Cavalry, revised)
  for (const info of HEROES[seat.hero].skills) {
    if (info.tags.includes('lord') && seat.role !== 'lord') continue;
    const def = (seat.wording === 'classic' ? CLASSIC_OVERRIDES[info.id] : undefined) ?? HERO_SKILLS[info.id];
    if (def && (!lost || def.compulsory)) out.push(def);
    else if (def?.triggers?.some((t) => t.persistent)) out.push({ id: def.id, name: def.name, clause: def.clause, triggers: def.triggers.filter((t) => t.persistent) });
  }
  return out;
}

export function equipmentSkills(seat: Seat, armorIgnored = false): SkillDef[] {
  if (!seat.alive) return [];
  const out: SkillDef[] = [];
  for (const [slot, id] of Object.entries(seat.equipment)) {
    if (id === undefined || (slot === 'armor' && armorIgnored)) continue;
    const def = EQUIPMENT_SKILLS[card(id).kind];
    if (def) out.push(def);
  }
  return out;
}

export function skillsOf(seat: Seat, armorIgnored = false): SkillDef[] {
  const c = armorIgnored ? cacheNoArmor : cache;
  const known = c.get(seat);
  if (known) return known;
  const list = [...heroSkills(seat), ...equipmentSkills(seat, armorIgnored)];
  c.set(seat, list);
  return list;
}

export function hasSkill(seat: Seat, id: string): boolean {
  return skillsOf(seat).some((s) => s.id === id);
}
