// Every hero pack (skills/pack-types.ts), for the places that install or read all of them at once:
// the eager composition root (skills/install.ts: Node, the tests, the build) and the random games.
// The browser loads a table's packs one by one instead (rules/load.ts); nothing the browser's live
// rules import may import this module, or every pack would be in their chunk.
import { HEROES, HERO_IDS, type HeroId } from '../../data/hero-facts.ts';
import type { HeroPack } from '../pack-types.ts';
import type { SkillDef } from '../skill-types.ts';
import { QUN_PACK } from './qun.ts';
import { GUAN_YU_PACK } from './guan-yu.ts';
import { ZHANG_FEI_PACK } from './zhang-fei.ts';
import { ZHU_GE_LIANG_PACK } from './zhu-ge-liang.ts';
import { WEI_PACK } from './wei.ts';
import { WU_PACK } from './wu.ts';
import { DRAW_PHASE_PACK } from './draw-phase.ts';
import { ZHEN_JI_PACK } from './zhen-ji.ts';
import { LIU_BEI_PACK } from './liu-bei.ts';
import { LORD_ASK_PACK } from './lord-ask.ts';
import { ZHAO_YUN_PACK } from './zhao-yun.ts';
import { MA_CHAO_PACK } from './ma-chao.ts';
import { HUANG_YUE_YING_PACK } from './huang-yue-ying.ts';
import { SUN_QUAN_PACK } from './sun-quan.ts';
import { GAN_NING_PACK } from './gan-ning.ts';
import { LV_MENG_PACK } from './lv-meng.ts';
import { HUANG_GAI_PACK } from './huang-gai.ts';
import { ZHOU_YU_PACK } from './zhou-yu.ts';
import { LU_XUN_PACK } from './lu-xun.ts';
import { SUN_SHANG_XIANG_PACK } from './sun-shang-xiang.ts';
import { QUN_MORE_PACK } from './qun-more.ts';

export const HERO_PACKS: readonly HeroPack[] = [
  WEI_PACK, DRAW_PHASE_PACK, ZHEN_JI_PACK, LIU_BEI_PACK, GUAN_YU_PACK, ZHANG_FEI_PACK, ZHU_GE_LIANG_PACK,
  ZHAO_YUN_PACK, MA_CHAO_PACK, HUANG_YUE_YING_PACK, SUN_QUAN_PACK, GAN_NING_PACK, LV_MENG_PACK, HUANG_GAI_PACK,
  ZHOU_YU_PACK, WU_PACK, LU_XUN_PACK, SUN_SHANG_XIANG_PACK, QUN_PACK, QUN_MORE_PACK, LORD_ASK_PACK,
];

/** Every hero skill by skill id, in the revised wording (the default, from source 000). */
export const HERO_SKILLS: Readonly<Record<string, SkillDef>> = Object.assign({}, ...HERO_PACKS.map((p) => p.revised)) as Record<string, SkillDef>;
/** Every hero skill in the classic (2008) wording, where it differs. */
export const CLASSIC_OVERRIDES: Readonly<Record<string, SkillDef>> = Object.assign({}, ...HERO_PACKS.map((p) => p.classic)) as Record<string, SkillDef>;

/** Heroes whose every skill is implemented (random games draw from these). */
export const IMPLEMENTED_HEROES: readonly HeroId[] = HERO_IDS.filter((h) => HEROES[h].skills.every((s) => HERO_SKILLS[s.id] !== undefined));
