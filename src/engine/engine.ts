// The engine's entry points: what decision the game waits for, one automatic rule step, and
// applying a player's choice. Pure functions of the JSON state.
import type { Frame, FrameKind } from './frames/frame-types.ts';
import type { FrameHandler } from './frames/handler.ts';
import { chooseHandler } from './frames/choose.ts';
import { damageHandler } from './frames/damage.ts';
import { deathHandler } from './frames/death.ts';
import { delayedHandler } from './frames/delayed.ts';
import { discardHandler } from './frames/discard.ts';
import { duelHandler } from './frames/duel.ts';
import { dyingHandler } from './frames/dying.ts';
import { judgmentHandler } from './frames/judgment.ts';
import { raiseLosses } from './frames/losses.ts';
import { nullifyHandler } from './frames/nullify.ts';
import { respondHandler } from './frames/respond.ts';
import { triggersHandler } from './frames/triggers.ts';
import { useCardHandler } from './frames/use-card.ts';
import { applyPlay, playDecision } from './play.ts';
import { top } from './state.ts';
import { hooksOf } from './modes/table.ts';
import { advanceTurn } from './turn.ts';
import type { Choice, Decision, GameState, Input } from './types.ts';
import { inputKey } from './choice.ts';
import './skills/install-core.ts'; // the composition root's core (the other rules: skills/install.ts, or rules/load.ts)

type Handlers = { readonly [K in FrameKind]: FrameHandler<Extract<Frame, { kind: K }>> };

const HANDLERS: Handlers = {
  useCard: useCardHandler, respond: respondHandler, nullify: nullifyHandler, judgment: judgmentHandler,
  damage: damageHandler, dying: dyingHandler, death: deathHandler, triggers: triggersHandler,
  discard: discardHandler, choose: chooseHandler, delayed: delayedHandler, duel: duelHandler,
};

function handler<F extends Frame>(f: F): FrameHandler<F> {
  return HANDLERS[f.kind] as unknown as FrameHandler<F>;
}

// States are immutable, so a state's decision can be remembered. A small ring of the last states
// asked about (a WeakMap costs an identity hash and GC work on every one of the thousands of
// states a game passes through; callers ask about the same few states again and again).
const RECENT = 4;
const recentStates: (GameState | undefined)[] = new Array<GameState | undefined>(RECENT).fill(undefined);
const recentDecisions: (Decision | null)[] = new Array<Decision | null>(RECENT).fill(null);
let nextSlot = 0;

/** The decision the game waits for, or null when the next step is automatic (or the game is over). */
export function decisionOf(state: GameState): Decision | null {
  for (let i = 0; i < RECENT; i++) if (recentStates[i] === state) return recentDecisions[i] ?? null;
  const d = computeDecision(state);
  recentStates[nextSlot] = state;
  recentDecisions[nextSlot] = d;
  nextSlot = (nextSlot + 1) % RECENT;
  return d;
}

function computeDecision(state: GameState): Decision | null {
  if (state.winner) return null;
  const f = top(state);
  if (f) return handler(f).decide(state, f);
  if (state.phase === 'play' && state.step === 'phase.main') return withModeChoices(state, playDecision(state));
  return null;
}

/** The play decision with the choices the mode adds (reincarnation: an offering), if any. */
function withModeChoices(state: GameState, d: Decision): Decision {
  const extra = hooksOf(state).playChoices(state);
  return extra.length ? { ...d, choices: [...d.choices, ...extra] } : d;
}

export function isOver(state: GameState): boolean {
  return state.winner !== null;
}

/** One automatic rule step. Throws when a decision is pending or the game is over. */
export function advance(state: GameState): GameState {
  if (state.winner) throw new Error('the game is over');
  if (decisionOf(state)) throw new Error('a decision is pending');
  const f = top(state);
  return settle(f ? handler(f).advance(state, f) : advanceTurn(state));
}

/** The choice matching an input (by key) among the legal ones, or an explanation of why it is not legal. */
export function findChoice(state: GameState, input: Input | string): { ok: true; choice: Choice } | { ok: false; error: string } {
  const d = decisionOf(state);
  if (!d) return { ok: false, error: state.winner ? 'the game is over' : 'no decision is pending' };
  if (typeof input !== 'string') for (const x of d.choices) if (x.input === input) return { ok: true, choice: x }; // the choice's own input: no key to write
  const key = typeof input === 'string' ? input : inputKey(input);
  const c = d.choices.find((x) => x.key === key);
  return c ? { ok: true, choice: c } : { ok: false, error: `"${key}" is not a legal choice now. ${d.prompt} Legal: ${d.choices.map((x) => `"${x.key}"`).join(', ')}` };
}

/** Applies a legal input; throws with the legal choices when it is not legal. */
export function applyInput(state: GameState, input: Input | string): GameState {
  const found = findChoice(state, input);
  if (!found.ok) throw new Error(found.error);
  const f = top(state);
  return settle(f ? handler(f).apply(state, f, found.choice.input) : hooksOf(state).applyPlayInput(state, found.choice.input) ?? applyPlay(state, found.choice.input));
}

/** Cards lost from hands and equipment zones during a step raise their "after losing cards" timing at once. */
function settle(state: GameState): GameState {
  return state.lost?.length && !state.winner ? raiseLosses(state) : state;
}

/** Advances until a decision is pending or the game is over (bounded, to catch a loop). */
export function runToDecision(state: GameState, limit = 100000): GameState {
  let s = state;
  for (let i = 0; i < limit; i++) {
    if (s.winner || decisionOf(s)) return s;
    s = advance(s);
  }
  throw new Error(`no decision after ${limit} automatic steps: the engine is looping`);
}
