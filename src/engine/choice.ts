// Choices: each legal input with a stable key and a plain label.
import type { Choice, GameState, Input } from './types.ts';

export function inputKey(input: Input): string {
  switch (input.type) {
    case 'card.use':
      return `${input.seat} use ${input.cards.join('+') || '-'} as ${input.as}${input.skill ? ` via ${input.skill}` : ''} -> ${input.targets.join(',')}`;
    case 'card.recast':
      return `${input.seat} recast ${input.card}`;
    case 'response.play':
      return `${input.seat} play ${input.cards.join('+') || '-'} as ${input.as}${input.skill ? ` via ${input.skill}` : ''}`;
    case 'response.pass':
      return `${input.seat} pass`;
    case 'skill.invoke':
      return `${input.seat} invoke ${input.skill}${input.cards?.length ? ` with ${input.cards.join('+')}` : ''}${input.targets?.length ? ` -> ${input.targets.join(',')}` : ''}`;
    case 'skill.decline':
      return `${input.seat} decline`;
    case 'card.choose':
      return `${input.seat} choose ${input.card}`;
    case 'option.choose':
      return `${input.seat} option ${input.option}`;
    case 'phase.end':
      return `${input.seat} end-phase`;
  }
}

export function choice(input: Input, label: string): Choice {
  return { key: inputKey(input), label, input };
}

/**
 * A choice whose key and label are written only when read. The play phase offers every card against every
 * target it may take (about 600 choices a game), and a random game (the bench, the invariant
 * suite) reads none of the labels. A class with a `label` getter: an object literal with its own
 * getter costs about a microsecond to create in V8, a class instance a few tens of nanoseconds.
 * The label is written by a shared function of the game state and the input, so no closure is made
 * per choice. `toJSON` gives the same JSON as a plain choice.
 */
class LazyChoice implements Choice {
  readonly input: Input;
  #key: string | undefined;
  #label: string | undefined;
  readonly #state: GameState;
  readonly #labelOf: (state: GameState, input: Input) => string;

  constructor(input: Input, state: GameState, labelOf: (state: GameState, input: Input) => string) {
    this.input = input;
    this.#state = state;
    this.#labelOf = labelOf;
  }

  /** Written when first read, too: a random game reads the key of the one choice it takes. */
  get key(): string {
    if (this.#key === undefined) this.#key = inputKey(this.input);
    return this.#key;
  }

  get label(): string {
    if (this.#label === undefined) this.#label = this.#labelOf(this.#state, this.input);
    return this.#label;
  }

  toJSON(): Choice {
    return { key: this.key, label: this.label, input: this.input };
  }
}

/** A choice whose label `labelOf(state, input)` writes when it is first read. */
export function lazyChoice<I extends Input>(input: I, state: GameState, labelOf: (state: GameState, input: I) => string): Choice {
  return new LazyChoice(input, state, labelOf as (state: GameState, input: Input) => string);
}
