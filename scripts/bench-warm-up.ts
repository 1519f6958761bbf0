// The warm-up of `npm run bench` (shared by the main thread and the workers): games of seeds the
// timed passes do not use, played before a thread is timed, while V8 finishes compiling.
export const WARM_UP = 300;

export function warmUpSeeds(): number[] {
  return Array.from({ length: WARM_UP }, (_, i) => 100_001 + i);
}
