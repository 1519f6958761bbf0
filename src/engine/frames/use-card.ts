// Using a card (engine-facts §1.a): it goes to the processing area; the target timings run
// (becoming a target 成为目标时 → specified 指定目标后 → confirmed 成为目标后), then each target in
// turn: armor, the window (Dodge or Nullification), the effect. Then what is left goes to the
// discard pile. 指定目标时 (TargetSpecifying, before becoming a target) is not raised: no skill or
// equipment of the implemented heroes and cards acts there, and each timing is a step the sandbox
// shows; a skill that needs it adds a stage before 'confirming'.
import { CL, cardClause } from '../clause-ids.ts';
import { card, treatedAsData, virtualName } from '../cards-lookup.ts';
import { behaviour } from '../cards/index.ts';
import type { Timing } from '../skills/skill-types.ts';
import { log, pop, seatOf, setTop, who } from '../state.ts';
import { clearProcessing, drawCards, moveCards } from '../zones.ts';
import type { GameState } from '../types.ts';
import type { UseCardFrame } from './frame-types.ts';
import { noInput, type FrameHandler } from './handler.ts';
import { pushNullify, pushRespond, pushTriggersAt } from './make.ts';

const ORDER: Record<string, UseCardFrame['stage']> = { confirming: 'specified', specified: 'confirmed', confirmed: 'before' };
const TIMING: Record<string, Timing> = { confirming: 'target.confirming', specified: 'target.specified', confirmed: 'target.confirmed' };

function declare(state: GameState, f: UseCardFrame): GameState {
  let s = moveCards(state, f.card.cards, { zone: 'processing' });
  const kind = f.card.kind;
  const isStrike = kind === 'strike' || kind === 'fire-strike' || kind === 'thunder-strike';
  let extra = f.extra;
  if (isStrike && !f.extra['free']) s = { ...s, turnInfo: { ...s.turnInfo, strikesUsed: s.turnInfo.strikesUsed + 1 } };
  if (isStrike && s.phase === 'play' && s.seats[s.current]?.id === f.user) s = { ...s, turnInfo: { ...s.turnInfo, strikesInPlay: s.turnInfo.strikesInPlay + 1 } };
  if (isStrike && s.turnInfo.wineBonus > 0 && s.seats[s.current]?.id === f.user) {
    extra = { ...extra, wine: s.turnInfo.wineBonus };
    s = { ...s, turnInfo: { ...s.turnInfo, wineBonus: 0 } };
  }
  if (kind === 'wine') s = { ...s, turnInfo: { ...s.turnInfo, wineUsed: s.turnInfo.wineUsed + 1 } };
  const on = f.targets.length && !(f.targets.length === 1 && f.targets[0] === f.user) ? ` on ${f.targets.map((t) => who(s, t)).join(', ')}` : '';
  const clause = f.card.cards.length === 0 ? CL.treatedAs : f.card.skill ? CL.useAs : cardClause(kind);
  s = log(s, { fact: 'card.used', clause, seat: f.user, data: { kind, targets: f.targets.join(','), ...treatedAsData(f.card.cards, f.card.kind, f.card.skill) }, text: `${who(s, f.user)} uses ${virtualName(f.card)}${f.card.skill ? ` (${f.card.skill})` : ''}${on}${extra['wine'] ? ', strengthened by Wine (+1 damage)' : ''}.` });
  s = setTop(s, { ...f, stage: 'confirming', extra });
  return pushTriggersAt(s, 'card.used', f.id, [f.user]);
}

/** Armor that stops a card outright: Renwang Shield (black Strike), Vine (plain Strike, Barbarian Invasion, Arrow Barrage). */
function armorStops(state: GameState, f: UseCardFrame, target: string): string | null {
  const t = seatOf(state, target);
  const ignored = Array.isArray(f.extra['armorIgnored']) && (f.extra['armorIgnored'] as readonly string[]).includes(target);
  if (!t.equipment.armor || ignored) return null;
  const armor = card(t.equipment.armor).kind;
  const k = f.card.kind;
  const strike = k === 'strike' || k === 'fire-strike' || k === 'thunder-strike';
  if (armor === 'renwang-shield' && strike && f.card.colour === 'black') return 'renwang-shield';
  if (armor === 'vine' && ((k === 'strike' && f.card.nature === null) || k === 'barbarian-invasion' || k === 'arrow-barrage')) return 'vine';
  return null;
}

function effectStep(state: GameState, f: UseCardFrame): GameState {
  const b = behaviour(f.card.kind);
  const target = (b?.effectTargets ? b.effectTargets(f) : f.targets)[f.index];
  if (!b || target === undefined) return setTop(state, { ...f, stage: 'finished' });
  const next = () => setTop(state, { ...f, sub: 'next' });
  switch (f.sub) {
    case 'start': {
      if (!seatOf(state, target).alive) return next();
      if (b.skip?.(state, f, target)) return log(next(), { fact: 'target.skipped', clause: cardClause(f.card.kind), seat: target, text: `${who(state, target)} is not wounded: Peach Garden has no effect on them.` });
      const armor = armorStops(state, f, target);
      if (armor) return log(next(), { fact: 'card.noEffect', clause: cardClause(armor), seat: target, text: `${virtualName(f.card)} has no effect on ${who(state, target)} (${armor === 'vine' ? 'Vine' : 'Renwang Shield'}).` });
      return setTop(state, { ...f, sub: 'window', cancelled: false });
    }
    case 'window': {
      const s = setTop(state, { ...f, sub: 'cancelled' });
      if (b.window === 'dodge' && f.extra[`noDodge:${target}`] === true) {
        return log(s, { fact: 'dodge.forbidden', clause: String(f.extra[`noDodgeClause:${target}`] ?? CL.strikeDodge), seat: target, text: `${who(state, target)} cannot use a Dodge against ${virtualName(f.card)}.` });
      }
      if (b.window === 'dodge') {
        const dodges = f.extra[`dodges:${target}`];
        const ignored = Array.isArray(f.extra['armorIgnored']) && (f.extra['armorIgnored'] as readonly string[]).includes(target);
        return pushRespond(s, f.id, { seat: target, want: 'dodge', mode: 'use', needed: typeof dodges === 'number' ? dodges : 1, reason: `${virtualName(f.card)} from ${who(state, f.user)}`, from: f.user, armorIgnored: ignored });
      }
      if (b.window === 'nullify') return pushNullify(s, f.id, `${virtualName(f.card)} on ${who(state, target)}`, target, f.extra['unnullifiable'] === true);
      return s;
    }
    case 'cancelled': {
      if (!f.cancelled) { // 生效时: the card takes effect on this target (Humility, revised)
        const s = setTop(state, { ...f, sub: 'apply' });
        return pushTriggersAt(s, 'effect.taking', f.id, [target]);
      }
      if (b.window !== 'dodge') return log(next(), { fact: 'effect.cancelled', clause: CL.cancel, seat: target, text: `${virtualName(f.card)} has no effect on ${who(state, target)}.` });
      const s = log(setTop(state, { ...f, sub: 'apply' }), { fact: 'effect.cancelled', clause: CL.strikeDodge, seat: target, text: `The Strike on ${who(state, target)} is cancelled by Dodge.` });
      return pushTriggersAt(s, 'effect.cancelled', f.id, [target]);
    }
    case 'apply':
      if (f.cancelled) return next();
      return b.effect(setTop(state, { ...f, sub: 'resolve' }), f, target);
    case 'resolve':
      return b.resolve ? b.resolve(next(), f, target) : next();
    case 'next': {
      const ignored = Array.isArray(f.extra['armorIgnored']) ? (f.extra['armorIgnored'] as readonly string[]).filter((x) => x !== target) : [];
      return setTop(state, { ...f, index: f.index + 1, sub: 'start', cancelled: false, extra: { ...f.extra, armorIgnored: ignored } });
    }
  }
}

export const useCardHandler: FrameHandler<UseCardFrame> = {
  decide: () => null,
  advance(state, f) {
    switch (f.stage) {
      case 'declared': return declare(state, f);
      case 'confirming':
      case 'specified':
      case 'confirmed': {
        const timing = TIMING[f.stage];
        const s = setTop(state, { ...f, stage: ORDER[f.stage] ?? 'before' });
        return timing ? pushTriggersAt(s, timing, f.id, f.targets) : s;
      }
      case 'before': {
        const b = behaviour(f.card.kind);
        if (b?.placement) {
          const target = f.targets[0] ?? f.user;
          // Placed, not resolved; the finished stage still runs (a skill may draw afterwards).
          return b.effect(setTop(state, { ...f, stage: 'finished' }), f, target);
        }
        const s = setTop(state, { ...f, stage: 'effect' });
        return b?.before ? b.before(s, f) : s;
      }
      case 'effect': return effectStep(state, f);
      case 'finished': {
        const b = behaviour(f.card.kind);
        let s = b?.after ? b.after(state, f) : state;
        s = clearProcessing(pop(s), f.card.cards);
        const drawer = f.extra['drawAfter'];
        return typeof drawer === 'string' && seatOf(s, drawer).alive ? drawCards(s, drawer, 1, ` (${String(f.extra['drawSkill'] ?? f.card.skill ?? 'skill')})`, typeof f.extra['drawClause'] === 'string' ? f.extra['drawClause'] : undefined) : s;
      }
    }
  },
  apply: noInput('useCard'),
};
