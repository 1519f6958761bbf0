// Wei heroes of the Standard set (framework proof: Cao Cao, Sima Yi, Xiahou Dun, Guo Jia). Cao Cao's lord
// skill Escort (护驾) asks through lord-ask.ts, loaded for a table where he is the Lord.
import { card, cardName } from '../../cards-lookup.ts';
import { colourOf } from '../../data/card-rules.ts';
import { pushChoose, pushJudgment } from '../../frames/make.ts';
import { log, seatOf, who } from '../../state.ts';
import { allCardsOf, drawCards, moveCards } from '../../zones.ts';
import type { GameState } from '../../types.ts';
import type { SkillDef, TriggerContext } from '../skill-types.ts';
import { hostDamage, skillClauseFor } from './util.ts';
import type { HeroPack } from '../pack-types.ts';
import { WEI_CHOOSERS } from './wei-choosers.ts';
import { EYE_FOR_AN_EYE_CHOOSERS, EYE_FOR_AN_EYE_JUDGMENTS } from './eye-for-an-eye.ts';


/** The physical cards of the card that dealt this damage, if they are still in the processing area. */
function damagingCards(state: GameState, ctx: TriggerContext): string[] {
  const d = hostDamage(state, ctx);
  return d?.card ? d.card.cards.filter((id) => state.processing.includes(id)) : [];
}
const tookDamage = (s: GameState, ctx: TriggerContext) => { const d = hostDamage(s, ctx); return d !== null && d.target === ctx.owner && seatOf(s, ctx.owner).alive; };

/** Villainous Hero (奸雄). Revised (the official card): take the card that dealt the damage, then draw a card. Classic: take the card. */
function villainousHero(wording: 'revised' | 'classic'): SkillDef {
  const clause = skillClauseFor('cao-cao', 'jian-xiong', wording);
  return {
    id: 'jian-xiong', name: 'Villainous Hero', clause,
    triggers: [{
      timing: 'damage.afterTarget', optional: true, clause,
      can: (s, ctx) => tookDamage(s, ctx) && (wording === 'revised' || damagingCards(s, ctx).length > 0),
      label: (s, ctx) => (wording === 'revised' ? 'Take the card that dealt the damage and draw a card (Villainous Hero)' : `Take ${damagingCards(s, ctx).map(cardName).join(' + ')} (Villainous Hero)`),
      run(s, ctx) {
        let next = log(s, { fact: 'skill.invoked', clause, seat: ctx.owner, text: `${who(s, ctx.owner)} invokes Villainous Hero.` });
        const cards = damagingCards(next, ctx);
        if (cards.length) {
          next = moveCards(next, cards, { zone: 'hand', seat: ctx.owner });
          next = log(next, { fact: 'card.obtained', clause, seat: ctx.owner, text: `${who(next, ctx.owner)} takes ${cards.map(cardName).join(' + ')}, the card that dealt the damage.` });
        }
        return wording === 'revised' ? drawCards(next, ctx.owner, 1, ' (Villainous Hero)', clause) : next;
      },
    }],
  };
}

/** Demonic Talent (鬼才): replace any judgment card. Revised: a hand or equipment card; classic: a hand card. */
export const guiCai: SkillDef = { id: 'gui-cai', name: 'Demonic Talent', clause: skillClauseFor('si-ma-yi', 'gui-cai', 'revised'), retrial: 'hand-or-equipment' };
export const guiCaiClassic: SkillDef = { ...guiCai, clause: skillClauseFor('si-ma-yi', 'gui-cai', 'classic'), retrial: 'hand' };

/** The points of damage taken: how often a skill worded "for each point of damage" is offered. */
const pointsTaken = (s: GameState, ctx: TriggerContext) => hostDamage(s, ctx)?.taken ?? 1;

/** Retaliation (反馈): take a card from the damage source (revised: offered once per point of damage). */
function retaliation(wording: 'revised' | 'classic'): SkillDef {
  const clause = skillClauseFor('si-ma-yi', 'fan-kui', wording);
  return {
    id: 'fan-kui', name: 'Retaliation', clause,
    triggers: [{
      timing: 'damage.afterTarget', optional: true, clause,
      can: (s, ctx) => { const d = hostDamage(s, ctx); return tookDamage(s, ctx) && d?.source != null && d.source !== ctx.owner && seatOf(s, d.source).alive && allCardsOf(seatOf(s, d.source)).some((x) => !seatOf(s, d.source as string).judgment.includes(x)); },
      label: (s, ctx) => `Take a card from ${who(s, hostDamage(s, ctx)?.source ?? null)} (Retaliation)`,
      ...(wording === 'revised' ? { times: pointsTaken } : {}),
      run(s, ctx) {
        const d = hostDamage(s, ctx);
        if (!d?.source) return s;
        return pushChoose(s, { seat: ctx.owner, purpose: 'fan-kui', host: ctx.host, extra: { target: d.source, left: 1, clause } });
      },
    }],
  };
}

/** Eye for an Eye (刚烈). Revised (source 000): offered once per point of damage, a judgment each; red: 1 damage to the source; black: discard one of the source's cards. */
function eyeForAnEye(wording: 'revised' | 'classic'): SkillDef {
  const clause = skillClauseFor('xia-hou-dun', 'gang-lie', wording);
  return {
    id: 'gang-lie', name: 'Eye for an Eye', clause,
    triggers: [{
      timing: 'damage.afterTarget', optional: true, clause,
      can: (s, ctx) => { const d = hostDamage(s, ctx); return tookDamage(s, ctx) && d?.source != null && seatOf(s, d.source).alive; },
      label: (s, ctx) => `Judge against ${who(s, hostDamage(s, ctx)?.source ?? null)} (Eye for an Eye)`,
      ...(wording === 'revised' ? { times: pointsTaken } : {}),
      run(s, ctx) {
        const d = hostDamage(s, ctx);
        if (!d?.source) return s;
        const next = log(s, { fact: 'skill.invoked', clause, seat: ctx.owner, text: `${who(s, ctx.owner)} invokes Eye for an Eye against ${who(s, d.source)}.` });
        return pushJudgment(next, ctx.host, ctx.owner, `gang-lie-${wording}`);
      },
    }],
  };
}

/** Heaven's Envy (天妒): after your judgment takes effect, you may take the judgment card. */
export const tianDu: SkillDef = {
  id: 'tian-du', name: "Heaven's Envy", clause: skillClauseFor('guo-jia', 'tian-du', 'revised'),
  triggers: [{
    timing: 'judgment.after', optional: true, clause: skillClauseFor('guo-jia', 'tian-du', 'revised'),
    can: (s, ctx) => { const f = s.stack.find((x) => x.id === ctx.host); return ctx.subject === ctx.owner && f?.kind === 'judgment' && f.card !== null && s.processing.includes(f.card); },
    label: (s, ctx) => { const f = s.stack.find((x) => x.id === ctx.host); return `Take the judgment card${f?.kind === 'judgment' && f.card ? ` ${cardName(f.card)}` : ''} (Heaven's Envy)`; },
    run(s, ctx) {
      const f = s.stack.find((x) => x.id === ctx.host);
      if (f?.kind !== 'judgment' || !f.card) return s;
      const next = moveCards(s, [f.card], { zone: 'hand', seat: ctx.owner });
      return log(next, { fact: 'card.obtained', clause: skillClauseFor('guo-jia', 'tian-du', 'revised'), seat: ctx.owner, text: `${who(s, ctx.owner)} takes the judgment card ${cardName(f.card)} (Heaven's Envy); its result still applies.` });
    },
  }],
};

/** Bequeathed Strategy (遗计): offered once per point of damage; revised: draw 2 and give up to 2 cards away; classic: look at the top 2 and hand them out. */
function bequeathed(wording: 'revised' | 'classic'): SkillDef {
  const clause = skillClauseFor('guo-jia', 'yi-ji', wording);
  return {
    id: 'yi-ji', name: 'Bequeathed Strategy', clause,
    triggers: [{
      timing: 'damage.afterTarget', optional: true, clause,
      can: tookDamage,
      times: pointsTaken,
      label: () => (wording === 'revised' ? 'Draw 2 cards, then give up to 2 away (Bequeathed Strategy)' : 'Look at the top 2 cards and hand them out (Bequeathed Strategy)'),
      run(s, ctx) {
        return pushChoose(s, { seat: ctx.owner, purpose: `yi-ji-${wording}`, host: ctx.host, extra: { points: 1, left: 0, given: [], clause, cards: [] } });
      },
    }],
  };
}

/** Escort (护驾, lord): when you need a Dodge, other Wei heroes may use or play one for you. */
export const huJia: SkillDef = { id: 'hu-jia', name: 'Escort', clause: skillClauseFor('cao-cao', 'hu-jia', 'revised'), lordAsk: 'dodge' };

export const WEI: Readonly<Record<string, SkillDef>> = {
  'jian-xiong': villainousHero('revised'), 'gui-cai': guiCai, 'fan-kui': retaliation('revised'),
  'gang-lie': eyeForAnEye('revised'), 'tian-du': tianDu, 'yi-ji': bequeathed('revised'), 'hu-jia': huJia,
};
export const WEI_CLASSIC: Readonly<Record<string, SkillDef>> = {
  'jian-xiong': villainousHero('classic'), 'gui-cai': guiCaiClassic, 'fan-kui': retaliation('classic'), 'gang-lie': eyeForAnEye('classic'), 'yi-ji': bequeathed('classic'),
};

export const isRed = (id: string) => colourOf(card(id).suit) === 'red';

const WEI_PACK: HeroPack = {
  id: 'wei', heroes: ['cao-cao', 'si-ma-yi', 'xia-hou-dun', 'guo-jia'], revised: WEI, classic: WEI_CLASSIC,
  choosers: { ...WEI_CHOOSERS, ...EYE_FOR_AN_EYE_CHOOSERS }, judgments: EYE_FOR_AN_EYE_JUDGMENTS,
};

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { WEI_PACK as RULES };
