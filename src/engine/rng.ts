// A seeded random generator (mulberry32) whose whole state is one number in the game state.
export function nextRandom(seed: number): { value: number; seed: number } {
  const s = (seed + 0x6d2b79f5) | 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, seed: s };
}

export function randomInt(seed: number, n: number): { value: number; seed: number } {
  const r = nextRandom(seed);
  return { value: Math.floor(r.value * n), seed: r.seed };
}

export function shuffle<T>(items: readonly T[], seed: number): { items: T[]; seed: number } {
  // randomInt(s, i + 1) written out (the same numbers): a game's setup and every reshuffle draw one
  // number per card, and two result objects per number were most of the shuffle's time.
  const out = items.slice();
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s + 0x6d2b79f5) | 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const j = Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * (i + 1));
    const x = out[i] as T;
    out[i] = out[j] as T;
    out[j] = x;
  }
  return { items: out, seed: s };
}
