// The engine's composition root for skills: installs the hero and equipment skill tables into the
// registry. Imported for its effect by engine.ts (and by any test that asks for skills without the
// engine).
import { installSkills } from './registry.ts';
import { CLASSIC_OVERRIDES, HERO_SKILLS } from './heroes/index.ts';
import { EQUIPMENT_SKILLS } from '../cards/equipment-skills.ts';

installSkills({ revised: HERO_SKILLS, classic: CLASSIC_OVERRIDES, equipment: EQUIPMENT_SKILLS });
