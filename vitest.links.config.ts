// The link check of the built site (run `npm run build` first; `npm test` does).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'links',
    environment: 'node',
    include: ['tests/links/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
