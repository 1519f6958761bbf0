// What each frame of the resolution stack is, in one title and one line of explanation, read from
// the frame's own fields (the engine decides; this only puts it into words). Pure. Not in a
// scenario page's first load: the scripted line's stacks come worked out in its props (stackTable,
// at build time; stacks.ts reads them); the page loads this module for a branch (use-sandbox.ts).
import type { Frame } from '../../engine/frames/frame-types.ts';
import type { Timing } from '../../engine/skills/skill-types.ts';
import type { GameState, VirtualCard } from '../../engine/types.ts';
import type { Names } from './names.ts';
import type { FrameRow, Snapshot, StackTable } from './types.ts';
import { PHASE } from './view-model.ts';

export interface FrameView {
  readonly key: string; // stable across steps: 'turn', 'phase' or the frame id
  readonly kind: string;
  readonly title: string;
  readonly detail: string;
  readonly clause: string;
}

const TURN_STEP: Readonly<Record<string, string>> = {
  'turn.begin': 'The turn is about to begin.', 'phase.begin': 'The phase is beginning.', 'phase.main': 'The phase is under way.',
  'phase.end': 'The phase is ending.', 'turn.ending': 'The turn ends once what is resolving has finished.', 'turn.end': 'The turn is ending.',
};
/** Every timing point, in words with its Chinese name; distinct timing points have distinct names (①/② as in the rule set). */
export const TIMING: Readonly<Record<Timing, string>> = {
  'phase.before': 'before the phase begins (阶段切换时)', 'phase.start': 'at the start of the phase (阶段开始时)',
  'phase.draw': 'when drawing in the draw phase (摸牌阶段摸牌时)', 'phase.end': 'at the end of the phase (阶段结束时)',
  'card.used': 'when the card is used (使用时)', 'target.specified': 'after targets are specified (指定目标后)',
  'target.confirming': 'when becoming a target (成为目标时)', 'target.confirmed': 'after becoming a target (成为目标后)',
  'effect.taking': 'when the card takes effect (生效时)', 'effect.cancelled': 'after the effect is cancelled (抵消后)',
  'turn.end': 'at the end of the turn (回合结束时)', 'cards.lost': 'after cards are lost (失去牌后)',
  'damage.caused': 'when damage is dealt, to change it (造成伤害时①)', 'damage.causedFinal': 'when damage is dealt, its amount final (造成伤害时②)',
  'damage.inflicted': 'when damage is taken, to change it (受到伤害时①)', 'damage.inflictedFinal': 'when damage is taken, its amount final (受到伤害时②)',
  'damage.afterSource': 'after damage is dealt (造成伤害后)', 'damage.afterTarget': 'after damage is taken (受到伤害后)',
  'judgment.after': 'after the judgment takes effect (判定生效后)',
};

const USE_STAGE: Readonly<Record<string, string>> = {
  declared: 'Announced: the card and its targets are declared.',
  specified: 'Targets are specified (指定目标后).', confirming: 'Targets are becoming targets (成为目标时).',
  confirmed: 'Targets have become targets (成为目标后).', before: 'About to take effect.', finished: 'Finished: the card goes to the discard pile.',
};
const JUDGE_STAGE: Readonly<Record<string, string>> = {
  reveal: 'Next: the top card of the draw pile is revealed as the judgment card.', retrial: 'Retrial window: a retrial skill may replace the judgment card (改判).',
  after: 'The judgment card takes effect (判定牌生效).', done: 'The judgment is complete; its card goes to the discard pile.',
};
const DEATH_STAGE: Readonly<Record<string, string>> = {
  reveal: 'The role card is revealed.', check: 'Victory conditions are checked.', bury: 'All of the dead player’s cards are discarded.',
  reward: 'Rewards and penalties for the kill.', done: 'The death is resolved.',
};
const DELAYED_STAGE: Readonly<Record<string, string>> = {
  window: 'A Nullification may be used before it takes effect.', judge: 'Its judgment comes next.', apply: 'Its judgment result is applied.', done: 'Resolved.',
};
const DAMAGE_STAGE: Readonly<Record<string, string>> = {
  hp: 'Next: the target’s HP is reduced.', conduct: 'Next: the damage passes along the Iron Chain, if the target was chained.', done: 'Resolved.',
};

function cardWords(n: Names, v: VirtualCard): string {
  const first = v.cards[0];
  const face = first !== undefined && v.cards.length === 1 ? n.card(first) : null;
  if (face && face.kind === v.kind) return `${face.name} ${face.symbol}${face.rank}`;
  const from = v.cards.length ? ` (from ${v.cards.map((id) => n.cardText(id)).join(' + ')})` : '';
  return `${n.kind(v.kind)}${from}`;
}

function frameView(f: Frame, n: Names): FrameView {
  const key = String(f.id);
  const s = (id: string | null) => n.seat(id);
  switch (f.kind) {
    case 'useCard': {
      const target = f.targets[f.index];
      const detail = f.stage === 'effect'
        ? `Taking effect on ${target ? s(target) : 'its target'}${f.targets.length > 1 ? ` (target ${f.index + 1} of ${f.targets.length})` : ''}${f.cancelled ? '; cancelled' : ''}.`
        : USE_STAGE[f.stage] ?? f.stage;
      const on = f.targets.length ? ` on ${f.targets.map(s).join(', ')}` : '';
      return { key, kind: f.kind, title: `${cardWords(n, f.card)} used by ${s(f.user)}${on}`, detail, clause: 'general.card-handling.use' };
    }
    case 'respond': {
      const want = n.kind(f.want);
      // Counted as the engine's prompt counts: the response being asked for, "(1 of 2)" before the first.
      const count = f.needed > 1 ? (f.got < f.needed ? ` (${f.got + 1} of ${f.needed})` : ` (all ${f.needed} given)`) : '';
      return { key, kind: f.kind, title: `${want} window: ${s(f.seat)}`, detail: `${s(f.seat)} may ${f.mode} a ${want} against ${f.reason}${count}.`, clause: 'general.card-handling.play-response' };
    }
    case 'nullify':
      return { key, kind: f.kind, title: 'Nullification window', detail: `Against ${f.about}. Nullifications so far: ${f.count}.${f.queue.length ? ` Still to ask: ${f.queue.map(s).join(', ')}.` : ''}`, clause: 'cards.nullification.chain' };
    case 'judgment': {
      const card = f.card ? ` Judgment card: ${n.cardText(f.card)}.` : '';
      return { key, kind: f.kind, title: `Judgment for ${n.name(f.reason)}: ${s(f.seat)}`, detail: `${JUDGE_STAGE[f.stage] ?? f.stage}${card}`, clause: 'general.card-handling.judgment' };
    }
    case 'damage': {
      const what = `${f.amount} ${f.nature ? `${f.nature} ` : ''}damage to ${s(f.target)}${f.source ? ` from ${s(f.source)}` : ', no source'}`;
      const timing = (TIMING as Readonly<Record<string, string>>)[`damage.${f.stage}`];
      const detail = timing ? `Timing point: ${timing}.` : DAMAGE_STAGE[f.stage] ?? f.stage;
      return { key, kind: f.kind, title: `Damage: ${what}${f.conducted ? ' (along the chain)' : ''}`, detail, clause: f.stage === 'conduct' ? 'cards.iron-chain.conduction' : 'identity.damage.sequence' };
    }
    case 'dying':
      return { key, kind: f.kind, title: `${s(f.seat)} is dying`, detail: f.queue.length ? `Asking for a Peach, in turn: ${f.queue.map(s).join(', ')}.` : 'Nobody is left to ask for a Peach.', clause: 'general.flow.dying' };
    case 'death':
      return { key, kind: f.kind, title: `${s(f.seat)} dies`, detail: DEATH_STAGE[f.stage] ?? f.stage, clause: 'general.flow.death' };
    case 'triggers':
      return { key, kind: f.kind, title: `Timing point: ${(TIMING as Readonly<Record<string, string>>)[f.timing] ?? f.timing}`, detail: `Waiting to act: ${f.items.map((i) => `${n.name(i.skill)} (${s(i.seat)})`).join(', ')}.`, clause: 'general.events.timing' };
    case 'discard':
      return { key, kind: f.kind, title: `${s(f.seat)} discards`, detail: `${f.remaining} more card${f.remaining === 1 ? '' : 's'} from ${f.from === 'hand' ? 'the hand' : 'the hand or equipment'}: ${f.reason}.`, clause: f.clause };
    case 'choose': {
      const house = HOUSE_FRAMES[f.purpose]; // the house rules' frames: two ask no one
      if (house) return { key, kind: f.kind, title: house[0].replace('SEAT', s(f.seat)), detail: house[1], clause: house[2] };
      return { key, kind: f.kind, title: `${s(f.seat)} chooses`, detail: `A choice for ${n.name(f.purpose)}.`, clause: 'general.skill-wording.choose-one' };
    }
    case 'delayed':
      return { key, kind: f.kind, title: `${n.cardText(f.card)}${f.card.split('#')[0] === f.trick ? '' : ` as ${n.kind(f.trick)}`} in ${s(f.seat)}’s judgment zone`, detail: `${DELAYED_STAGE[f.stage] ?? f.stage}${f.nullified ? ' It was nullified.' : ''}`, clause: 'general.cards.delayed-tricks' };
    case 'duel': {
      const who = f.turn === 'target' ? f.target : f.user;
      const need = f.turn === 'target' ? f.needTarget : f.needUser;
      return { key, kind: f.kind, title: `Duel: ${s(f.user)} against ${s(f.target)}`, detail: f.stage === 'damage' ? `${s(f.loser)} did not play a Strike and takes the damage.` : `${s(who)} must play ${need} Strike${need === 1 ? '' : 's'} this round${need > 1 ? ' (Matchless)' : ''}.`, clause: 'cards.duel.rounds' };
    }
  }
}

/** Every clause the stack view cites by itself (a discard frame cites the engine's clause). */
export const STACK_CLAUSES: readonly string[] = [
  'general.flow.turn', 'general.flow.phases', 'general.card-handling.use', 'general.card-handling.play-response', 'cards.nullification.chain',
  'general.card-handling.judgment', 'identity.damage.sequence', 'cards.iron-chain.conduction', 'general.flow.dying', 'general.flow.death',
  'general.events.timing', 'general.skill-wording.choose-one', 'general.cards.delayed-tricks', 'cards.duel.rounds',
  'variants.last-three.rule', 'variants.last-three.all-out', 'variants.dark-souls.overview', 'variants.dark-souls.xuanwu', 'variants.dark-souls.you-zhu',
];

/** The resolution stack, outermost first: the turn, its phase, then every frame (innermost last). */
export function stackView(g: GameState, n: Names): FrameView[] {
  const turn: FrameView = { key: 'turn', kind: 'turn', title: `Turn ${g.turn}: ${n.seat(g.seats[g.current]?.id ?? null)}`, detail: TURN_STEP[g.step] ?? '', clause: 'general.flow.turn' };
  const phase: FrameView = { key: 'phase', kind: 'phase', title: `Phase: ${PHASE[g.phase] ?? g.phase}`, detail: 'Each phase resolves in order; a card or effect in progress is stacked above it.', clause: 'general.flow.phases' };
  return [turn, ...(g.phase === 'none' ? [] : [phase]), ...g.stack.map((f) => frameView(f, n))];
}

/** A timeline's stacks worked out here, each step's the first time it is asked for (a branch; props without a table). */
export function stacksOf(t: { readonly snapshots: readonly Snapshot[] }, n: Names): (step: number) => readonly FrameView[] {
  const kept: (readonly FrameView[] | undefined)[] = [];
  return (i) => (kept[i] ??= stackView((t.snapshots[i] as Snapshot).game, n));
}

/** The stacks of a timeline as the props carry them (build time): every distinct frame view once, and each step's stack as indexes of those (types.ts StackTable). */
export function stackTable(t: { readonly snapshots: readonly Snapshot[] }, n: Names): StackTable {
  const rows: FrameRow[] = [];
  const index = new Map<string, number>();
  const steps = t.snapshots.map((s) => stackView(s.game, n).map((f) => {
    const row = [f.key, f.kind, f.title, f.detail, f.clause] as const;
    const key = JSON.stringify(row);
    let at = index.get(key);
    if (at === undefined) { at = rows.length; rows.push(row); index.set(key, at); }
    return at;
  }));
  const column = (j: number) => rows.map((r) => r[j] as string);
  return { columns: [column(0), column(1), column(2), column(3), column(4)], steps };
}

/** The house rules' choose frames (modes/house): title (SEAT: the frame's seat), detail, clause. */
const HOUSE_FRAMES: Readonly<Record<string, readonly [string, string, string]>> = {
  'house:last-three-loss': ['The last three lose HP', 'Every living player loses 1 HP at the same time as the round begins.', 'variants.last-three.rule'],
  'house:last-three-check': ['Out together: the win check waits', 'The winner is decided once every player this loss left dying has been saved or has died.', 'variants.last-three.all-out'],
  'house:possess': ['SEAT becomes a dark soul', 'The eliminated player chooses a living player to possess.', 'variants.dark-souls.overview'],
  'house:xuanwu': ['Xuanwu (SEAT) may exchange', 'Xuanwu may exchange its card for a hand card of its host.', 'variants.dark-souls.xuanwu'],
  'house:you-zhu': ['You Zhu (SEAT) may act', 'You Zhu may make its host discard every hand card and draw as many.', 'variants.dark-souls.you-zhu'],
  'house:offering': ['SEAT may make an offering', 'As a turn ends, each other living player may give one hand card to an eliminated player.', 'variants.reincarnation.offerings'],
};
