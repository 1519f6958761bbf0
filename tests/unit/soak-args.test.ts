// The soak's command line: which set-ups it spreads its games over, and that a bad argument stops it
// with the usage and exit code 2.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSoakArgs, setupLabel } from '../../scripts/soak-args.ts';

const labels = (argv: string[]) => {
  const r = parseSoakArgs(argv);
  return r.ok ? { games: r.args.games, seed: r.args.firstSeed, setups: r.args.setups.map(setupLabel) } : r.error;
};

describe('npm run soak arguments', () => {
  it('default to 10,000 games over 2 to 10 players, the 4, 6 and 8 player variants, and 3v3', () => {
    expect(labels([])).toEqual({ games: 10_000, seed: 1, setups: ['2', '3', '4', '4v', '5', '6', '6v', '7', '8', '8v', '9', '10', '3v3'] });
  });

  it('take the modes; an Identity-only flag without --mode means Identity only', () => {
    expect(labels(['--mode', '3v3', '20'])).toEqual({ games: 20, seed: 1, setups: ['3v3'] });
    expect(labels(['--mode', 'identity,3v3', '--players', '6', '--standard'])).toEqual({ games: 10_000, seed: 1, setups: ['6', '3v3'] });
    expect(labels(['--players', '6'])).toEqual({ games: 10_000, seed: 1, setups: ['6', '6v'] });
    expect(labels(['--mode', 'hegemony'])).toMatch(/--mode needs modes from identity, 3v3/);
    expect(labels(['--mode'])).toMatch(/got nothing/);
  });

  it('take a game count, player counts, a role table and a first seed', () => {
    expect(labels(['500', '--players', '6', '--variant'])).toEqual({ games: 500, seed: 1, setups: ['6v'] });
    expect(labels(['--players', '4,6', '--standard'])).toEqual({ games: 10_000, seed: 1, setups: ['4', '6'] });
    expect(labels(['--players', '2-4', '--seed', '77', '3'])).toEqual({ games: 3, seed: 77, setups: ['2', '3', '4', '4v'] });
  });

  it('play each house rule on its own after the games, a twentieth of the games each unless told', () => {
    const r = parseSoakArgs(['400', '--players', '5']);
    expect(r.ok && [r.args.house, r.args.houseGames]).toEqual([['lastThree', 'reincarnation', 'darkSouls', 'scoring'], 20]);
    const s = parseSoakArgs(['--house', 'reincarnation,darkSouls', '--house-games', '7']);
    expect(s.ok && [s.args.house, s.args.houseGames]).toEqual([['reincarnation', 'darkSouls'], 7]);
    const n = parseSoakArgs(['--house', 'none']);
    expect(n.ok && n.args.house).toEqual([]);
    expect(labels(['--house', 'ghosts'])).toMatch(/--house needs house rules from lastThree,reincarnation,darkSouls,scoring/);
    expect(labels(['--house-games', '0'])).toMatch(/--house-games needs a positive whole number/);
  });

  it('reject unknown flags, bad values and contradictions', () => {
    expect(labels(['--bogus'])).toBe('unknown argument --bogus');
    expect(labels(['10', '20'])).toBe('unknown argument 20');
    expect(labels(['--players', '11'])).toMatch(/--players needs player counts from 2 to 10/);
    expect(labels(['--players', '6-4'])).toMatch(/--players needs/);
    expect(labels(['--players'])).toMatch(/got nothing/);
    expect(labels(['--seed', '0'])).toMatch(/--seed needs a positive whole number/);
    expect(labels(['--variant', '--standard'])).toBe('--variant and --standard exclude each other');
    expect(labels(['--players', '5', '--variant'])).toMatch(/no role variant for 5 players/);
  });

  it('print the usage and exit 2 on a bad argument', () => {
    const r = spawnSync(process.execPath, [join(import.meta.dirname, '..', '..', 'scripts', 'soak.ts'), '--players', '6', '--fast'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^soak: unknown argument --fast\nusage: npm run soak -- /);
    expect(r.stdout).toBe('');
  }, 30_000); // starts Node: seconds on a busy machine
});
