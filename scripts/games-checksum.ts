// A checksum of played games, so the bench and the soak can show that two runs (before and after a
// refactor, on two trees) played the same games: FNV-1a (32-bit) over each game's seed, inputs,
// step count, winner and every log fact (name, clause, seat and text). It reads only what a ruling
// decides, not the state's shape, so a new field in the state leaves it alone while any change of a
// ruling, a log line or a random pick changes it.
import { logFacts } from '../src/engine/log-book.ts';
import type { GameState } from '../src/engine/types.ts';

export class GamesChecksum {
  private h = 0x811c9dc5;
  private n = 0;

  private text(s: string): void {
    let h = this.h;
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    this.h = h ^ 0x1f; // a separator, so "ab"+"c" and "a"+"bc" differ
  }

  /** Adds one finished game. */
  add(seed: number, inputs: readonly string[], steps: number, final: GameState): void {
    this.n++;
    this.text(`${seed}:${steps}:${final.winner ?? '-'}`);
    for (const k of inputs) this.text(k);
    for (const f of logFacts(final)) this.text(`${f.fact} ${f.clause} ${f.seat ?? ''} ${f.text}`);
  }

  get games(): number {
    return this.n;
  }

  /** "n games, checksum xxxxxxxx". */
  toString(): string {
    return `${this.n} games, checksum ${(this.h >>> 0).toString(16).padStart(8, '0')}`;
  }
}
