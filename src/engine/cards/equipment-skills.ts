// Equipment effects as skills at their timing points (engine-facts §1.b).
import { cardClause as clause } from '../clause-ids.ts';
import { CARD_KINDS, type CardKindId } from '../data/card-rules.ts';
import { HERO_RULES } from '../data/hero-rules.ts';
import { card } from '../cards-lookup.ts';
import type { DamageFrame, UseCardFrame } from '../frames/frame-types.ts';
import { pushChoose, pushDiscard } from '../frames/make.ts';
import { frameById, log, seatOf, updateFrame, who } from '../state.ts';
import { allCardsOf } from '../zones.ts';
import { canBeTargeted } from '../values.ts';
import type { GameState } from '../types.ts';
import type { SkillDef, StatusDef, TriggerContext, TriggerDef, ViewAsDef } from '../skills/skill-types.ts';

const isStrike = (k: CardKindId) => k === 'strike' || k === 'fire-strike' || k === 'thunder-strike';

function strikeBy(state: GameState, ctx: TriggerContext): UseCardFrame | null {
  const f = frameById(state, ctx.host);
  return f && f.kind === 'useCard' && f.user === ctx.owner && isStrike(f.card.kind) ? f : null;
}
function damageBy(state: GameState, ctx: TriggerContext): DamageFrame | null {
  const f = frameById(state, ctx.host);
  return f && f.kind === 'damage' && f.source === ctx.owner && f.byStrike ? f : null;
}
function damageTo(state: GameState, ctx: TriggerContext): DamageFrame | null {
  const f = frameById(state, ctx.host);
  return f && f.kind === 'damage' && f.target === ctx.owner ? f : null;
}
function setAmount(state: GameState, f: DamageFrame, amount: number): GameState {
  return updateFrame(state, f.id, (x) => (x.kind === 'damage' ? { ...x, amount } : x));
}

/** An equipment card's effect as written here: its skill but the id, name and clauses, which are the card's (`equipment`). */
interface Effect {
  readonly status?: StatusDef;
  readonly trigger?: Omit<TriggerDef, 'clause'>;
  readonly viewAs?: Omit<ViewAsDef, 'clause'>;
}

function equipment(kind: CardKindId, e: Effect): SkillDef {
  const cl = clause(kind);
  return {
    id: kind, name: CARD_KINDS[kind].en, clause: cl,
    ...(e.status ? { status: e.status } : {}),
    ...(e.trigger ? { triggers: [{ ...e.trigger, clause: cl }] } : {}),
    ...(e.viewAs ? { viewAs: [{ ...e.viewAs, clause: cl }] } : {}),
  };
}

const EFFECTS: { readonly [K in CardKindId]?: Effect } = {
  crossbow: { status: { unlimitedStrikes: true } },
  'sword-of-blue-steel': {
    trigger: {
      timing: 'target.specified', optional: false,
      // A target who wears no armor has nothing for it to ignore: it does not act (nor ask to be ordered with Iron Cavalry).
      can: (s, ctx) => strikeBy(s, ctx) !== null && ctx.subject !== null && seatOf(s, ctx.subject).equipment.armor !== undefined,
      run(s, ctx) {
        const f = strikeBy(s, ctx) as UseCardFrame;
        const list = [...((f.extra['armorIgnored'] as readonly string[] | undefined) ?? []), ctx.subject as string];
        const next = updateFrame(s, f.id, (x) => (x.kind === 'useCard' ? { ...x, extra: { ...x.extra, armorIgnored: list } } : x));
        return log(next, { fact: 'armor.ignored', clause: clause('sword-of-blue-steel'), seat: ctx.subject as string, text: `Sword of Blue Steel: ${who(s, ctx.subject)}'s armor is ignored by this Strike.` });
      },
    },
  },
  'twin-swords': {
    trigger: {
      timing: 'target.specified', optional: true,
      can: (s, ctx) => strikeBy(s, ctx) !== null && ctx.subject !== null && genderOf(s, ctx.subject) !== genderOf(s, ctx.owner),
      label: (s, ctx) => `Invoke Twin Swords against ${who(s, ctx.subject)}`,
      run: (s, ctx) => pushChoose(log(s, { fact: 'skill.invoked', clause: clause('twin-swords'), seat: ctx.owner, text: `${who(s, ctx.owner)} invokes Twin Swords against ${who(s, ctx.subject)}.` }), { seat: ctx.subject as string, purpose: 'twin-swords', host: ctx.host, extra: { user: ctx.owner } }),
    },
  },
  'azure-dragon': {
    trigger: {
      timing: 'effect.cancelled', optional: true,
      can: (s, ctx) => strikeBy(s, ctx) !== null && ctx.subject !== null && seatOf(s, ctx.subject).alive && canBeTargeted(s, ctx.subject, 'strike'), // Empty Fort: not once he has no hand cards
      label: (s, ctx) => `Use another Strike on ${who(s, ctx.subject)} (Azure Dragon)`,
      run: (s, ctx) => pushChoose(s, { seat: ctx.owner, purpose: 'azure-dragon', host: ctx.host, extra: { target: ctx.subject as string } }),
    },
  },
  'rock-cleaving-axe': {
    trigger: {
      timing: 'effect.cancelled', optional: true,
      can: (s, ctx) => strikeBy(s, ctx) !== null && allCardsOf(seatOf(s, ctx.owner)).filter((c) => card(c).kind !== 'rock-cleaving-axe' && !seatOf(s, ctx.owner).judgment.includes(c)).length >= 2,
      label: () => 'Discard 2 cards so the Strike takes effect (Rock Cleaving Axe)',
      run(s, ctx) {
        let next = updateFrame(s, ctx.host, (x) => (x.kind === 'useCard' ? { ...x, cancelled: false } : x));
        next = log(next, { fact: 'skill.invoked', clause: clause('rock-cleaving-axe'), seat: ctx.owner, text: `${who(s, ctx.owner)} invokes Rock Cleaving Axe: after discarding 2 cards, the Strike takes effect anyway.` });
        const axe = seatOf(s, ctx.owner).equipment.weapon;
        return pushDiscard(next, { seat: ctx.owner, remaining: 2, from: 'hand-or-equipment', ...(axe ? { except: [axe] } : {}), together: true, reason: 'Rock Cleaving Axe', clause: clause('rock-cleaving-axe') });
      },
    },
  },
  'kirin-bow': {
    trigger: {
      timing: 'damage.caused', optional: true,
      can: (s, ctx) => { const d = damageBy(s, ctx); return d !== null && !d.conducted && (seatOf(s, d.target).equipment.plusMount !== undefined || seatOf(s, d.target).equipment.minusMount !== undefined); },
      label: (s, ctx) => `Discard a mount of ${who(s, (damageBy(s, ctx) as DamageFrame).target)} (Kirin Bow)`,
      run: (s, ctx) => pushChoose(s, { seat: ctx.owner, purpose: 'kirin-bow', host: ctx.host, extra: { target: (damageBy(s, ctx) as DamageFrame).target } }),
    },
  },
  'ancient-scimitar': {
    trigger: {
      timing: 'damage.caused', optional: false,
      can: (s, ctx) => { const d = damageBy(s, ctx); return d !== null && !d.conducted && seatOf(s, d.target).hand.length === 0; },
      run(s, ctx) {
        const d = damageBy(s, ctx) as DamageFrame;
        return log(setAmount(s, d, d.amount + 1), { fact: 'damage.increased', clause: clause('ancient-scimitar'), seat: d.target, text: `Ancient Scimitar: ${who(s, d.target)} has no hand cards, so the damage is increased by 1 (to ${d.amount + 1}).` });
      },
    },
  },
  'frost-blade': {
    trigger: {
      timing: 'damage.causedFinal', optional: true,
      can: (s, ctx) => { const d = damageBy(s, ctx); return d !== null && !d.conducted && d.amount > 0 && allCardsOf(seatOf(s, d.target)).filter((c) => !seatOf(s, d.target).judgment.includes(c)).length > 0; },
      label: () => 'Prevent the damage and discard 2 of the target\'s cards (Frost Blade)',
      run(s, ctx) {
        const d = damageBy(s, ctx) as DamageFrame;
        const next = log(setAmount(s, d, 0), { fact: 'damage.prevented', clause: clause('frost-blade'), seat: d.target, text: `${who(s, ctx.owner)} invokes Frost Blade: the damage is prevented, and ${who(s, ctx.owner)} discards up to 2 of ${who(s, d.target)}'s cards instead.` });
        return pushChoose(next, { seat: ctx.owner, purpose: 'frost-blade', host: ctx.host, extra: { target: d.target, left: 2 } });
      },
    },
  },
  'serpent-spear': {
    viewAs: { as: 'strike', modes: ['use', 'play'], count: 2, from: 'hand', filter: () => true },
  },
  'vermilion-fan': {
    viewAs: { as: 'fire-strike', modes: ['use'], count: 1, from: 'hand', filter: (_s, _seat, c) => card(c).kind === 'strike' },
  },
  vine: {
    trigger: {
      timing: 'damage.inflicted', optional: false,
      can: (s, ctx) => damageTo(s, ctx)?.nature === 'fire',
      run(s, ctx) {
        const d = damageTo(s, ctx) as DamageFrame;
        return log(setAmount(s, d, d.amount + 1), { fact: 'damage.increased', clause: clause('vine'), seat: d.target, text: `Vine: fire damage to ${who(s, d.target)} is increased by 1 (to ${d.amount + 1}).` });
      },
    },
  },
  'silver-lion': {
    trigger: {
      timing: 'damage.inflictedFinal', optional: false,
      can: (s, ctx) => (damageTo(s, ctx)?.amount ?? 0) > 1,
      run(s, ctx) {
        const d = damageTo(s, ctx) as DamageFrame;
        return log(setAmount(s, d, 1), { fact: 'damage.reduced', clause: clause('silver-lion'), seat: d.target, text: `Silver Lion: the ${d.amount} damage to ${who(s, d.target)} is reduced to 1.` });
      },
    },
  },
};

/** The skill of each equipment card with an effect. */
export const EQUIPMENT_SKILLS: Partial<Record<CardKindId, SkillDef>> = Object.fromEntries(
  Object.entries(EFFECTS).map(([kind, e]) => [kind, equipment(kind as CardKindId, e)]),
);

function genderOf(state: GameState, seat: string): string {
  const h = seatOf(state, seat).hero;
  return h ? HERO_RULES[h].gender : 'male'; // a hero-less seat counts as male (scenario format)
}
