// Vitest for the fast tests: engine and flow unit tests beside their modules, tests/unit and the
// scenario tests. Browser tests have their own config (vitest.e2e.config.ts), and so does the
// link check of the built site (vitest.links.config.ts).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { yamlPlugin } from './src/vite-yaml.ts';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [yamlPlugin()],
        resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts', 'tests/scenarios/**/*.test.ts'],
          // Every hero pack, mode and house rule, as Node's scripts and the build have them (the
          // browser loads a table's own: src/engine/rules/load.ts, tested on a fresh registry), and
          // the code that reads script lines, which the full scenario loader installs (the builder
          // loads it for a table with lines: src/engine/scenario/script-code.ts, tested on a fresh graph).
          setupFiles: ['src/engine/skills/install.ts', 'src/engine/scenario/load.ts'],
        },
      },
    ],
  },
});
