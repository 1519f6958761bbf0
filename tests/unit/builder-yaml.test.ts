// A table made in the builder (no until, the script ending mid-game) exports a file that the
// scenario runner runs as it is, stopping where the builder stopped; the report for chat.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadScenario } from '../../src/engine/scenario/load.ts';
import { runScenario, describeUncovered } from '../../src/flow/scenario-run.ts';
import { exportYaml, importYaml, OBSERVED_NOTE } from '../../src/islands/builder/model/yaml.ts';
import { observe } from '../../src/islands/builder/model/observe.ts';
import { playShared } from '../../src/islands/builder/model/play.ts';
import { reportText } from '../../src/islands/builder/model/report.ts';
import { normalShared } from '../../src/islands/builder/model/table.ts';
import type { Shared } from '../../src/islands/builder/model/types.ts';
import { loadClauseIds } from '../../src/content-data/clause-ids-node.ts';
import { join } from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { scenarioCli } from '../../scripts/scenario-cli.ts';

const clauseIds = loadClauseIds(join(import.meta.dirname, '..', '..'));
const exists = (id: string) => clauseIds.has(id);

const duel: Shared = normalShared({
  table: {
    title: 'Strike, then a Dodge',
    setup: {
      seats: [
        { hero: 'lv-bu', role: 'lord', hand: ['strike ♠7', 'peach ♥3'], equipment: { weapon: 'halberd ♦Q' } },
        { hero: 'da-qiao', role: 'rebel', hp: 2, hand: ['dodge ♦2'], chained: true, judgment: ['lightning ♠A'] },
      ],
      drawPile: ['strike ♠8', 'dodge ♦3'],
      current: 'p1', phase: 'play',
    },
    script: ['p1 uses strike ♠7 on p2'],
  },
  step: 3, pov: null, branch: ['p2 plays dodge ♦2'],
});

describe('export of a table made in the builder', () => {
  it('runs unchanged through the scenario runner and stops where the builder stopped', () => {
    const run = playShared(duel);
    if (!run) return expect.fail('not playable');
    const observed = observe(run);
    expect(observed.until).toBeDefined();
    const yaml = exportYaml(duel, observed);
    expect(yaml).toContain(`${OBSERVED_NOTE}\nexpect:`);
    expect(yaml).toMatch(/^# builder: step 3$/m);
    expect(yaml).toContain('  - p2 plays dodge ♦2'); // the branch becomes the script
    const loaded = loadScenario('builder.yaml', parse(yaml), exists);
    if (!loaded.ok) return expect.fail(loaded.errors.join('\n'));
    const again = runScenario(loaded);
    expect(again.uncovered ? describeUncovered(again.uncovered) : null).toBeNull();
    expect(again.failures).toEqual([]);
    expect(again.inputs).toEqual(run.inputs);
    // Lü Bu's Unrivalled asks for two Dodges: one is not enough, and the Strike deals its damage.
    expect(yaml).toContain('until: { fact: damage.dealt, seat: p2, data: { amount: 1, nature: null, source: p1, hp: 1, conducted: false } }');
    // As `npm run scenario -- <file>` runs it: exit 0, every expectation holds.
    const file = join(mkdtempSync(join(tmpdir(), 'builder-')), 'table.yaml');
    writeFileSync(file, yaml);
    const cli = scenarioCli([file], process.cwd(), exists);
    expect(cli.err).toBe('');
    expect(cli.code).toBe(0);
    expect(yaml).toContain('p2: { hp: 1, maxHp: 3, alive: true, chained: true, flipped: false, hand: [], ');
  });

  it('reads back the same table, step and point of view', () => {
    const back = importYaml(exportYaml({ ...duel, pov: 'p2' }, null));
    if (!back.ok) return expect.fail(back.message);
    expect(back.problems).toEqual([]);
    expect(back.shared).toEqual({ ...duel, pov: 'p2', branch: undefined, table: { ...duel.table, script: ['p1 uses strike ♠7 on p2', 'p2 plays dodge ♦2'], clauses: ['general.flow.turn'], topics: ['builder'], summary: expect.any(String) as string } });
  });

  it('reads back a 3v3 side\'s point of view from the header', () => {
    const back = importYaml(exportYaml({ ...duel, pov: 'p1+p2' }, null));
    expect(back.ok && back.shared.pov).toBe('p1+p2');
  });

  it('writes a hostile title as one quoted string that reads back as the same text', () => {
    const title = 'x"\n: [a] #not a comment\n- <script>alert(1)</script> {b}';
    const back = importYaml(exportYaml({ ...duel, table: { ...duel.table, title } }, null));
    expect(back.ok && back.shared.table.title).toBe(title);
  });
});

describe('export of a table whose branch does not fit', () => {
  it('keeps the lines before the one that did not fit, and the file runs', () => {
    const s: Shared = { ...duel, table: { ...duel.table, setup: { ...duel.table.setup, seats: [...duel.table.setup.seats, { hero: 'zhou-yu', role: 'rebel', equipment: { armor: 'vine ♠2' } }] } } };
    const run = playShared(s);
    if (!run) return expect.fail('not playable');
    expect(run.uncovered?.line).toBe('p2 plays dodge ♦2'); // Da Qiao is first asked whether to Displace the Strike
    const observed = observe(run);
    expect(observed.scriptUsed).toBe(1);
    const yaml = exportYaml(s, observed);
    expect(yaml).not.toContain('p2 plays dodge');
    const loaded = loadScenario('builder.yaml', parse(yaml), exists);
    if (!loaded.ok) return expect.fail(loaded.errors.join('\n'));
    const again = runScenario(loaded);
    expect(again.uncovered ? describeUncovered(again.uncovered) : null).toBeNull();
    expect(again.failures).toEqual([]);
  });
});

describe('report for chat', () => {
  it('has one line per seat, the steps, each clause in English and Chinese, the link and the code', () => {
    const text = reportText({
      url: 'https://example.org/en/build/#b1.abc_-9', shared: duel, steps: ['p1 uses Strike ♠7 on p2', 'p2 plays Dodge ♦2'],
      clauses: [{ id: 'cards.strike.use', label: 'Strike', en: 'Use it on a player within your attack range.', zh: '出牌阶段，对攻击范围内的一名角色使用。' }],
    });
    expect(text).toContain('Seat 1 (p1) · Lü Bu 吕布 · Lord · 4/4 HP · hand: ♠7 Strike 杀, ♥3 Peach 桃 · weapon: ♦Q Halberd 方天画戟');
    expect(text).toContain('Seat 2 (p2) · Da Qiao 大乔 · Rebel · 2/3 HP · chained · hand: ♦2 Dodge 闪 · judgment: ♠A Lightning 闪电');
    expect(text).toContain('Step 2: p2 plays Dodge ♦2');
    expect(text).toContain('cards.strike.use (Strike): Use it on a player within your attack range.\n中文: 出牌阶段，对攻击范围内的一名角色使用。');
    expect(text).toContain('Open: https://example.org/en/build/#b1.abc_-9\nCode: b1.abc_-9');
    expect(text.split('\n').filter((l) => /^([#>*+-]|\d+[.)])/.test(l))).toEqual([]);
  });

  it('shows only counts for hands the point of view cannot see, and keeps input on one line', () => {
    const text = reportText({ url: 'u', shared: { ...duel, pov: 'p2', table: { ...duel.table, title: '# big\n- list' } }, steps: ['- a\nb'], clauses: [] });
    expect(text).toContain('hand: 2 cards');
    expect(text).toContain('hand: ♦2 Dodge 闪');
    expect(text).toContain('三国杀 # big - list');
    expect(text).toContain('Step 1: - a b');
  });

  it('shows the hands of every seat of a side\'s point of view', () => {
    const text = reportText({ url: 'u', shared: { ...duel, pov: 'p1+p2' }, steps: [], clauses: [] });
    expect(text).toContain('hand: ♦2 Dodge 闪');
    expect(text).not.toMatch(/hand: \d+ cards?/);
  });
});
