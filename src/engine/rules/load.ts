// The browser's loader of the rules a table needs (rules/needs.ts): each hero pack, the mode and
// each house rule is a chunk of its own, fetched with import() and added through the composition
// root's installers (skills/install-core.ts), the same modules Node installs all at once
// (skills/install.ts). Call it before playing a table: a table whose rules are not loaded fails
// loudly (the registry names a hero without skills; a game with a house rule or a mode not
// installed is refused when it is created).
import type { HouseRule, HouseSwitch } from '../modes/house/house-types.ts';
import type { ModeHooks } from '../modes/mode-types.ts';
import type { GameSetup } from '../setup-types.ts';
import { addHeroPack, addHouseRule, addMode } from '../skills/install-core.ts';
import type { HeroPack } from '../skills/pack-types.ts';
import type { ModeId } from '../types.ts';
import { needsOf, type PackId, type RuleNeeds } from './needs.ts';

// Literal import() specifiers, so that the bundler makes one chunk of each (named after its file, as
// needs.ts's ruleFiles says; load.test.ts checks that the two agree).
export const PACK_CHUNKS: { readonly [P in PackId]: () => Promise<HeroPack> } = {
  wei: async () => (await import('../skills/heroes/wei.ts')).WEI_PACK,
  'draw-phase': async () => (await import('../skills/heroes/draw-phase.ts')).DRAW_PHASE_PACK,
  'zhen-ji': async () => (await import('../skills/heroes/zhen-ji.ts')).ZHEN_JI_PACK,
  shu: async () => (await import('../skills/heroes/shu.ts')).SHU_PACK,
  'liu-bei': async () => (await import('../skills/heroes/liu-bei.ts')).LIU_BEI_PACK,
  'shu-more': async () => (await import('../skills/heroes/shu-more.ts')).SHU_MORE_PACK,
  wu: async () => (await import('../skills/heroes/wu.ts')).WU_PACK,
  'wu-more': async () => (await import('../skills/heroes/wu-more.ts')).WU_MORE_PACK,
  'huang-gai-zhou-yu': async () => (await import('../skills/heroes/huang-gai-zhou-yu.ts')).HUANG_GAI_ZHOU_YU_PACK,
  'lu-xun': async () => (await import('../skills/heroes/lu-xun.ts')).LU_XUN_PACK,
  'sun-shang-xiang': async () => (await import('../skills/heroes/sun-shang-xiang.ts')).SUN_SHANG_XIANG_PACK,
  qun: async () => (await import('../skills/heroes/qun.ts')).QUN_PACK,
  'qun-more': async () => (await import('../skills/heroes/qun-more.ts')).QUN_MORE_PACK,
};
export const MODE_CHUNKS: { readonly [M in Exclude<ModeId, 'identity'>]: () => Promise<ModeHooks<M>> } = {
  '3v3': async () => (await import('../modes/three-v-three/mode.ts')).THREES,
};
export const HOUSE_CHUNKS: { readonly [K in HouseSwitch]: () => Promise<HouseRule> } = {
  lastThree: async () => (await import('../modes/house/last-three.ts')).LAST_THREE,
  reincarnation: async () => (await import('../modes/house/reincarnation.ts')).REINCARNATION,
  darkSouls: async () => (await import('../modes/house/dark-souls.ts')).DARK_SOULS,
};

const loaded = new Map<string, Promise<void>>();

/** Loads and installs one rule module once (a failed load is tried again the next time). */
function once(key: string, load: () => Promise<void>): Promise<void> {
  let p = loaded.get(key);
  if (!p) {
    p = load().catch((e: unknown) => { loaded.delete(key); throw e; });
    loaded.set(key, p);
  }
  return p;
}

/** Loads and installs what a table needs (what is installed already is not fetched again). */
export async function loadRules(needs: RuleNeeds): Promise<void> {
  const mode = needs.mode;
  await Promise.all([
    ...needs.packs.map((p) => once(`pack:${p}`, async () => addHeroPack(await PACK_CHUNKS[p]()))),
    ...(mode === 'identity' ? [] : [once(`mode:${mode}`, async () => addMode(await MODE_CHUNKS[mode]()))]),
    ...needs.house.map((h) => once(`house:${h}`, async () => addHouseRule(await HOUSE_CHUNKS[h]()))),
  ]);
}

/**
 * Loads a mode beyond Identity by its id, as a table names it (the scenario loader asks the mode's
 * setup hooks when it checks a table: starting max HP); nothing for Identity or an id that is no mode.
 */
export function loadMode(mode: string | undefined): Promise<void> {
  const id = Object.keys(MODE_CHUNKS).find((m): m is Exclude<ModeId, 'identity'> => m === mode);
  return id ? once(`mode:${id}`, async () => addMode(await MODE_CHUNKS[id]())) : Promise.resolve();
}

/** Loads what a table with this setup needs. */
export function loadRulesFor(setup: GameSetup): Promise<void> {
  return loadRules(needsOf(setup));
}
