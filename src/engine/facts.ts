// Every log fact the engine records (noun.pastTense). Scenario files are checked against this list,
// so a misspelt fact in `log`, `logExcludes`, `until` or `notes` is an invalid file rather than an
// expectation that can never fail; a test plays games and scenarios and checks that every fact
// they log is listed here.
import { THREES_FACTS } from './modes/three-v-three/clauses.ts';

export const FACT_NAMES: readonly string[] = [
  ...THREES_FACTS,
  'armor.ignored', 'card.discarded', 'card.given', 'card.noEffect', 'card.obtained', 'card.placed', 'card.played', 'card.recast',
  'card.shown', 'card.used', 'cards.buried', 'cards.dealt', 'cards.discarded', 'cards.drawn', 'cards.exchanged', 'cards.looked',
  'cards.returned', 'cards.revealed', 'cards.setAside', 'cards.shown', 'chain.conducted', 'chain.reset', 'chain.set',
  'damage.dealt', 'damage.increased', 'damage.prevented', 'damage.reduced', 'damage.sourceless', 'delayed.judging',
  'dodge.forbidden', 'duel.lost', 'effect.cancelled', 'equipment.equipped', 'equipment.replaced', 'fireAttack.declined',
  'fireAttack.failed', 'game.drawn', 'game.stopped', 'game.won', 'handLimit.exceeded', 'hp.lost', 'hp.recovered',
  'judgment.escaped', 'judgment.failed', 'judgment.replaced', 'judgment.revealed', 'judgment.settled', 'judgment.succeeded',
  'lightning.missed', 'lightning.passed', 'lightning.stayed', 'lightning.struck', 'nullify.forbidden', 'offering.made',
  'peach.asked', 'peach.declined', 'phase.began', 'phase.ended', 'phase.skipWill', 'phase.skipped', 'pile.arranged',
  'pile.reshuffled', 'player.died', 'player.notSaved', 'player.reborn', 'player.saved', 'punishment.given', 'rebirth.failed',
  'response.declined', 'response.failed', 'reward.given', 'reward.none', 'skill.applied', 'skill.declined', 'skill.ended',
  'skill.failed', 'skill.invoked', 'skill.succeeded', 'skills.lost', 'soul.possessed', 'soul.used', 'suit.named',
  'target.changed', 'target.skipped', 'trick.nullified', 'trick.restored', 'turn.began', 'turn.ended', 'turn.skipped',
  'wine.drunk',
];

const KNOWN = new Set(FACT_NAMES);

export function isFactName(name: string): boolean {
  return KNOWN.has(name);
}
