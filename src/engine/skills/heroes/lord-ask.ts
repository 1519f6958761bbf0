// The asking of the lord skills that ask, Escort (护驾, Cao Cao) and Rouse (激将, Liu Bei): the lord
// asks the other heroes of the faction, one by one in turn order, to use or play the card for him; a
// card given this way counts as the lord's own. The skills themselves are Escort in Cao Cao's pack
// (wei.ts) and Rouse a pack of its own (rouse.ts, which also lets the lord ask in his play phase or
// when a card makes him use a Strike, and then goes on when a card is given or none is: SkillDef.lordAskUse);
// this decision (the 'lord-ask' purpose) is a rule module of its own (RULES), which a table loads
// only when one of these heroes is its Lord (rules/needs.ts `lordAsk`): the registry refuses such a
// Lord's skills until it is installed (skills/registry.ts).
import { choice } from '../../choice.ts';
import { cardName, kindName } from '../../cards-lookup.ts';
import { hasTrigrams } from '../../frames/respond.ts';
import type { CardKindId } from '../../data/card-rules.ts';
import type { ChooseFrame } from '../../frames/frame-types.ts';
import { pushChoose, pushJudgment } from '../../frames/make.ts';
import { sourcesFor } from '../../sources-of.ts';
import { log, seatOf, updateFrame, who } from '../../state.ts';
import { clearProcessing, moveCards } from '../../zones.ts';
import type { GameState, Input } from '../../types.ts';
import type { Chooser } from '../../frames/chooser.ts';
import type { HeroPack } from '../pack-types.ts';
import { skillsOf } from '../registry.ts';
import type { LordAskUseDef } from '../skill-types.ts';

const queueOf = (f: ChooseFrame) => (Array.isArray(f.extra['queue']) ? (f.extra['queue'] as readonly string[]) : []);
const wantOf = (f: ChooseFrame) => (f.extra['want'] === 'strike' ? 'strike' : 'dodge') as CardKindId;
const clauseOf = (f: ChooseFrame) => String(f.extra['clause'] ?? '');

/** The asking lord's skill that uses the card given (Rouse: SkillDef.lordAskUse, in his pack), for a frame that asks for one (`use`). */
function usesOf(state: GameState, f: ChooseFrame): LordAskUseDef {
  const uses = skillsOf(seatOf(state, f.seat)).find((sk) => sk.lordAskUse)?.lordAskUse;
  if (!uses) throw new Error(`lord-ask: ${f.seat} asked for a card to use, but has no lord skill that uses it (SkillDef.lordAskUse: Rouse)`);
  return uses;
}

function firstAble(state: GameState, f: ChooseFrame): string | undefined {
  return queueOf(f).find((id) => seatOf(state, id).alive && (sourcesFor(state, seatOf(state, id), wantOf(f), 'play').length > 0 || trigramsFor(state, f, id)));
}

/** Equipment that answers for a Dodge: an asked character may judge with Eight Trigrams, once per request (heroes.cao-cao.ruling.escort-provided-dodge). */
function trigramsFor(state: GameState, f: ChooseFrame, id: string): boolean {
  const tried = Array.isArray(f.extra['trigrams']) ? (f.extra['trigrams'] as readonly string[]) : [];
  return wantOf(f) === 'dodge' && !tried.includes(id) && hasTrigrams(state, id);
}

export const lordAsk: Chooser = {
  decide(state, f) {
    const asked = firstAble(state, f);
    if (!asked) return null;
    const want = wantOf(f);
    const choices = sourcesFor(state, seatOf(state, asked), want, 'play').map((src) =>
      choice({ type: 'response.play', seat: asked, cards: src.cards, as: want, ...(src.skill ? { skill: src.skill } : {}) }, `Give ${src.cards.map(cardName).join(' + ')} as ${who(state, f.seat)}'s ${kindName(want)}`),
    );
    if (trigramsFor(state, f, asked)) choices.push(choice({ type: 'skill.invoke', seat: asked, skill: 'eight-trigrams' }, `Judge with Eight Trigrams (red: counts as a Dodge played for ${who(state, f.seat)})`));
    return { kind: 'respond', seat: asked, clause: clauseOf(f), prompt: `${who(state, asked)}: give a ${kindName(want)} for ${who(state, f.seat)}?`, choices: [...choices, choice({ type: 'response.pass', seat: asked }, 'Do not')] };
  },
  apply(state, f, input: Input) {
    if (input.type === 'skill.invoke' && input.skill === 'eight-trigrams') { // the request stays open: a black judgment still lets this character play a Dodge
      const tried = Array.isArray(f.extra['trigrams']) ? (f.extra['trigrams'] as readonly string[]) : [];
      const s = log(pushChoose(state, { ...f, extra: { ...f.extra, trigrams: [...tried, input.seat] } }), { fact: 'skill.invoked', clause: 'cards.eight-trigrams.effect', seat: input.seat, text: `${who(state, input.seat)} invokes Eight Trigrams for ${who(state, f.seat)} and makes a judgment.` });
      return pushJudgment(s, f.id, input.seat, 'eight-trigrams');
    }
    if (input.type === 'response.pass') {
      const rest = queueOf(f).slice(queueOf(f).indexOf(input.seat) + 1);
      return pushChoose(state, { ...f, extra: { ...f.extra, queue: rest } });
    }
    if (input.type !== 'response.play') return state;
    if (f.extra['use'] !== undefined) return usesOf(state, f).given(state, f, input); // a card the lord uses (Rouse): his skill goes on
    let s = moveCards(state, input.cards, { zone: 'processing' });
    s = log(s, { fact: 'card.played', clause: clauseOf(f), seat: input.seat, data: { kind: wantOf(f), for: f.seat }, text: `${who(s, input.seat)} plays ${input.cards.map(cardName).join(' + ')} for ${who(s, f.seat)}; it counts as ${who(s, f.seat)}'s ${kindName(wantOf(f))}.` });
    s = clearProcessing(s, input.cards);
    return updateFrame(s, f.host, (x) => (x.kind === 'respond' ? { ...x, got: x.got + 1 } : x));
  },
  fallback(state, f) {
    const s = log(state, { fact: 'skill.failed', clause: clauseOf(f), seat: f.seat, text: `No one gives ${who(state, f.seat)} a ${kindName(wantOf(f))}.` });
    return f.extra['use'] !== undefined ? usesOf(state, f).none(s, f) : s;
  },
};

/** The asking, added like a hero pack, for no hero of its own (the skills that start it are in their heroes' packs). */
const LORD_ASK_PACK: HeroPack = { id: 'lord-ask', heroes: [], revised: {}, classic: {}, choosers: { 'lord-ask': lordAsk }, judgments: {} };

/** The pack under the one name every rule module of rules/load.ts exports (the build's import() wrappers then gzip alike). */
export { LORD_ASK_PACK as RULES };
