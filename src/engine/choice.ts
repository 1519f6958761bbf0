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

/** A choice of any game (Sanguosha's is `Choice`, types.ts): its input, a stable key and a plain label. */
export interface ChoiceOf<I> {
  readonly key: string;
  readonly label: string;
  readonly input: I;
}

/** A game's choice makers, from its key function: a second game (the trading card game) gets the same lazy class with its own state, inputs and labels. */
export interface ChoiceKit<G, I> {
  choice(input: I, label: string): ChoiceOf<I>;
  /** A choice whose label `labelOf(state, input)` writes when it is first read. */
  lazyChoice<J extends I>(input: J, state: G, labelOf: (state: G, input: J) => string): ChoiceOf<I>;
}

export function choiceKit<G, I>(keyOf: (input: I) => string): ChoiceKit<G, I> {
  /**
   * A choice whose key and label are written only when read. The play phase offers every card against every
   * target it may take (about 600 choices a game), and a random game (the bench, the invariant
   * suite) reads none of the labels. A class with a `label` getter: an object literal with its own
   * getter costs about a microsecond to create in V8, a class instance a few tens of nanoseconds.
   * The label is written by a shared function of the game state and the input, so no closure is made
   * per choice; the key function is the kit's, so no field holds it either. `toJSON` gives the same JSON as a plain choice.
   */
  class LazyChoice implements ChoiceOf<I> {
    readonly input: I;
    #key: string | undefined;
    #label: string | undefined;
    readonly #state: G;
    readonly #labelOf: (state: G, input: I) => string;

    constructor(input: I, state: G, labelOf: (state: G, input: I) => string) {
      this.input = input;
      this.#state = state;
      this.#labelOf = labelOf;
    }

    /** Written when first read, too: a random game reads the key of the one choice it takes. */
    get key(): string {
      if (this.#key === undefined) this.#key = keyOf(this.input);
      return this.#key;
    }

    get label(): string {
      if (this.#label === undefined) this.#label = this.#labelOf(this.#state, this.input);
      return this.#label;
    }

    toJSON(): ChoiceOf<I> {
      return { key: this.key, label: this.label, input: this.input };
    }
  }
  return {
    choice: (input, label) => ({ key: keyOf(input), label, input }),
    lazyChoice: (input, state, labelOf) => new LazyChoice(input, state, labelOf as (state: G, input: I) => string),
  };
}

const SANGUOSHA_CHOICES = choiceKit<GameState, Input>(inputKey);

export function choice(input: Input, label: string): Choice {
  return SANGUOSHA_CHOICES.choice(input, label);
}

/** A choice whose label `labelOf(state, input)` writes when it is first read. */
export function lazyChoice<I extends Input>(input: I, state: GameState, labelOf: (state: GameState, input: I) => string): Choice {
  return SANGUOSHA_CHOICES.lazyChoice(input, state, labelOf);
}
