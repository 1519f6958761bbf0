// What a table needs of the rules beyond the engine's core (skills/install-core.ts: the cards, the
// equipment, the Identity mode), read from its setup: the packs of the heroes at the table from its
// start (and of its Lord's lord skill, where that is a pack of its own), its mode, its house rules. The browser loads just these (rules/load.ts) before it plays a
// table; scripts/budget.mjs counts their chunks per sandbox page. A hero who may come later (a
// rebirth, a drafted line-up) is not a need at the start: the live rules load its pack when the
// engine reaches it.
// Pure; no rule code imported.
import { HERO_IDS, type HeroId } from '../data/hero-rules.ts';
import type { HouseSwitch } from '../modes/house/house-types.ts';
import { HOUSE_SWITCHES } from '../modes/house/switches.ts';
import type { GameSetup } from '../setup-types.ts';
import type { ModeId } from '../types.ts';

/** The hero packs: each is skills/heroes/<id>.ts, exporting its `HeroPack` (skills/pack-types.ts). */
export type PackId = 'wei' | 'draw-phase' | 'zhen-ji' | 'liu-bei' | 'guan-yu' | 'zhang-fei' | 'zhu-ge-liang' | 'zhao-yun' | 'ma-chao' | 'huang-yue-ying'
  | 'sun-quan' | 'gan-ning' | 'lv-meng' | 'huang-gai' | 'zhou-yu' | 'wu' | 'lu-xun' | 'sun-shang-xiang' | 'qun' | 'qun-more'
  | 'lord-ask' // no hero's: the asking of the lord skills that ask (Escort, Rouse), for a table whose Lord has one (RuleNeeds.lordAsk)
  | 'rouse' | 'rescue'; // no hero's: a lord skill (LORD_PACKS), for a table whose Lord has it

/** The heroes whose lord skill asks the faction for a card (Escort, in Cao Cao's pack; Rouse, a pack of its own: LORD_PACKS): the asking is in skills/heroes/lord-ask.ts. */
export const ASKING_LORDS: readonly HeroId[] = ['cao-cao', 'liu-bei'];

/**
 * The lord skills that are packs of their own (skills/heroes/<pack>.ts, without heroes), by hero:
 * Rouse (Liu Bei) and Rescue (Sun Quan). Lord skills count only for the seat the mode gives them
 * (Identity: the Lord's), so a table loads one only when its Lord is that hero, as the asking
 * (`lordAsk`); the hero's own pack holds his other skills. Not Escort (Cao Cao's: a few bytes in
 * his pack, which ask through lord-ask.ts).
 */
export const LORD_PACKS: { readonly [H in HeroId]?: PackId } = { 'liu-bei': 'rouse', 'sun-quan': 'rescue' };

/** The heroes whose skills are in a pack named otherwise (shared, or by what its skills do); every other hero's pack is named after the hero. */
const SHARED_PACKS: { readonly [H in HeroId]?: PackId } = {
  'cao-cao': 'wei', 'si-ma-yi': 'wei', 'xia-hou-dun': 'wei', 'guo-jia': 'wei', 'zhang-liao': 'draw-phase', 'xu-chu': 'draw-phase',
  'da-qiao': 'wu', 'hua-tuo': 'qun-more', 'lv-bu': 'qun', 'diao-chan': 'qun-more',
};

/** The pack that holds each hero's skills (needs.test.ts checks each hero against its pack's own list of heroes). */
export const PACK_OF: { readonly [H in HeroId]: PackId } = Object.fromEntries(HERO_IDS.map((h) => [h, SHARED_PACKS[h] ?? h])) as { readonly [H in HeroId]: PackId };

/** The modes beyond Identity, each a module of its own (its file under src/engine). */
export const MODE_FILES: { readonly [M in Exclude<ModeId, 'identity'>]: string } = { '3v3': 'modes/three-v-three/mode.ts' };
/**
 * The parts of a mode that only some of its tables need, each a module of its own (its file under
 * src/engine) that adds itself to the mode (start.ts through addThreesStart, modes/three-v-three/mode.ts): the start of a 3v3 game
 * (the draft, the first side, the deal), for a table whose set-up has it (`threes`).
 */
export type ModePart = '3v3-start';
export const MODE_PART_FILES: { readonly [P in ModePart]: string } = { '3v3-start': 'modes/three-v-three/start.ts' };
/** The house rules with rules in the engine, each a module of its own (its file under src/engine). */
export const HOUSE_FILES: { readonly [K in HouseSwitch]: string } = { lastThree: 'modes/house/last-three.ts', reincarnation: 'modes/house/reincarnation.ts', darkSouls: 'modes/house/dark-souls.ts' };

export interface RuleNeeds {
  /** The heroes at the table from its start: the seats'. */
  readonly heroes: readonly HeroId[];
  /** Their packs, each once, in PACK_OF order, then the Lord's lord skill's pack if it has one of its own (LORD_PACKS). */
  readonly packs: readonly PackId[];
  readonly mode: ModeId;
  /** The parts of the mode the table needs (MODE_PART_FILES): '3v3-start' for a 3v3 table from its start. */
  readonly parts: readonly ModePart[];
  /** The house rules turned on that have rules in the engine, in HOUSE_SWITCHES order. */
  readonly house: readonly HouseSwitch[];
  /**
   * The Lord is a hero whose lord skill asks (ASKING_LORDS): the table loads skills/heroes/lord-ask.ts.
   * Lord skills count only for the seat the mode gives them, set when the game is created: in
   * Identity the Lord's, in 3v3 none (modes' `lordSkills`); rules/needs.test.ts checks this against
   * every scenario.
   */
  readonly lordAsk: boolean;
  /** Heroes can come to the table that the set-up's seats do not name (a drafted line-up): a view needs their names from the start. */
  readonly newHeroes: boolean;
  /**
   * The heroes who may come to the table later, in HERO_IDS order: the 3v3 draft's, and with
   * reincarnation every other hero (any may be reborn). Their packs are not loaded up front: the
   * live rules load a hero's pack when the engine reaches the hero (rules/load.ts withHeroes), and
   * `laterPacks` lists them.
   */
  readonly later: readonly HeroId[];
}

/** What a table with this setup needs (the set-up as the scenario loader gives it: the engine's GameSetup). */
export function needsOf(setup: GameSetup): RuleNeeds {
  const house = HOUSE_SWITCHES.filter((id) => setup.house?.[id] === true);
  const draft: readonly HeroId[] = setup.threes?.draft ?? [];
  const seated = new Set<HeroId>(setup.seats.flatMap((s) => (s.hero ? [s.hero] : [])));
  const heroes = HERO_IDS.filter((h) => seated.has(h));
  const mode = setup.mode ?? 'identity';
  const lords = mode === 'identity' ? setup.seats.flatMap((s) => (s.role === 'lord' && s.hero ? [s.hero] : [])) : []; // the seats the mode gives lord skills
  const packs = [...new Set([...heroes.map((h) => PACK_OF[h]), ...lords.flatMap((h) => LORD_PACKS[h] ?? [])])];
  const later = HERO_IDS.filter((h) => !seated.has(h) && (house.includes('reincarnation') || draft.includes(h)));
  const lordAsk = lords.some((h) => ASKING_LORDS.includes(h));
  const parts: ModePart[] = mode === '3v3' && setup.threes ? ['3v3-start'] : [];
  return { heroes, packs, mode, parts, house, lordAsk, newHeroes: draft.length > 0, later };
}

/** The packs of the heroes who may come later that the start does not load, each once, in PACK_OF order. */
export function laterPacks(needs: RuleNeeds): PackId[] {
  return [...new Set(needs.later.map((h) => PACK_OF[h]))].filter((p) => !needs.packs.includes(p));
}

/** The rule modules a table loads at its start, as files under src/engine (a module's file name is its chunk's name in the build). */
export function ruleFiles(needs: RuleNeeds): string[] {
  return [
    ...needs.packs.map((p) => `skills/heroes/${p}.ts`),
    ...(needs.lordAsk ? ['skills/heroes/lord-ask.ts'] : []),
    ...(needs.mode === 'identity' ? [] : [MODE_FILES[needs.mode]]),
    ...needs.parts.map((p) => MODE_PART_FILES[p]),
    ...needs.house.map((h) => HOUSE_FILES[h]),
  ];
}

/** The rule modules a table may load later, when the engine reaches a hero (files under src/engine, as ruleFiles). */
export function laterFiles(needs: RuleNeeds): string[] {
  return laterPacks(needs).map((p) => `skills/heroes/${p}.ts`);
}
