// Sanguosha's engine as a flow core (core.ts): the engine's entry points, one window per decision
// kind and the list of input types, each a record keyed by the engine's unions.
import { advance, applyInput, decisionOf, findChoice, isOver, runToDecision } from '../engine/engine.ts';
import { createGame, type GameSetup } from '../engine/setup.ts';
import { logFacts } from '../engine/log-book.ts';
import type { DecisionKind, GameState, Input } from '../engine/types.ts';
import type { GameCore, WindowText } from './core.ts';

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

/** Every input type the windows take (the comments say what each is; the browser carries only the names). */
export const INPUT_TYPES: { readonly [T in Input['type']]: true } = {
  'card.use': true, // use a card (or a skill that uses one)
  'card.recast': true, // recast a card
  'response.play': true, // play a card in response
  'response.pass': true, // pass
  'skill.invoke': true, // invoke a skill
  'skill.decline': true, // decline a skill
  'card.choose': true, // choose a card
  'option.choose': true, // choose an option
  'phase.end': true, // end the play phase
};

// The chart's final state in general (its meta); a finished game's own text and clause come from ending().
const OVER: WindowText = { description: 'The game is over: a side has won, or the game is a draw.', clause: 'general.flow.death' };

/** How a finished game ended: the fact that ended it (the mode's win check, or the turn limit) and its clause (identity.victory.*, variants.3v3.goal …). */
function ending(game: GameState): WindowText {
  const facts = logFacts(game);
  for (let i = facts.length - 1; i >= 0; i--) {
    const f = facts[i];
    if (f && (f.fact === 'game.won' || f.fact === 'game.stopped')) return { description: `The game is over: ${f.text}`, clause: f.clause };
  }
  return OVER;
}

export const SANGUOSHA: GameCore<GameState, Input, DecisionKind, GameSetup> = {
  create: createGame,
  decisionOf, findChoice, applyInput, advance, isOver,
  runToDecision: (game) => runToDecision(game),
  windows: WINDOW_TEXT,
  inputTypes: INPUT_TYPES,
  over: OVER,
  ending,
  resolving: { description: 'Rules resolve by themselves: the innermost frame of the resolution stack advances one rule event at a time.', clause: 'general.events.later-events-first' },
};
