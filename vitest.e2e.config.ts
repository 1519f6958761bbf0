// Browser tests against the built site (run `npm run build` first; `npm test` does).
// The global setup serves dist/ with `astro preview` on 127.0.0.1:4329; the tests drive the system
// Chromium through playwright-core (tests/e2e/browser.ts). Files run one at a time, and the
// accessibility sweep (a11y.e2e.test.ts) is sequenced last.
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { yamlPlugin } from './src/vite-yaml.ts';

/** Runs the end-to-end files first (alphabetically), then the accessibility sweep. */
class A11yLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const isSweep = (f: TestSpecification) => /a11y\.e2e\.test\.ts$/.test(f.moduleId);
    const byName = (a: TestSpecification, b: TestSpecification) => a.moduleId.localeCompare(b.moduleId);
    return [...files.filter((f) => !isSweep(f)).sort(byName), ...files.filter(isSweep).sort(byName)];
  }
}

export default defineConfig({
  plugins: [yamlPlugin()], // the search-names test reads the glossary (content/glossary.yaml)
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: A11yLastSequencer },
    maxConcurrency: 2, // the accessibility sweep's page pool (POOL in a11y.e2e.test.ts)
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
