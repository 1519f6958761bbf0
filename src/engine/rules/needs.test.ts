// What a table needs of the rules, from its setup (rules/needs.ts), and that the packs the browser
// loads one by one are the same modules, with the same heroes and skills, as the eager install's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHOOSERS } from '../cards/choosers.ts';
import { HEROES, HERO_IDS, type HeroId } from '../data/heroes.ts'; // the pages' record: the skills' tags
import { MODE_PARTS, MODES } from '../modes/index.ts';
import { HERO_PACKS } from '../skills/heroes/index.ts';
import { HOUSE_RULES } from '../skills/install.ts';
import type { GameSetup } from '../setup-types.ts';
import { THREES_ROLES } from '../modes/three-v-three/roles.ts';
import { HOUSE_CHUNKS, MODE_CHUNKS, MODE_PART_CHUNKS, PACK_CHUNKS } from './load.ts';
import { ASKING_LORDS, HOUSE_FILES, laterFiles, laterPacks, LORD_PACKS, MODE_FILES, MODE_PART_FILES, needsOf, PACK_OF, ruleFiles, type PackId } from './needs.ts';
import { scenarioFiles } from '../../../tests/unit/scenario-corpus.ts';
import { loadScenario } from '../scenario/load.ts';
import { createGame } from '../setup.ts';

const table = (over: Partial<GameSetup> = {}): GameSetup => ({
  seats: [{ hero: 'liu-bei', role: 'lord' }, { hero: 'guan-yu', role: 'loyalist' }, { hero: 'lv-bu', role: 'rebel' }, { hero: null, role: 'renegade' }],
  seed: 1, ...over,
});
const LORD_ASK = HERO_PACKS.find((p) => p.id === 'lord-ask') ?? HERO_PACKS[0] as (typeof HERO_PACKS)[number];
const DRAFT = ['cao-cao', 'si-ma-yi', 'zhang-liao', 'zhen-ji', 'liu-bei', 'guan-yu', 'zhao-yun', 'sun-quan', 'gan-ning', 'huang-gai', 'da-qiao', 'lu-xun', 'hua-tuo', 'lv-bu', 'diao-chan', 'xu-chu'] as const;

describe('a table\'s needs', () => {
  it('a 3v3 table from its start needs the start of a game (the first side, the deal; any draft); a table set up mid-turn does not', () => {
    const seats = THREES_ROLES.map((role) => ({ hero: 'lv-bu' as const, role }));
    expect(needsOf({ seats, seed: 3, mode: '3v3', threes: {} }).parts).toEqual(['3v3-start']);
    expect(ruleFiles(needsOf({ seats, seed: 3, mode: '3v3', threes: {} }))).toEqual(['skills/heroes/qun.ts', 'modes/three-v-three/mode.ts', 'modes/three-v-three/start.ts']);
    expect(needsOf({ seats, seed: 3, mode: '3v3', current: 2 }).parts).toEqual([]);
    expect(ruleFiles(needsOf({ seats, seed: 3, mode: '3v3', current: 2 }))).toEqual(['skills/heroes/qun.ts', 'modes/three-v-three/mode.ts']);
  });

  it('an Identity table: the packs of the seats\' heroes, no mode or house rule to load, no new heroes', () => {
    const n = needsOf(table());
    expect(n.heroes).toEqual(['liu-bei', 'guan-yu', 'lv-bu']);
    expect(n.packs).toEqual(['liu-bei', 'guan-yu', 'qun', 'rouse']); // Liu Bei is the Lord: Rouse
    expect([n.mode, n.parts, n.house, n.newHeroes]).toEqual(['identity', [], [], false]);
    expect(ruleFiles(n)).toEqual(['skills/heroes/liu-bei.ts', 'skills/heroes/guan-yu.ts', 'skills/heroes/qun.ts', 'skills/heroes/rouse.ts', 'skills/heroes/lord-ask.ts']); // and its asking
  });

  it('two heroes of one pack load it once; a table of empty seats needs no pack', () => {
    expect(needsOf(table({ seats: [{ hero: 'cao-cao', role: 'lord' }, { hero: 'guo-jia', role: 'rebel' }] })).packs).toEqual(['wei']);
    expect(needsOf(table({ seats: [{ hero: null, role: 'lord' }, { hero: null, role: 'rebel' }] })).packs).toEqual([]);
  });

  it('a 3v3 table with a draft: the mode and the start of a game at the start; the draft\'s sixteen heroes are new to the table, and their packs come later', () => {
    const seats = THREES_ROLES.map((role) => ({ hero: null, role }));
    const n = needsOf({ seats, seed: 3, mode: '3v3', threes: { draft: DRAFT } });
    expect([n.mode, n.heroes, n.packs]).toEqual(['3v3', [], []]);
    expect(n.later).toEqual(HERO_IDS.filter((h) => (DRAFT as readonly string[]).includes(h)));
    expect(new Set(laterPacks(n))).toEqual(new Set(DRAFT.map((h) => PACK_OF[h])));
    expect(n.newHeroes).toBe(true);
    expect(ruleFiles(n)).toEqual(['modes/three-v-three/mode.ts', 'modes/three-v-three/start.ts']);
    const seated = needsOf({ seats: seats.map((x, i) => (i === 0 ? { ...x, hero: 'lv-bu' as const } : x)), seed: 3, mode: '3v3', threes: { draft: DRAFT } });
    expect([seated.packs, seated.later.includes('lv-bu'), laterPacks(seated).includes('qun')]).toEqual([['qun'], false, false]); // a seated hero's pack is the start's
  });

  it('reincarnation: the seats\' packs and the rule at the start; every other pack may come later (a rebirth), loaded when reached', () => {
    const n = needsOf(table({ house: { reincarnation: true } }));
    expect(n.heroes).toEqual(['liu-bei', 'guan-yu', 'lv-bu']);
    expect(n.packs).toEqual(['liu-bei', 'guan-yu', 'qun', 'rouse']);
    expect([n.house, n.newHeroes]).toEqual([['reincarnation'], false]);
    expect(n.later).toEqual(HERO_IDS.filter((h) => !['liu-bei', 'guan-yu', 'lv-bu'].includes(h)));
    expect(ruleFiles(n)).toEqual(['skills/heroes/liu-bei.ts', 'skills/heroes/guan-yu.ts', 'skills/heroes/qun.ts', 'skills/heroes/rouse.ts', 'skills/heroes/lord-ask.ts', 'modes/house/reincarnation.ts']);
    expect(new Set([...n.packs, ...laterPacks(n)])).toEqual(new Set([...Object.values(PACK_OF), 'rouse'])); // every hero's pack, each once (a reborn hero is no Lord)
    expect(laterPacks(n).filter((p) => n.packs.includes(p))).toEqual([]);
    expect(laterFiles(n)).toEqual(laterPacks(n).map((p) => `skills/heroes/${p}.ts`));
    expect(laterPacks(needsOf(table()))).toEqual([]); // without reincarnation no hero comes later
  });

  it('the house rules turned on that have rules in the engine, in their order; scoring and first-out protection have none', () => {
    const n = needsOf(table({ house: { darkSouls: true, lastThree: true, scoring: true, firstOutProtection: true, reincarnation: false } }));
    expect(n.house).toEqual(['lastThree', 'darkSouls']);
    expect(n.newHeroes).toBe(false);
    expect(ruleFiles(n).slice(-2)).toEqual(['modes/house/last-three.ts', 'modes/house/dark-souls.ts']);
    expect(n.later).toEqual([]);
  });
});

describe('a table\'s needs: the lord skills that ask (Escort, Rouse)', () => {
  it('only when Cao Cao or Liu Bei is the Lord of an Identity table', () => {
    expect(needsOf(table()).lordAsk).toBe(true);
    expect(needsOf(table({ seats: [{ hero: 'cao-cao', role: 'lord' }, { hero: 'lv-bu', role: 'rebel' }] })).lordAsk).toBe(true);
    expect(needsOf(table({ seats: [{ hero: 'sun-quan', role: 'lord' }, { hero: 'liu-bei', role: 'rebel' }, { hero: 'cao-cao', role: 'loyalist' }] })).lordAsk).toBe(false);
    expect(needsOf(table({ seats: [{ hero: null, role: 'lord' }, { hero: 'liu-bei', role: 'rebel' }] })).lordAsk).toBe(false);
    expect(ruleFiles(needsOf(table({ seats: [{ hero: 'sun-quan', role: 'lord' }, { hero: 'liu-bei', role: 'rebel' }] })))).toEqual(['skills/heroes/liu-bei.ts', 'skills/heroes/sun-quan.ts', 'skills/heroes/rescue.ts']);
  });

  it('agrees with the game for every scenario: loaded exactly when a seat the mode gives lord skills has such a hero; so is a lord skill\'s own pack (Rouse, Rescue)', () => {
    let tables = 0;
    let lordPacks = 0;
    for (const [file, raw] of scenarioFiles()) {
      const r = loadScenario(file, raw);
      if (!r.ok) throw new Error(r.errors.join('\n'));
      const game = createGame(r.setup);
      const lords = game.seats.flatMap((s) => (s.lordSkills && s.hero !== null ? [s.hero] : []));
      const asks = lords.some((h) => ASKING_LORDS.includes(h));
      expect(needsOf(r.setup).lordAsk, file).toBe(asks);
      const own = lords.flatMap((h) => LORD_PACKS[h] ?? []);
      expect(needsOf(r.setup).packs.filter((p) => Object.values(LORD_PACKS).includes(p)), file).toEqual(own);
      if (asks) tables++;
      if (own.length) lordPacks++;
    }
    expect([tables, lordPacks].every((n) => n > 5)).toBe(true); // the check can tell: some tables need them
  });

  it('a lord skill\'s own pack only for the Lord of an Identity table: a Liu Bei or Sun Quan who is not the Lord, or in 3v3, loads his pack without it', () => {
    expect(needsOf(table({ seats: [{ hero: 'sun-quan', role: 'lord' }, { hero: 'liu-bei', role: 'rebel' }] })).packs).toEqual(['liu-bei', 'sun-quan', 'rescue']);
    expect(needsOf(table({ seats: [{ hero: 'cao-cao', role: 'lord' }, { hero: 'liu-bei', role: 'rebel' }, { hero: 'sun-quan', role: 'rebel' }] })).packs).toEqual(['wei', 'liu-bei', 'sun-quan']);
    const seats = THREES_ROLES.map((role, i) => ({ hero: (['liu-bei', 'sun-quan', 'lv-bu', 'guan-yu', 'zhou-yu', 'da-qiao'] as const)[i] ?? null, role }));
    expect(needsOf({ seats, seed: 3, mode: '3v3', current: 2 }).packs).toEqual(['liu-bei', 'guan-yu', 'sun-quan', 'zhou-yu', 'wu', 'qun']); // 3v3: no lord skills
    expect(Object.keys(LORD_PACKS).sort()).toEqual(['liu-bei', 'sun-quan']);
  });
});

describe('the hero packs', () => {
  it('every hero\'s pack (PACK_OF) holds every one of its skills but a lord skill with a pack of its own (LORD_PACKS), and the pack\'s skills are its heroes\' own', () => {
    const lordPackOf = (h: HeroId) => HERO_PACKS.find((p) => p.id === LORD_PACKS[h]);
    for (const pack of HERO_PACKS) {
      if (pack === LORD_ASK || !pack.heroes.length) continue;
      const own = new Set(pack.heroes.flatMap((h) => HEROES[h].skills.map((k) => k.id)));
      expect(new Set([...Object.keys(pack.revised), ...Object.keys(pack.classic)]), pack.id).toEqual(new Set([...own].filter((k) => k in pack.revised || k in pack.classic)));
      for (const h of pack.heroes) {
        expect(PACK_OF[h], h).toBe(pack.id);
        const lord = lordPackOf(h);
        const elsewhere = HEROES[h].skills.filter((k) => !(k.id in pack.revised)).map((k) => k.id);
        // his lord skill is in its own pack, in both wordings, and that pack holds nothing else
        expect(elsewhere, h).toEqual(lord ? HEROES[h].skills.filter((k) => k.tags.includes('lord')).map((k) => k.id) : []);
        if (lord) expect([Object.keys(lord.revised), lord.heroes], h).toEqual([elsewhere, []]);
        if (lord) expect(Object.keys(lord.classic).every((k) => elsewhere.includes(k) && !(k in pack.classic)), h).toBe(true);
      }
    }
    expect(HERO_PACKS.flatMap((p) => p.heroes).sort()).toEqual([...HERO_IDS].sort()); // each hero in exactly one pack
  });

  it('no purpose or judgment of a pack is another pack\'s or the cards\'; the asking of the lord skills that ask is a module of its own', () => {
    const seen = new Map<string, string>(Object.keys(CHOOSERS).map((k) => [k, 'cards']));
    for (const pack of HERO_PACKS) {
      for (const k of [...Object.keys(pack.choosers), ...Object.keys(pack.judgments).map((j) => `judgment:${j}`)]) {
        expect(seen.get(k), `${pack.id}: ${k}`).toBeUndefined();
        seen.set(k, pack.id);
      }
    }
    expect(CHOOSERS['lord-ask']).toBeUndefined(); // not the engine's core: a module of its own, which the lords' packs leave out
    expect([Object.keys(LORD_ASK.choosers), LORD_ASK.heroes, Object.keys({ ...LORD_ASK.revised, ...LORD_ASK.classic })]).toEqual([['lord-ask'], [], []]);
    // ASKING_LORDS names exactly the heroes whose lord skill asks (in their packs: Escort in wei.ts, Rouse in liu-bei.ts)
    const asking = HERO_PACKS.flatMap((p) => Object.values({ ...p.revised, ...p.classic }).filter((d) => d.lordAsk).map((d) => d.id));
    expect(HERO_IDS.filter((h) => HEROES[h].skills.some((k) => k.tags.includes('lord') && asking.includes(k.id)))).toEqual([...ASKING_LORDS]);
  });

  it('the browser\'s loaders give the same modules as the eager install (one engine)', async () => {
    for (const pack of HERO_PACKS) expect(await PACK_CHUNKS[pack.id as PackId](), pack.id).toBe(pack);
    expect(Object.keys(PACK_CHUNKS).sort()).toEqual(HERO_PACKS.map((p) => p.id).sort());
    for (const [id, hooks] of Object.entries(MODES)) expect(await MODE_CHUNKS[id as keyof typeof MODES](), id).toBe(hooks);
    for (const [id, rule] of Object.entries(HOUSE_RULES)) expect(await HOUSE_CHUNKS[id as keyof typeof HOUSE_RULES](), id).toBe(rule);
    for (const load of Object.values(MODE_PART_CHUNKS)) expect(MODE_PARTS).toContain(await load());
  });

  it('the loader imports each rule module from the file needs.ts names (the chunk the budget counts)', () => {
    const text = readFileSync(new URL('./load.ts', import.meta.url), 'utf8');
    const specs = [...text.matchAll(/import\('\.\.\/([\w/.-]+)'\)/g)].map((m) => m[1]);
    const files = [...Object.keys(PACK_CHUNKS).map((p) => `skills/heroes/${p}.ts`), ...Object.values(MODE_FILES), ...Object.values(MODE_PART_FILES), ...Object.values(HOUSE_FILES)];
    expect(specs.sort()).toEqual(files.sort());
  });
});
