// `npx vitest run -c scripts/step-counts.config.ts`: prints the number of steps per scenario, every
// rule event and the default (folded) steps, with the medians. A measurement, not a test.
import { defineConfig } from 'vitest/config';
import { yamlPlugin } from '../src/vite-yaml.ts';

export default defineConfig({ plugins: [yamlPlugin()], test: { include: [process.env['MEASURE'] ?? 'scripts/step-counts.measure.ts'], environment: 'node' } });
