// The hero skills the engine implements, by skill id, in the revised wording (the default, from
// source 000) and the classic (2008) wording where it differs.
import { HEROES, HERO_IDS, type HeroId } from '../../data/hero-facts.ts';
import type { SkillDef } from '../skill-types.ts';
import { QUN } from './qun.ts';
import { SHU, SHU_CLASSIC } from './shu.ts';
import { WEI, WEI_CLASSIC } from './wei.ts';
import { WU, WU_CLASSIC } from './wu.ts';
import { DRAW_PHASE, DRAW_PHASE_CLASSIC } from './draw-phase.ts';
import { ZHEN_JI, ZHEN_JI_CLASSIC } from './zhen-ji.ts';
import { LIU_BEI, LIU_BEI_CLASSIC } from './liu-bei.ts';
import { SHU_MORE, SHU_MORE_CLASSIC } from './shu-more.ts';
import { WU_MORE, WU_MORE_CLASSIC } from './wu-more.ts';
import { HUANG_GAI_ZHOU_YU, HUANG_GAI_ZHOU_YU_CLASSIC } from './huang-gai-zhou-yu.ts';
import { LU_XUN, LU_XUN_CLASSIC } from './lu-xun.ts';
import { SUN_SHANG_XIANG, SUN_SHANG_XIANG_CLASSIC } from './sun-shang-xiang.ts';
import { QUN_MORE, QUN_MORE_CLASSIC } from './qun-more.ts';

export const HERO_SKILLS: Readonly<Record<string, SkillDef>> = {
  ...WEI, ...DRAW_PHASE, ...ZHEN_JI, ...SHU, ...LIU_BEI, ...SHU_MORE, ...WU, ...WU_MORE, ...HUANG_GAI_ZHOU_YU, ...LU_XUN, ...SUN_SHANG_XIANG, ...QUN, ...QUN_MORE,
};
export const CLASSIC_OVERRIDES: Readonly<Record<string, SkillDef>> = {
  ...WEI_CLASSIC, ...DRAW_PHASE_CLASSIC, ...ZHEN_JI_CLASSIC, ...SHU_CLASSIC, ...LIU_BEI_CLASSIC, ...SHU_MORE_CLASSIC,
  ...WU_CLASSIC, ...WU_MORE_CLASSIC, ...HUANG_GAI_ZHOU_YU_CLASSIC, ...LU_XUN_CLASSIC, ...SUN_SHANG_XIANG_CLASSIC, ...QUN_MORE_CLASSIC,
};
export { SKILL_JUDGMENTS } from './judgments.ts';
export { SKILL_CHOOSERS } from './choosers.ts';

/** Heroes whose every skill is implemented (random games draw from these). */
export const IMPLEMENTED_HEROES: readonly HeroId[] = HERO_IDS.filter((h) => HEROES[h].skills.every((s) => HERO_SKILLS[s.id] !== undefined));
