import { describe, expect, it } from 'vitest';
import heroClauses from '../../../content/clauses/heroes.yaml';
import { HERO_IDS, HEROES, hero, isHeroId, type Faction, type Gender, type HeroId } from './heroes.ts';

// The Standard edition's table (engine-facts §3), typed here independently of heroes.ts.
const TABLE: Record<HeroId, readonly [Faction, number, Gender]> = {
  'cao-cao': ['wei', 4, 'male'],
  'si-ma-yi': ['wei', 3, 'male'],
  'xia-hou-dun': ['wei', 4, 'male'],
  'zhang-liao': ['wei', 4, 'male'],
  'xu-chu': ['wei', 4, 'male'],
  'guo-jia': ['wei', 3, 'male'],
  'zhen-ji': ['wei', 3, 'female'],
  'liu-bei': ['shu', 4, 'male'],
  'guan-yu': ['shu', 4, 'male'],
  'zhang-fei': ['shu', 4, 'male'],
  'zhu-ge-liang': ['shu', 3, 'male'],
  'zhao-yun': ['shu', 4, 'male'],
  'ma-chao': ['shu', 4, 'male'],
  'huang-yue-ying': ['shu', 3, 'female'],
  'sun-quan': ['wu', 4, 'male'],
  'gan-ning': ['wu', 4, 'male'],
  'lv-meng': ['wu', 4, 'male'],
  'huang-gai': ['wu', 4, 'male'],
  'zhou-yu': ['wu', 3, 'male'],
  'da-qiao': ['wu', 3, 'female'],
  'lu-xun': ['wu', 3, 'male'],
  'sun-shang-xiang': ['wu', 3, 'female'],
  'hua-tuo': ['qun', 3, 'male'],
  'lv-bu': ['qun', 4, 'male'],
  'diao-chan': ['qun', 3, 'female'],
};

/** The clause ids defined in content/clauses/heroes.yaml. */
function clauseIds(raw: unknown): Set<string> {
  const ids = new Set<string>();
  const sections = (raw as { sections?: unknown }).sections;
  if (!Array.isArray(sections)) throw new Error('heroes.yaml has no sections');
  for (const s of sections as { clauses?: { id?: unknown }[] }[]) {
    for (const c of s.clauses ?? []) if (typeof c.id === 'string') ids.add(c.id);
  }
  return ids;
}

describe('heroes', () => {
  it('has the 25 Standard heroes, each under its own id', () => {
    expect(HERO_IDS).toHaveLength(25);
    expect(new Set(HERO_IDS).size).toBe(25);
    expect(Object.keys(HEROES).sort()).toEqual([...HERO_IDS].sort());
    for (const id of HERO_IDS) expect(HEROES[id].id).toBe(id);
  });

  it('has 7 Wei, 7 Shu, 8 Wu and 3 Qun heroes', () => {
    const count = (f: Faction) => HERO_IDS.filter((id) => HEROES[id].faction === f).length;
    expect([count('wei'), count('shu'), count('wu'), count('qun')]).toEqual([7, 7, 8, 3]);
  });

  it.each(HERO_IDS)('%s has the faction, HP and gender of the Standard edition', (id) => {
    const [faction, hp, gender] = TABLE[id];
    expect({ faction: HEROES[id].faction, hp: HEROES[id].hp, gender: HEROES[id].gender }).toEqual({ faction, hp, gender });
  });

  it('corrects the errors of source 000: Diao Chan is female, Lü Bu has 4 HP', () => {
    expect(hero('diao-chan').gender).toBe('female');
    expect(hero('lv-bu').hp).toBe(4);
    expect(hero('zhao-yun').en).toBe('Zhao Yun');
  });

  it('gives lord skills to Cao Cao (Escort), Liu Bei (Rouse) and Sun Quan (Rescue) only', () => {
    const lords = HERO_IDS.flatMap((id) => HEROES[id].skills.filter((s) => s.tags.includes('lord')).map((s) => `${id}/${s.id}`));
    expect(lords).toEqual(['cao-cao/hu-jia', 'liu-bei/ji-jiang', 'sun-quan/jiu-yuan']);
    expect(hero('cao-cao').skills.find((s) => s.id === 'hu-jia')?.en).toBe('Escort');
    expect(hero('liu-bei').skills.find((s) => s.id === 'ji-jiang')?.en).toBe('Rouse');
    expect(hero('sun-quan').skills.find((s) => s.id === 'jiu-yuan')?.en).toBe('Rescue');
  });

  it('names skills in pinyin kebab-case, uniquely', () => {
    const ids = HERO_IDS.flatMap((id) => HEROES[id].skills.map((s) => s.id));
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of HERO_IDS) {
      expect(HEROES[id].skills.length).toBeGreaterThan(0);
      for (const s of HEROES[id].skills) {
        expect(s.id).toMatch(/^[a-z]+(-[a-z]+)+$/);
        expect(s.zh).toMatch(/^[\u4e00-\u9fff]{2}$/);
        expect(s.id.split('-')).toHaveLength(s.zh.length);
        expect(s.tags.length).toBeGreaterThan(0);
        expect(s.timing).not.toBe('');
      }
    }
  });

  it('uses the canonical English names the site has chosen', () => {
    const en = (h: HeroId, s: string) => hero(h).skills.find((x) => x.id === s)?.en;
    expect(en('lv-bu', 'wu-shuang')).toBe('Matchless');
    expect(en('guo-jia', 'yi-ji')).toBe('Bequeathed Strategy');
    expect(en('guo-jia', 'tian-du')).toBe("Heaven's Envy");
    expect(en('da-qiao', 'liu-li')).toBe('Displace');
    expect(en('diao-chan', 'li-jian')).toBe('Sow Discord');
    expect(en('zhu-ge-liang', 'kong-cheng')).toBe('Empty Fort');
    expect(en('huang-gai', 'ku-rou')).toBe('Sacrificial Injury');
  });

  it('never lets an English name point at two skills', () => {
    const owner = new Map<string, string>();
    for (const id of HERO_IDS) {
      for (const s of HEROES[id].skills) {
        for (const name of [s.en, ...s.aliases]) {
          const key = name.toLowerCase();
          const prior = owner.get(key);
          expect(prior === undefined || prior === s.id, `"${name}" names both ${prior ?? ''} and ${s.id}`).toBe(true);
          owner.set(key, s.id);
        }
      }
    }
  });

  it('has a revised clause for every skill, and a classic one exactly where the wordings differ', () => {
    const ids = clauseIds(heroClauses);
    for (const id of HERO_IDS) {
      for (const s of HEROES[id].skills) {
        expect(ids.has(`heroes.${id}.${s.id}.revised`), `heroes.${id}.${s.id}.revised`).toBe(true);
        expect(ids.has(`heroes.${id}.${s.id}.classic`), `heroes.${id}.${s.id}.classic`).toBe(s.differs);
      }
    }
    // every skill clause belongs to a known hero and skill
    for (const cid of ids) {
      const [, h, s, w] = cid.split('.');
      if (s === 'ruling') continue;
      expect(isHeroId(h ?? '') && HEROES[h as HeroId].skills.some((x) => x.id === s), cid).toBe(true);
      expect(['revised', 'classic']).toContain(w);
    }
  });

  it('hero() and isHeroId() agree with the table', () => {
    expect(hero('guan-yu').zh).toBe('关羽');
    expect(isHeroId('lv-bu')).toBe(true);
    expect(isHeroId('lu-bu')).toBe(false);
    expect(isHeroId('toString')).toBe(false);
  });
});
