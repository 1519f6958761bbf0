// Every clause the engine cites exists in the rules content (a dangling id fails the tests).
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { loadClauseIds } from '../content-data/clause-ids-node.ts';
import { CL } from './clause-ids.ts';
import { CL3 } from './modes/three-v-three/clauses.ts';
import { CARD_KIND_IDS } from './data/cards.ts';
import { EQUIPMENT_SKILLS } from './cards/equipment-skills.ts';
import { CLASSIC_OVERRIDES, HERO_SKILLS } from './skills/heroes/index.ts';

const root = join(import.meta.dirname, '..', '..');
const ids = loadClauseIds(root);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : []));
}

describe('clause ids cited by the engine', () => {
  it('every implemented skill and equipment effect cites an existing clause', () => {
    const defs = [...Object.values(HERO_SKILLS), ...Object.values(CLASSIC_OVERRIDES), ...Object.values(EQUIPMENT_SKILLS)];
    expect(defs.flatMap((d) => [d?.clause, ...(d?.triggers ?? []).map((t) => t.clause), ...(d?.viewAs ?? []).map((v) => v.clause)]).filter((id) => id && !ids.has(id))).toEqual([]);
  });
  it('every card kind has an effect clause', () => {
    expect(CARD_KIND_IDS.filter((k) => !ids.has(`cards.${k}.effect`))).toEqual([]);
  });
  it('every named clause exists (the engine\'s and the 3v3 mode\'s)', () => {
    expect(Object.entries(CL).filter(([, id]) => !ids.has(id))).toEqual([]);
    expect(Object.entries(CL3).filter(([, id]) => !ids.has(id))).toEqual([]);
    expect(Object.keys(CL3)).toHaveLength(19);
  });
  it('every literal clause id in the engine and flow exists', () => {
    const literal = /clause(?:: |Clause\()?['`]((?:general|identity|cards|heroes)\.[a-z0-9.-]+)['`]/g;
    const dangling: string[] = [];
    for (const file of [...sources(join(root, 'src', 'engine')), ...sources(join(root, 'src', 'flow'))]) {
      for (const m of readFileSync(file, 'utf8').matchAll(literal)) if (m[1] && !m[1].includes('${') && !ids.has(m[1])) dangling.push(`${file}: ${m[1]}`);
    }
    expect(dangling).toEqual([]);
  });
});
