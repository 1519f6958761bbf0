// The engine's composition root: installs the hero and equipment skill tables into the registry and
// the table of modes (modes/index.ts) into modes/table.ts. Imported for its effect by engine.ts and
// setup.ts (and by any test that asks for skills without the engine).
import { installSkills } from './registry.ts';
import { CLASSIC_OVERRIDES, HERO_SKILLS } from './heroes/index.ts';
import { EQUIPMENT_SKILLS } from '../cards/equipment-skills.ts';
import { MODES } from '../modes/index.ts';
import { installModes } from '../modes/table.ts';
import { soulKey, soulSkills } from '../modes/house/dark-souls.ts';

// Dark souls (a house rule of the Identity mode) give their host a skill, read from the host's flags,
// which are therefore part of the skill cache key.
installSkills({ revised: HERO_SKILLS, classic: CLASSIC_OVERRIDES, equipment: EQUIPMENT_SKILLS, granted: soulSkills, keyFields: [{ id: 'souls', of: soulKey }] });
installModes(MODES);
