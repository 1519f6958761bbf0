// The engine's composition root, its core: installs the equipment's skills into the registry and
// the Identity mode into modes/table.ts, and gives the three ways to add the rest: a hero pack, a
// mode, a house rule. Imported for its effect by engine.ts and setup.ts, so every game has the core.
// What else a game needs is added by skills/install.ts (everything, for Node, the tests and the
// build) or by rules/load.ts (a table's needs, loaded by the browser). Same modules either way.
import { EQUIPMENT_SKILLS } from '../cards/equipment-skills.ts';
import { HOUSE_SWITCHES, houseRuleMissing } from '../modes/house/switches.ts';
import type { HouseRule } from '../modes/house/house-types.ts';
import { IDENTITY } from '../modes/identity.ts';
import type { ModeHooks, ModeTable } from '../modes/mode-types.ts';
import { installModes } from '../modes/table.ts';
import type { HeroPack } from './pack-types.ts';
import { installHeroPack, installSkills, type SkillTables } from './registry.ts';
import type { ModeId } from '../types.ts';

const houseRules: HouseRule[] = [];

/** The skills the installed house rules grant (dark souls), with the key fields they read. */
function granted(): Pick<SkillTables, 'granted' | 'keyFields'> {
  const parts = houseRules.flatMap((r) => (r.skills ? [r.skills] : []));
  if (!parts.length) return {};
  return { granted: (seat) => parts.flatMap((p) => p.granted(seat)), keyFields: parts.flatMap((p) => p.keyFields) };
}

/** Identity without house rules: a game with a switch on is refused when it is created (no rule is installed). */
const NO_HOUSE_RULES: ModeHooks<'identity'> = {
  ...IDENTITY,
  initialData(setup) {
    const on = HOUSE_SWITCHES.find((id) => setup.house?.[id]);
    if (on) throw houseRuleMissing(on);
    return IDENTITY.initialData(setup);
  },
};

function installCore(): void {
  installSkills({ equipment: EQUIPMENT_SKILLS, ...granted() });
  // The composition of the house rules (modes/house/index.ts) comes with them.
  installModes({ identity: houseRules[0] ? houseRules[0].compose(IDENTITY, houseRules) : NO_HOUSE_RULES });
}

/** Adds a hero pack: its heroes' skills and their decisions. */
export function addHeroPack(pack: HeroPack): void {
  installHeroPack(pack);
}

/** Adds a mode beyond Identity. */
export function addMode<M extends Exclude<ModeId, 'identity'>>(mode: ModeHooks<M>): void {
  installModes({ [mode.id]: mode } as Partial<ModeTable>);
}

/** Adds a house rule to the Identity mode (once). */
export function addHouseRule(rule: HouseRule): void {
  if (houseRules.some((r) => r.id === rule.id)) return;
  houseRules.push(rule);
  installCore();
}

installCore();
