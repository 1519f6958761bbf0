// The rules statechart (XState v5). It models the turn's progress and every response window; the
// recursion lives in the engine's frame stack. "resolving" advances one rule event per `rule.step`
// and routes, with eventless transitions, to the window the top frame waits in. Each window takes
// the players' inputs (events named noun.verb) when they are legal. `rule.settle` (or an input sent
// with `settle: true`) runs every automatic event up to the next decision in one transition, for
// clients that play rather than watch. No child actors: pure transition functions step it, so
// snapshots can go back, forward and branch.
import { assign, setup } from 'xstate';
import { advance, applyInput, decisionOf, findChoice, runToDecision } from '../engine/engine.ts';
import type { DecisionKind, GameState, Input } from '../engine/types.ts';

/** A player's input; with `settle`, the automatic rule events after it run in the same transition. */
export type InputEvent = Input & { readonly settle?: boolean };
export type RuleEvent = { readonly type: 'rule.step' } | { readonly type: 'rule.settle' };
export type FlowEvent = InputEvent | RuleEvent;
export interface FlowContext {
  readonly game: GameState;
}

// One window per decision kind and one transition per input type in every window. Both are records
// keyed by the engine's unions, so a new decision kind or input type is a type error here until the
// chart handles it (XState drops an event no transition handles, without an error).
type WindowText = { readonly description: string; readonly clause: string };
const WINDOW_TEXT: { readonly [K in DecisionKind]: WindowText } = {
  play: { description: 'The current player’s play phase: use a card or a skill, or end the phase.', clause: 'general.flow.phases' },
  respond: { description: 'A response window: the asked player may use or play the card asked for (Dodge, Strike).', clause: 'general.card-handling.play-response' },
  nullify: { description: 'A Nullification window: any living player may nullify the trick’s effect on this target.', clause: 'cards.nullification.chain' },
  dying: { description: 'A player is dying: everyone, from the current player, is asked for a Peach.', clause: 'general.flow.dying' },
  retrial: { description: 'A retrial window: holders of a retrial skill may replace the judgment card.', clause: 'general.card-handling.judgment' },
  trigger: { description: 'A timing point: a player decides whether (and in which order) their skills act.', clause: 'general.events.timing' },
  discard: { description: 'A player discards cards one at a time.', clause: 'general.card-handling.discard' },
  choose: { description: 'A card or skill asks a player to choose (a card, a player or an option).', clause: 'general.skill-wording.choose-one' },
};
/** Every input type the windows take (the value says what it is). */
export const INPUT_TYPE_TEXT: { readonly [T in Input['type']]: string } = {
  'card.use': 'use a card (or a skill that uses one)', 'card.recast': 'recast a card', 'response.play': 'play a card in response',
  'response.pass': 'pass', 'skill.invoke': 'invoke a skill', 'skill.decline': 'decline a skill', 'card.choose': 'choose a card',
  'option.choose': 'choose an option', 'phase.end': 'end the play phase',
};

const keysOf = <K extends string>(r: { readonly [k in K]: unknown }): K[] => Object.keys(r) as K[];
const WINDOWS: readonly ({ readonly kind: DecisionKind } & WindowText)[] = keysOf(WINDOW_TEXT).map((kind) => ({ kind, ...WINDOW_TEXT[kind] }));
const INPUT_TYPES: readonly Input['type'][] = keysOf(INPUT_TYPE_TEXT);

function isRuleEvent(e: FlowEvent): e is RuleEvent {
  return e.type === 'rule.step' || e.type === 'rule.settle';
}

type Guard = (args: { context: FlowContext; event: FlowEvent }) => boolean;
const awaits = (kind: DecisionKind): Guard => ({ context }) => decisionOf(context.game)?.kind === kind;

// Where an input sent with `settle` leads is known only once it is applied and the rules settle, so
// the result is computed once (by the first guard that asks) and kept for the other guards and the
// action of the same transition: the chart then goes from window to window in one microstep instead
// of entering `resolving` and routing from there. The same pure function of (game, event), kept.
// An illegal input has no outcome (null).
interface Kept {
  readonly game: GameState;
  readonly event: InputEvent;
  readonly result: GameState | null;
  readonly waits: DecisionKind | 'over' | null; // where the chart goes next when the input settled
}
let kept: Kept | null = null;

// The input behind the last event `inputEvent` made, so that the event's choice is found by
// identity, without writing its key (`send` makes the event and sends it at once).
let made: { readonly event: InputEvent; readonly input: Input } | null = null;

/** The chart event for a legal choice's input (a copy, with `settle` when asked). */
export function inputEvent(input: Input, settle: boolean): InputEvent {
  const event = settle ? { ...input, settle: true } : { ...input };
  made = { event, input };
  return event;
}

function outcome(game: GameState, event: InputEvent): Kept {
  if (kept && kept.game === game && kept.event === event) return kept;
  let result: GameState | null = null;
  const found = findChoice(game, made?.event === event ? made.input : event);
  if (found.ok) {
    const next = applyInput(game, found.choice.input);
    result = event.settle ? runToDecision(next) : next;
  }
  const waits = result === null || !event.settle ? null : result.winner !== null ? 'over' : (decisionOf(result)?.kind ?? null);
  kept = { game, event, result, waits };
  return kept;
}

/** For a legal input sent with `settle`: whether the rules then wait in this window (or the game is over). */
const settlesIn = (kind: DecisionKind | 'over'): Guard => ({ context, event }) =>
  !isRuleEvent(event) && event.settle === true && outcome(context.game, event).waits === kind;

const SETTLED: readonly (DecisionKind | 'over')[] = [...WINDOWS.map((w) => w.kind), 'over']; // guards are tried in this order

const AWAITS = Object.fromEntries(WINDOWS.map((w) => [`awaits.${w.kind}`, awaits(w.kind)])) as { readonly [K in DecisionKind as `awaits.${K}`]: Guard };
const SETTLES_IN = Object.fromEntries(SETTLED.map((k) => [`settlesIn.${k}`, settlesIn(k)])) as { readonly [K in DecisionKind | 'over' as `settlesIn.${K}`]: Guard };

export const rulesMachine = setup({
  types: { context: {} as FlowContext, events: {} as FlowEvent, input: {} as GameState },
  guards: {
    isOver: ({ context }) => context.game.winner !== null,
    isLegal: ({ context, event }) => !isRuleEvent(event) && outcome(context.game, event).result !== null,
    canAdvance: ({ context }) => context.game.winner === null && decisionOf(context.game) === null,
    ...AWAITS,
    ...SETTLES_IN,
  },
  actions: {
    advance: assign({ game: ({ context }) => advance(context.game) }),
    settle: assign({ game: ({ context }) => runToDecision(context.game) }),
    // An input sent with `settle` runs the automatic rule events after it in the same action.
    applyInput: assign({ game: ({ context, event }) => (isRuleEvent(event) ? context.game : (outcome(context.game, event).result ?? context.game)) }),
  },
}).createMachine({
  id: 'game',
  context: ({ input }) => ({ game: input }),
  initial: 'resolving',
  states: {
    resolving: {
      description: 'Rules resolve by themselves: the innermost frame of the resolution stack advances one rule event at a time.',
      meta: { clause: 'general.events.later-events-first' },
      always: [
        { guard: 'isOver', target: 'over' },
        ...WINDOWS.map((w) => ({ guard: `awaits.${w.kind}` as const, target: w.kind })),
      ],
      on: {
        'rule.step': { guard: 'canAdvance', actions: 'advance', description: 'One automatic rule event (the sandbox steps one at a time).' },
        'rule.settle': { guard: 'canAdvance', actions: 'settle', description: 'Every automatic rule event up to the next decision or the end of the game, in one transition.' },
      },
    },
    ...Object.fromEntries(
      WINDOWS.map((w) => [
        w.kind,
        {
          description: w.description,
          meta: { clause: w.clause },
          // A legal input goes to `resolving`; sent with `settle`, straight to where the rules then wait.
          on: Object.fromEntries(INPUT_TYPES.map((t) => [t, [
            ...SETTLED.map((k) => ({ guard: `settlesIn.${k}` as const, actions: 'applyInput' as const, target: k })),
            { guard: 'isLegal', actions: 'applyInput', target: 'resolving' },
          ]])),
        },
      ]),
    ),
    over: { type: 'final', description: 'The game is over: a side has won, or the game is a draw.', meta: { clause: 'identity.victory.lord' } },
  },
});

export const WINDOW_INFO = WINDOWS;
