// The lockfile check names the packages that differ (scripts/lock-diff.mjs), which .ci/run prints
// when `npm ci` refuses the committed lockfile.
import { describe, expect, it } from 'vitest';
import { describeLockDiff } from '../../scripts/lock-diff.mjs';

const base = {
  '': { version: '0.1.0' },
  'node_modules/astro': { version: '7.3.5', resolved: 'https://r/astro-7.3.5.tgz', integrity: 'sha512-a' },
  'node_modules/zod': { version: '4.6.7', resolved: 'https://r/zod-4.6.7.tgz', integrity: 'sha512-z' },
};

describe('describeLockDiff', () => {
  it('finds nothing between a lockfile and itself', () => {
    expect(describeLockDiff(base, structuredClone(base))).toEqual([]);
  });

  it('names a package the committed lockfile lacks, one it has too many and one at another version', () => {
    const now = {
      ...base,
      'node_modules/@astrojs/compiler-binding-linux-x64': { version: '1.0.0', resolved: 'https://r/b.tgz', integrity: 'sha512-b', optional: true },
      'node_modules/zod': { version: '4.7.0', resolved: 'https://r/zod-4.7.0.tgz', integrity: 'sha512-y' },
    };
    delete (now as Record<string, unknown>)['node_modules/astro'];
    expect(describeLockDiff(base, now)).toEqual([
      '+ @astrojs/compiler-binding-linux-x64@1.0.0 (node_modules/@astrojs/compiler-binding-linux-x64) is missing from the committed lockfile',
      '- astro@7.3.5 (node_modules/astro) is in the committed lockfile but no longer resolved',
      '~ zod: 4.6.7 in the lockfile, 4.7.0 resolved now (node_modules/zod)',
    ]);
  });

  it('notices another tarball at the same version', () => {
    const now = { ...base, 'node_modules/zod': { ...base['node_modules/zod'], integrity: 'sha512-other' } };
    expect(describeLockDiff(base, now)).toEqual(['~ zod@4.6.7: another tarball or integrity (node_modules/zod)']);
  });
});
