// The heroes' names a branch shows of a hero the page does not name (hero-meta.ts) keep their own
// small table (each hero's Chinese name and the skills whose classic wording differs) so that the
// chunk does not carry hero-facts.ts: here that table is checked against hero-facts.ts, the record
// the pages and the build read, for every hero in both wordings.
import { describe, expect, it } from 'vitest';
import { HERO_IDS, HEROES } from '../../engine/data/heroes.ts'; // hero-facts.ts's record with its skills' facts (SKILL_FACTS: differs)
import { heroMeta } from './hero-meta.ts';

/** What hero-facts.ts says the table shows of a hero in a wording (as sandbox-core.ts words the props' heroes). */
const fromFacts = (id: (typeof HERO_IDS)[number], wording: string) => {
  const h = HEROES[id];
  return { name: h.en, zh: h.zh, faction: h.faction, skills: h.skills.map((k) => ({ name: k.en, clause: `heroes.${id}.${k.id}.${wording === 'classic' && k.differs ? 'classic' : 'revised'}` })) };
};

describe('a new hero\'s names (hero-meta.ts)', () => {
  it('agree with hero-facts.ts for every hero, in both wordings', () => {
    for (const id of HERO_IDS) {
      for (const wording of ['revised', 'classic']) expect(heroMeta(id, wording), `${id} (${wording})`).toEqual(fromFacts(id, wording));
    }
  });

  it('a classic wording cites the classic clause only where it differs; an id that is no hero has none', () => {
    expect(heroMeta('cao-cao', 'classic')?.skills?.map((k) => k.clause)).toEqual(['heroes.cao-cao.jian-xiong.classic', 'heroes.cao-cao.hu-jia.revised']);
    expect(heroMeta('zhao-yun', 'classic')?.skills?.map((k) => k.clause)).toEqual(['heroes.zhao-yun.long-dan.revised']);
    expect(heroMeta('nobody', 'revised')).toBeNull();
  });
});
