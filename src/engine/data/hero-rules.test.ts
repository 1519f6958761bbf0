import { describe, expect, it } from 'vitest';
import { HERO_TEXTS, HEROES, heroProblems, mergeHero, SKILL_FACTS } from './hero-facts.ts';
import { HEROES as PAGE_HEROES } from './heroes.ts';
import { HERO_IDS, HERO_RULES, type HeroRules } from './hero-rules.ts';

// hero-rules.ts is what the engine carries into the browser; hero-facts.ts merges its texts with it
// (HEROES: the builder's and the sandbox's record), and heroes.ts the skills' facts (SKILL_FACTS) too.
describe('hero rules and hero facts', () => {
  it('agree: each hero record is its rules plus its texts, and the pages\' record its skills\' facts too', () => {
    for (const id of HERO_IDS) {
      const h = HEROES[id];
      const r = HERO_RULES[id];
      expect([h.en, h.faction, h.hp, h.gender, h.zh, h.pinyin]).toEqual([r.en, r.faction, r.hp, r.gender, HERO_TEXTS[id].zh, HERO_TEXTS[id].pinyin]);
      expect(h.skills).toEqual(r.skills.map(([k, en]) => ({ id: k, en })));
      const p = PAGE_HEROES[id];
      expect(p.skills.map((s) => [s.id, s.en, ...(s.tags.includes('lord') ? [true] : [])])).toEqual(r.skills.map((s) => [...s]));
      expect(p.skills.map((s) => [s.zh, s.tags, s.differs])).toEqual(r.skills.map(([k]) => [SKILL_FACTS[id][k]?.zh, SKILL_FACTS[id][k]?.tags, SKILL_FACTS[id][k]?.differs]));
    }
  });

  const rules: HeroRules = { en: 'Cao Cao', faction: 'wei', hp: 4, gender: 'male', skills: [['jian-xiong', 'Villainous Hero'], ['hu-jia', 'Escort', true]] };
  const texts = { zh: '曹操', pinyin: 'Cáo Cāo' };
  const skills = { 'jian-xiong': { zh: '奸雄', tags: ['trigger'] as const, differs: true }, 'hu-jia': { zh: '护驾', tags: ['lord', 'view-as'] as const, differs: false } };

  it('merges a hero from its rules and texts', () => {
    expect(mergeHero('cao-cao', rules, texts)).toEqual(HEROES['cao-cao']);
  });

  it('heroProblems names a skill without facts, facts without a skill, and a lord mark the tags contradict', () => {
    expect(heroProblems('cao-cao', rules, skills)).toEqual([]);
    expect(heroProblems('cao-cao', { ...rules, skills: [...rules.skills, ['ba-ye', 'Overlord']] }, skills)).toEqual(["hero-facts: cao-cao's skill ba-ye (hero-rules.ts) has no texts (zh, tags, differs)"]);
    expect(heroProblems('cao-cao', { ...rules, skills: [rules.skills[0] as (typeof rules.skills)[0]] }, skills)).toEqual(['hero-facts: cao-cao has texts for hu-jia, which its rules (hero-rules.ts) do not list']);
    expect(heroProblems('cao-cao', { ...rules, skills: [rules.skills[0] as (typeof rules.skills)[0], ['hu-jia', 'Escort']] }, skills)).toEqual(["hero-facts: cao-cao's skill hu-jia is not a lord skill in hero-rules.ts, but its tags say lord, view-as"]);
    expect(heroProblems('cao-cao', { ...rules, skills: [['jian-xiong', 'Villainous Hero', true], ['hu-jia', 'Escort', true]] }, skills)).toEqual(["hero-facts: cao-cao's skill jian-xiong is a lord skill in hero-rules.ts, but its tags say trigger"]);
  });

  it('every hero\'s rules and skills\' facts agree (the merges themselves check nothing)', () => {
    for (const id of HERO_IDS) expect(heroProblems(id, HERO_RULES[id], SKILL_FACTS[id]), id).toEqual([]);
  });
});
