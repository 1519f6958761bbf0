// The names, faction and skills of any hero, for a hero a branch reaches that the page's props do
// not name (a reborn player's new hero, variants.reincarnation.rebirth; a line-up the reader drafted,
// variants.3v3.draft-lineup). It reads the heroes' Chinese names and wordings (engine/data/hero-facts.ts,
// not the epithets and timing lines of heroes.ts, which it does not show), so it is a chunk of its
// own: the live rules (live.ts) load it only for a table where such a hero can come: before a
// branch of a 3v3 draft (RuleNeeds.newHeroes), and with a reborn hero's pack, when a branch reaches
// a hero whose pack is not loaded yet (live.ts buildLine).
import { HEROES, isHeroId } from '../../engine/data/hero-facts.ts';
import type { HeroMeta } from './types.ts';

/** A hero's names, faction and skills, each skill's clause in the seat's wording where that wording differs. */
export function heroMeta(hero: string, wording: string): HeroMeta | null {
  if (!isHeroId(hero)) return null;
  const h = HEROES[hero];
  const skills = h.skills.map((k) => ({ name: k.en, clause: `heroes.${h.id}.${k.id}.${wording === 'classic' && k.differs ? 'classic' : 'revised'}` }));
  return { name: h.en, zh: h.zh, faction: h.faction, skills };
}
