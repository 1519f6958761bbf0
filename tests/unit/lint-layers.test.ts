// Proves the layer rule of eslint.config.js: an engine file that imports xstate or preact (or the
// flow, or the UI), or a flow file other than xstate-chart.ts that imports xstate, is a lint error,
// so `npm test` fails. Uses the ESLint Node API on in-memory code, with file paths that only need
// to look like they sit in the right folder.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const cwd = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd });

/** The `no-restricted-imports` messages ESLint reports for `code` placed at `filePath`. */
async function layerErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  expect(result, `ESLint returned no result for ${filePath}`).toBeDefined();
  const fatal = result!.messages.filter((m) => m.fatal);
  expect(fatal, 'the snippet must parse').toEqual([]);
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports' && m.severity === 2).map((m) => m.message);
}

describe('layer rule (no-restricted-imports per folder)', () => {
  // ESLint loads its config and the TypeScript parser on the first file it lints: seconds on a busy
  // machine, which the first test's 5 s limit used to include.
  beforeAll(async () => { await eslint.lintText('export {};', { filePath: 'src/engine/warm-up.ts' }); }, 60_000);

  it.each([
    ["import { setup } from 'xstate';\nexport const s = setup;", 'src/engine/some-file.ts', 'xstate'],
    ["import { useState } from 'preact/hooks';\nexport const u = useState;", 'src/engine/some-file.ts', 'preact'],
    ["import { h } from 'preact';\nexport const x = h;", 'src/engine/some-file.ts', 'preact'],
    ["import { getCollection } from 'astro:content';\nexport const g = getCollection;", 'src/engine/some-file.ts', 'astro'],
    ["import { machine } from '../flow/machine.ts';\nexport const m = machine;", 'src/engine/some-file.ts', 'flow'],
    ["import { machine } from '@/flow/machine.ts';\nexport const m = machine;", 'src/engine/effects/strike.ts', 'flow'],
    ["import Table from '../../islands/Table.tsx';\nexport const t = Table;", 'src/engine/effects/strike.ts', 'islands'],
    ["import { h } from 'preact';\nexport const x = h;", 'src/flow/machine.ts', 'preact'],
    ["import starlight from '@astrojs/starlight';\nexport const s = starlight;", 'src/flow/machine.ts', 'Astro'],
    ["import Card from '../components/Card.astro';\nexport const c = Card;", 'src/flow/machine.ts', 'UI'],
    ["import { setup } from 'xstate';\nexport const s = setup;", 'src/flow/machine.ts', 'xstate-chart.ts'],
    ["import { createActor } from 'xstate';\nexport const a = createActor;", 'src/flow/run.ts', 'statechart.ts'],
    ["import { h } from 'preact';\nexport const x = h;", 'src/flow/xstate-chart.ts', 'preact'],
    ["import { CARD_KINDS } from './data/cards.ts';\nexport const c = CARD_KINDS;", 'src/engine/some-file.ts', 'card-facts.ts'],
    ["import { HEROES } from '../../data/heroes.ts';\nexport const h = HEROES;", 'src/engine/skills/heroes/x.ts', 'hero-facts.ts'],
  ])('rejects %j in %s', async (code, filePath, word) => {
    const errors = await layerErrors(code, filePath);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(word);
  }, 30_000); // the first lint loads ESLint's config and plugins: several seconds on a loaded machine

  it.each([
    ["import { cards } from './data/card-facts.ts';\nexport const c = cards;", 'src/engine/some-file.ts'],
    ["import { CARD_KINDS } from './cards.ts';\nexport const c = CARD_KINDS;", 'src/engine/data/cards.test.ts'],
    ["import { HEROES } from '../data/heroes.ts';\nexport const h = HEROES;", 'src/engine/skills/registry.test.ts'],
    ["import type { GameState } from '../state.ts';\nexport type S = GameState;", 'src/engine/effects/strike.ts'],
    ["import { setup } from 'xstate';\nexport const s = setup;", 'src/flow/xstate-chart.ts'],
    ["import { dealDamage } from '../engine/damage.ts';\nexport const d = dealDamage;", 'src/flow/machine.ts'],
    ["import { useState } from 'preact/hooks';\nimport { run } from '../flow/run.ts';\nexport const u = [useState, run];", 'src/islands/Sandbox.tsx'],
  ])('allows %j in %s', async (code, filePath) => {
    expect(await layerErrors(code, filePath)).toEqual([]);
  });
});
