// Every hero pack (skills/pack-types.ts), for the places that install or read all of them at once:
// the eager composition root (skills/install.ts: Node, the tests, the build) and the random games.
// The browser loads a table's packs one by one instead (rules/load.ts); nothing the browser's live
// rules import may import this module, or every pack would be in their chunk.
import { HEROES, HERO_IDS, type HeroId } from '../../data/hero-facts.ts';
import type { HeroPack } from '../pack-types.ts';
import type { SkillDef } from '../skill-types.ts';
import { RULES as QUN_PACK } from './qun.ts';
import { RULES as GUAN_YU_PACK } from './guan-yu.ts';
import { RULES as ZHANG_FEI_PACK } from './zhang-fei.ts';
import { RULES as ZHU_GE_LIANG_PACK } from './zhu-ge-liang.ts';
import { RULES as WEI_PACK } from './wei.ts';
import { RULES as WU_PACK } from './wu.ts';
import { RULES as DRAW_PHASE_PACK } from './draw-phase.ts';
import { RULES as ZHEN_JI_PACK } from './zhen-ji.ts';
import { RULES as LIU_BEI_PACK } from './liu-bei.ts';
import { RULES as LORD_ASK_PACK } from './lord-ask.ts';
import { RULES as ZHAO_YUN_PACK } from './zhao-yun.ts';
import { RULES as MA_CHAO_PACK } from './ma-chao.ts';
import { RULES as HUANG_YUE_YING_PACK } from './huang-yue-ying.ts';
import { RULES as SUN_QUAN_PACK } from './sun-quan.ts';
import { RULES as GAN_NING_PACK } from './gan-ning.ts';
import { RULES as LV_MENG_PACK } from './lv-meng.ts';
import { RULES as HUANG_GAI_PACK } from './huang-gai.ts';
import { RULES as ZHOU_YU_PACK } from './zhou-yu.ts';
import { RULES as LU_XUN_PACK } from './lu-xun.ts';
import { RULES as SUN_SHANG_XIANG_PACK } from './sun-shang-xiang.ts';
import { RULES as QUN_MORE_PACK } from './qun-more.ts';
import { RULES as ROUSE_PACK } from './rouse.ts';
import { RULES as RESCUE_PACK } from './rescue.ts';

export const HERO_PACKS: readonly HeroPack[] = [
  WEI_PACK, DRAW_PHASE_PACK, ZHEN_JI_PACK, LIU_BEI_PACK, GUAN_YU_PACK, ZHANG_FEI_PACK, ZHU_GE_LIANG_PACK,
  ZHAO_YUN_PACK, MA_CHAO_PACK, HUANG_YUE_YING_PACK, SUN_QUAN_PACK, GAN_NING_PACK, LV_MENG_PACK, HUANG_GAI_PACK,
  ZHOU_YU_PACK, WU_PACK, LU_XUN_PACK, SUN_SHANG_XIANG_PACK, QUN_PACK, QUN_MORE_PACK, LORD_ASK_PACK, ROUSE_PACK, RESCUE_PACK,
];

/** Every hero skill by skill id, in the revised wording (the default, from source 000). */
export const HERO_SKILLS: Readonly<Record<string, SkillDef>> = Object.assign({}, ...HERO_PACKS.map((p) => p.revised)) as Record<string, SkillDef>;
/** Every hero skill in the classic (2008) wording, where it differs. */
export const CLASSIC_OVERRIDES: Readonly<Record<string, SkillDef>> = Object.assign({}, ...HERO_PACKS.map((p) => p.classic)) as Record<string, SkillDef>;

/** Heroes whose every skill is implemented (random games draw from these). */
export const IMPLEMENTED_HEROES: readonly HeroId[] = HERO_IDS.filter((h) => HEROES[h].skills.every((s) => HERO_SKILLS[s.id] !== undefined));
