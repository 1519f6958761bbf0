// The hero skills the engine implements, by skill id, in the revised wording (the default, from
// source 000) and the classic (2008) wording where it differs.
import { HEROES, HERO_IDS, type HeroId } from '../../data/heroes.ts';
import type { SkillDef } from '../skill-types.ts';
import { QUN } from './qun.ts';
import { SHU, SHU_CLASSIC } from './shu.ts';
import { WEI, WEI_CLASSIC } from './wei.ts';
import { WU, WU_CLASSIC } from './wu.ts';

export const HERO_SKILLS: Readonly<Record<string, SkillDef>> = { ...WEI, ...SHU, ...WU, ...QUN };
export const CLASSIC_OVERRIDES: Readonly<Record<string, SkillDef>> = { ...WEI_CLASSIC, ...SHU_CLASSIC, ...WU_CLASSIC };
export { SKILL_JUDGMENTS } from './judgments.ts';
export { SKILL_CHOOSERS } from './choosers.ts';

/** Heroes whose every skill is implemented (random games draw from these). */
export const IMPLEMENTED_HEROES: readonly HeroId[] = HERO_IDS.filter((h) => HEROES[h].skills.every((s) => HERO_SKILLS[s.id] !== undefined));
