// The browser's loader of the rules a table needs (rules/needs.ts): each hero pack, the mode, each
// part of a mode and each house rule is a chunk of its own, fetched with import() and added through
// the composition root's installers (skills/install-core.ts; a mode's part adds itself to its mode),
// the same modules Node installs all at once (skills/install.ts). Call it before playing a table: a table whose rules are not loaded fails
// loudly (the registry names a hero without skills; a game with a house rule or a mode not
// installed is refused when it is created).
import type { HouseRule, HouseSwitch } from '../modes/house/house-types.ts';
import type { ModeHooks } from '../modes/mode-types.ts';
import type { GameSetup } from '../setup-types.ts';
import { addHeroPack, addHouseRule, addMode } from '../skills/install-core.ts';
import { HeroNotInstalledError } from '../skills/registry.ts';
import type { HeroPack } from '../skills/pack-types.ts';
import type { ModeId } from '../types.ts';
import { isHeroId } from '../data/hero-rules.ts';
import { ASKING_LORDS, laterPacks, LORD_PACKS, needsOf, PACK_OF, type ModePart, type PackId, type RuleNeeds } from './needs.ts';

// Literal import() specifiers, so that the bundler makes one chunk of each (named after its file, as
// needs.ts's ruleFiles says; load.test.ts checks that the two agree). Each rule module exports what
// it adds as RULES too: each wrapper picks that one name (`.then((m) => m.RULES)`, which the bundler
// reads as a use of RULES alone, so each chunk keeps only what RULES needs), and wrappers that differ
// only in the file gzip about 0.25 KB smaller than with each module's own name. In this form the 26
// wrappers gzip 67 bytes smaller than as `async () => (await import(…)).RULES`, which the bundler
// rewrote into an async function around the import (scripts/budget.mjs: rules-core 29.17 → 29.10 KB).
// A hero pack exports its pack under that name only (skills/heroes/index.ts imports it so): a chunk
// keeps every name its module exports, and a second name for the pack cost each chunk about 15
// bytes gzip (0.3 KB over the packs).
export const PACK_CHUNKS: { readonly [P in PackId]: () => Promise<HeroPack> } = {
  wei: () => import('../skills/heroes/wei.ts').then((m) => m.RULES),
  'draw-phase': () => import('../skills/heroes/draw-phase.ts').then((m) => m.RULES),
  'zhen-ji': () => import('../skills/heroes/zhen-ji.ts').then((m) => m.RULES),
  'liu-bei': () => import('../skills/heroes/liu-bei.ts').then((m) => m.RULES),
  'guan-yu': () => import('../skills/heroes/guan-yu.ts').then((m) => m.RULES),
  'zhang-fei': () => import('../skills/heroes/zhang-fei.ts').then((m) => m.RULES),
  'zhu-ge-liang': () => import('../skills/heroes/zhu-ge-liang.ts').then((m) => m.RULES),
  'zhao-yun': () => import('../skills/heroes/zhao-yun.ts').then((m) => m.RULES),
  'ma-chao': () => import('../skills/heroes/ma-chao.ts').then((m) => m.RULES),
  'huang-yue-ying': () => import('../skills/heroes/huang-yue-ying.ts').then((m) => m.RULES),
  'sun-quan': () => import('../skills/heroes/sun-quan.ts').then((m) => m.RULES),
  'gan-ning': () => import('../skills/heroes/gan-ning.ts').then((m) => m.RULES),
  'lv-meng': () => import('../skills/heroes/lv-meng.ts').then((m) => m.RULES),
  'huang-gai': () => import('../skills/heroes/huang-gai.ts').then((m) => m.RULES),
  'zhou-yu': () => import('../skills/heroes/zhou-yu.ts').then((m) => m.RULES),
  wu: () => import('../skills/heroes/wu.ts').then((m) => m.RULES),
  'lu-xun': () => import('../skills/heroes/lu-xun.ts').then((m) => m.RULES),
  'sun-shang-xiang': () => import('../skills/heroes/sun-shang-xiang.ts').then((m) => m.RULES),
  qun: () => import('../skills/heroes/qun.ts').then((m) => m.RULES),
  'qun-more': () => import('../skills/heroes/qun-more.ts').then((m) => m.RULES),
  'lord-ask': () => import('../skills/heroes/lord-ask.ts').then((m) => m.RULES),
  rouse: () => import('../skills/heroes/rouse.ts').then((m) => m.RULES),
  rescue: () => import('../skills/heroes/rescue.ts').then((m) => m.RULES),
};
export const MODE_CHUNKS: { readonly [M in Exclude<ModeId, 'identity'>]: () => Promise<ModeHooks<M>> } = {
  '3v3': () => import('../modes/three-v-three/mode.ts').then((m) => m.RULES),
};
/** Each part of a mode (needs.ts MODE_PART_FILES): what its module exports as RULES adds it to its mode (addThreesStart, modes/three-v-three/mode.ts). */
export const MODE_PART_CHUNKS: { readonly [P in ModePart]: () => Promise<() => void> } = {
  '3v3-start': () => import('../modes/three-v-three/start.ts').then((m) => m.RULES),
};
export const HOUSE_CHUNKS: { readonly [K in HouseSwitch]: () => Promise<HouseRule> } = {
  lastThree: () => import('../modes/house/last-three.ts').then((m) => m.RULES),
  reincarnation: () => import('../modes/house/reincarnation.ts').then((m) => m.RULES),
  darkSouls: () => import('../modes/house/dark-souls.ts').then((m) => m.RULES),
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

const loadPack = (p: PackId): Promise<void> => once(`pack:${p}`, async () => addHeroPack(await PACK_CHUNKS[p]()));

/** Loads and installs what a table needs (what is installed already is not fetched again). */
export async function loadRules(needs: RuleNeeds): Promise<void> {
  const mode = needs.mode;
  await Promise.all([
    ...needs.packs.map(loadPack),
    ...(needs.lordAsk ? [loadPack('lord-ask')] : []),
    ...(mode === 'identity' ? [] : [once(`mode:${mode}`, async () => addMode(await MODE_CHUNKS[mode]()))]),
    ...needs.parts.map((p) => once(`part:${p}`, async () => (await MODE_PART_CHUNKS[p]())())),
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

/**
 * Loads and installs the pack of one hero, with his lord skill's pack if it is one of its own (Rouse,
 * Rescue: LORD_PACKS) and the asking if his lord skill asks (Escort, Rouse: lord-ask.ts), once per
 * page; an id that is no hero is refused.
 */
export async function loadHero(hero: string): Promise<void> {
  if (!isHeroId(hero)) throw new Error(`not a hero: ${hero}`);
  const lord = LORD_PACKS[hero];
  await Promise.all([loadPack(PACK_OF[hero]), ...(lord ? [loadPack(lord)] : []), ...(ASKING_LORDS.includes(hero) ? [loadPack('lord-ask')] : [])]);
}

/**
 * Runs `attempt` until it returns. When it throws HeroNotInstalledError (the engine reached a hero
 * whose pack is not installed; src/flow/statechart.ts lets a guard's error through unwrapped), the
 * hero's pack is loaded (`onLoad` is awaited with it: the hero's names, say) and `attempt` runs again: an attempt that resumes where it stopped retries the same
 * step. Any other error is thrown; so is the same hero missing twice (its pack did not install it).
 */
export async function withHeroes<T>(attempt: () => T, onLoad?: (hero: string) => Promise<unknown>): Promise<T> {
  const tried = new Set<string>();
  for (;;) {
    try {
      return attempt();
    } catch (e) {
      const missing = e instanceof HeroNotInstalledError ? e : null;
      if (!missing || tried.has(missing.hero)) throw e;
      tried.add(missing.hero);
      await Promise.all([loadHero(missing.hero), onLoad?.(missing.hero)]);
    }
  }
}

/**
 * Loads everything a table with this setup can reach, up front: its needs and, with reincarnation,
 * every pack (the builder plays a table's whole script at once, outside the live rules' retry).
 */
export function loadRulesFor(setup: GameSetup): Promise<void> {
  const needs = needsOf(setup);
  return loadRules({ ...needs, packs: [...needs.packs, ...laterPacks(needs)] });
}
