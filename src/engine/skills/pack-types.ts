// A hero pack: the skills of a few heroes, with the decisions (choose-frame purposes) and judgment
// results those skills raise. Each pack is its own module, so the browser can load only the packs a
// table needs (rules/load.ts); Node, the tests and the build install every pack (skills/install.ts).
// Types only.
import type { HeroId } from '../data/hero-facts.ts';
import type { Chooser } from '../frames/chooser.ts';
import type { JudgmentFrame } from '../frames/frame-types.ts';
import type { GameState } from '../types.ts';
import type { SkillDef } from './skill-types.ts';

/** What a skill's judgment card means (Eye for an Eye, Goddess Luo …), by the judgment's reason. */
export type JudgmentResult = (state: GameState, f: JudgmentFrame, judged: string) => GameState;

export interface HeroPack {
  /** The pack's id: its module's name (skills/heroes/<id>.ts), which is also its chunk's name in the build. */
  readonly id: string;
  /** The heroes whose every skill the pack holds. */
  readonly heroes: readonly HeroId[];
  /** Their skills by skill id, in the revised wording (source 000). */
  readonly revised: Readonly<Record<string, SkillDef>>;
  /** Their skills in the classic (2008) wording, where it differs. */
  readonly classic: Readonly<Record<string, SkillDef>>;
  /** The purposes of the choose frames their skills push. */
  readonly choosers: Readonly<Record<string, Chooser>>;
  /** The judgment results their skills ask for, by reason. */
  readonly judgments: Readonly<Record<string, JudgmentResult>>;
}
