// Choices: each legal input with a stable key and a plain label.
import type { Choice, Input } from './types.ts';

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
 * A choice whose label is written only when read. The play phase offers every card against every
 * target it may take, and a random game (the bench, the invariant suite) reads none of the labels;
 * the label is an own enumerable getter, so JSON and the sandbox see it as a plain string.
 */
export function lazyChoice(input: Input, label: () => string): Choice {
  let text: string | undefined;
  return {
    key: inputKey(input),
    get label() {
      text ??= label();
      return text;
    },
    input,
  };
}
