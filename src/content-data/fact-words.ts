// Every log fact the engine records (src/engine/facts.ts) in words a judge can read out: what
// happened, to whom ("Player 2 (Guo Jia) takes 2 fire damage from Player 1"), and the sentence for
// "this never happens" ("No one receives the kill reward"). Used by the expected ruling of each
// scenario page and the Rulings page (expect-words.ts).

export type FactData = Readonly<Record<string, string | number | boolean | null>>;

/** How the words name things: a seat ("Player 2 (Guo Jia)"), a card kind, a hero. */
export interface Namer {
  seat(id: string): string;
  kind(id: string): string;
  hero(id: string): string;
  /** The scenario's mode ('identity' when absent): 3v3 names roles as sides and has its own kill reward. */
  readonly mode?: string;
}

interface FactWords {
  /** `who` is the fact's seat named, or "someone" when the fact names no seat. */
  readonly yes: (who: string, d: FactData, n: Namer) => string;
  readonly no: string;
  /** The sentence when the fact names no seat ("a delayed trick is judged"); else `yes` of "a player". */
  readonly any?: string;
}

const num = (n: unknown, one: string, many = `${one}s`) => `${String(n)} ${n === 1 ? one : many}`;
const seats = (v: unknown, n: Namer) => String(v).split(',').filter(Boolean).map((s) => n.seat(s)).join(', ');
const hp = (d: FactData) => (d.hp !== undefined ? ` (now at ${String(d.hp)} HP)` : '');

function damage(who: string, d: FactData, n: Namer): string {
  const amount = d.amount !== undefined ? `${String(d.amount)} ` : '';
  const nature = typeof d.nature === 'string' ? `${d.nature} ` : '';
  const source = d.source === null ? ' with no source' : typeof d.source === 'string' ? ` from ${n.seat(d.source)}` : '';
  const chain = d.conducted === true ? ', passed along the chain' : d.conducted === false ? ', as the first target of the chain' : '';
  return `${who} takes ${amount}${nature}damage${source}${chain}${hp(d)}`;
}

function used(who: string, d: FactData, n: Namer): string {
  const card = typeof d.kind === 'string' ? n.kind(d.kind) : 'a card';
  const on = d.targets ? ` on ${seats(d.targets, n)}` : '';
  const via = typeof d.via === 'string' ? ` through ${n.kind(d.via)}` : '';
  const made = typeof d.cards === 'string' && d.cards !== '' ? `, made of ${d.cards}` : '';
  return `${who} uses ${card}${on}${via}${made}`;
}

const PHASE: Readonly<Record<string, string>> = { start: 'start', judgment: 'judgment', draw: 'draw', play: 'play', discard: 'discard', end: 'end' };
const phase = (d: FactData) => (typeof d.phase === 'string' ? `${PHASE[d.phase] ?? 'a'} phase` : 'a phase');
const ROLE: Readonly<Record<string, string>> = { lord: 'the Lord', loyalist: 'a Loyalist', rebel: 'a Rebel', renegade: 'the Renegade' };
/** The identity cards in 3v3 mark a side and a position (variants.3v3.identity-cards). */
export const ROLE_3V3: Readonly<Record<string, string>> = { lord: "the warm side's Commander", loyalist: 'a warm Vanguard', renegade: "the cool side's Commander", rebel: 'a cool Vanguard' };
const role = (v: string, n: Namer) => (n.mode === '3v3' ? ROLE_3V3 : ROLE)[v] ?? 'a player';
const WINNER: Readonly<Record<string, string>> = { lord: 'the Lord and the Loyalists win', rebels: 'the Rebels win', renegade: 'the Renegade wins', draw: 'the game is drawn', warm: 'the warm side wins', cool: 'the cool side wins' };

// 3v3 (variants.3v3.*): the warm side (Lord and Loyalists) and the cool side (Renegade and Rebels).
const SIDE: Readonly<Record<string, string>> = { warm: 'the warm side', cool: 'the cool side' };
const side = (v: unknown, or = 'a side') => (typeof v === 'string' ? SIDE[v] ?? or : or);
const commander = (v: unknown) => (typeof v === 'string' && SIDE[v] ? `the ${v} side's Commander` : 'a Commander');
const WHO: Readonly<Record<string, string>> = { commander: 'its Commander', vanguards: 'its Vanguards' };
const LINEUP: readonly string[] = ['its Commander', 'its first Vanguard', 'its second Vanguard'];
const lineup = (v: unknown) => (typeof v === 'number' ? LINEUP[v - 1] ?? 'a seat' : 'a seat');

// House rules (variants.reincarnation.*, variants.dark-souls.*).
const FACTION: Readonly<Record<string, string>> = { wei: 'Wei', shu: 'Shu', wu: 'Wu', qun: 'Qun' };
const SOUL: Readonly<Record<string, string>> = { lohan: 'Lohan', xuanwu: 'Xuanwu', 'you-zhu': 'You Zhu' };
const faction = (v: unknown) => (typeof v === 'string' ? FACTION[v] ?? v : '');
function reborn(d: FactData, n: Namer): string {
  const f = faction(d.faction);
  if (typeof d.hero === 'string') return `${n.hero(d.hero)}${f ? ` (${f})` : ''}`;
  return f ? `a ${f} hero` : 'a new hero';
}
const soul = (v: unknown) => (typeof v === 'string' && SOUL[v] ? `the dark soul ${SOUL[v]}` : 'a dark soul');
const host = (d: FactData, n: Namer, or: string) => (typeof d.host === 'string' ? n.seat(d.host) : or);

export const FACT_WORDS: Readonly<Record<string, FactWords>> = {
  'action.chosen': { yes: (w, d) => `${w} chooses who acts for ${side(d.side, 'their side')}: ${typeof d.who === 'string' ? WHO[d.who] ?? 'its players' : 'its players'}${d.forced === true ? ', the only choice left' : ''}`, no: 'No Commander chooses who acts', any: 'a Commander chooses who acts for their side' },
  'armor.ignored': { yes: (w) => `${w}'s armor is ignored`, no: 'No armor is ignored', any: 'the armor is ignored' },
  'card.discarded': { yes: (w) => `${w} discards a card`, no: 'No card is discarded', any: 'a card is discarded' },
  'card.given': { yes: (w, d, n) => `${w} gives ${d.count !== undefined ? num(d.count, 'card') : 'a card'}${typeof d.to === 'string' ? ` to ${n.seat(d.to)}` : ''}`, no: 'No card is given to another player', any: 'a card is given to another player' },
  'card.noEffect': { yes: (w) => `the card has no effect on ${w}`, no: 'Every card takes effect (none is stopped by armor)', any: 'the card has no effect' },
  'card.obtained': { yes: (w, d, n) => `${w} takes a card${typeof d.from === 'string' ? ` from ${n.seat(d.from)}` : ''}`, no: 'No one takes a card', any: 'a card is taken' },
  'card.placed': { yes: (w, d, n) => `${typeof d.kind === 'string' ? n.kind(d.kind) : 'a delayed trick'} is placed in ${w}'s judgment zone`, no: 'No card is placed in a judgment zone' },
  'card.played': { yes: (w) => `${w} plays a card in response`, no: 'No card is played in response', any: 'a card is played in response' },
  'card.recast': { yes: (w) => `${w} recasts a card`, no: 'No card is recast' },
  'card.shown': { yes: (w) => `${w} shows a card`, no: 'No card is shown', any: 'a card is shown' },
  'card.used': { yes: used, no: 'No card is used' },
  'cards.buried': { yes: (w) => `all of ${w}'s cards are discarded at death`, no: "No dead player's cards are discarded", any: "the dead player's cards are discarded" },
  'cards.dealt': { yes: () => 'each player is dealt 4 cards', no: 'No cards are dealt' },
  'cards.discarded': { yes: (w, d) => `${w} discards ${d.count !== undefined ? num(d.count, 'card') : 'cards'}`, no: 'No one discards cards', any: 'cards are discarded' },
  'cards.drawn': { yes: (w, d) => `${w} draws ${d.count !== undefined ? num(d.count, 'card') : 'cards'}`, no: 'No one draws a card', any: 'cards are drawn' },
  'cards.exchanged': { yes: (w) => `${w}, as the dark soul Xuanwu, gives its card to the possessed player and takes one of their hand cards, which is discarded`, no: 'Xuanwu exchanges no card', any: 'Xuanwu gives its card to the possessed player and takes one of their hand cards, which is discarded' },
  'cards.looked': { yes: (w) => `${w} looks at the top cards of the draw pile`, no: 'No one looks at the draw pile' },
  'cards.returned': { yes: (w, d) => `${w} takes back ${d.count !== undefined ? num(d.count, 'set-aside card') : 'the set-aside cards'}`, no: 'No set-aside card is taken back' },
  'cards.revealed': { yes: () => 'the top cards of the draw pile are revealed', no: 'No card of the draw pile is revealed' },
  'cards.setAside': { yes: (w, d) => `${w} sets aside ${d.count !== undefined ? num(d.count, 'card') : 'cards'}`, no: 'No card is set aside' },
  'cards.shown': { yes: (w) => `${w} shows cards`, no: 'No cards are shown' },
  'chain.conducted': { yes: () => 'the elemental damage passes along the chain', no: 'The damage does not pass along the chain' },
  'chain.reset': { yes: (w) => `${w} is released from the chain`, no: 'No one is released from the chain', any: 'the chained player is released from the chain' },
  'chain.set': { yes: (w) => `${w} is chained`, no: 'No one is chained' },
  'damage.dealt': { yes: damage, no: 'No damage is dealt' },
  'damage.increased': { yes: (w) => `the damage to ${w} is increased`, no: 'The damage is not increased', any: 'the damage is increased' },
  'damage.prevented': { yes: (w) => `the damage to ${w} is prevented`, no: 'No damage is prevented', any: 'the damage is prevented' },
  'damage.reduced': { yes: (w) => `the damage to ${w} is reduced`, no: 'No damage is reduced', any: 'the damage is reduced' },
  'damage.sourceless': { yes: () => 'the damage has no source (its source is dead)', no: 'Every damage keeps its source' },
  'delayed.judging': { yes: (w) => `${w}'s delayed trick is judged`, no: 'No delayed trick is judged', any: 'the delayed trick is judged' },
  'dodge.forbidden': { yes: (w) => `${w} may not use a Dodge against it`, no: 'No one is forbidden to Dodge' },
  'draft.ordered': { yes: (_w, d) => `the warm side's Commander decides that ${side(d.side)} picks first`, no: 'No side is chosen to pick heroes first' },
  'draft.picked': { yes: (_w, d, n) => `${commander(d.side)} picks ${typeof d.hero === 'string' ? n.hero(d.hero) : 'a hero'}, face up`, no: 'No hero is picked in a draft' },
  'draft.placed': { yes: (_w, d) => `${commander(d.side)} places a hero face down for ${lineup(d.position)}`, no: 'No hero is placed face down' },
  'draft.revealed': { yes: () => 'both sides have placed their heroes, and all six are revealed together', no: 'The placed heroes are not revealed' },
  'duel.lost': { yes: (w) => `${w} loses the Duel`, no: 'No one loses a Duel', any: 'the Duel is lost' },
  'effect.cancelled': { yes: (w) => `the card's effect on ${w} is cancelled`, no: 'No effect is cancelled', any: "the card's effect is cancelled" },
  'equipment.equipped': { yes: (w) => `${w} equips a card`, no: 'Nothing is equipped', any: 'a card is equipped' },
  'equipment.replaced': { yes: (w) => `${w}'s old equipment is replaced and discarded`, no: 'No equipment is replaced', any: 'the old equipment is replaced and discarded' },
  'fireAttack.declined': { yes: (w) => `${w} does not discard a card of the shown suit`, no: 'No one declines to finish a Fire Attack' },
  'fireAttack.failed': { yes: (w) => `${w}'s Fire Attack does nothing`, no: 'Every Fire Attack is completed' },
  'game.drawn': { yes: () => 'the game ends in a draw', no: 'The game does not end in a draw' },
  'game.stopped': { yes: () => 'the game is stopped at its turn limit', no: 'The game is not stopped' },
  'game.won': { yes: (_w, d) => (typeof d.winner === 'string' ? WINNER[d.winner] ?? 'the game is won' : 'the game is won'), no: 'No one wins yet' },
  'handLimit.exceeded': { yes: (w) => `${w} is over the hand limit and must discard`, no: 'No one is over the hand limit', any: 'the player is over the hand limit and must discard' },
  'hp.lost': { yes: (w, d) => `${w} loses ${d.amount !== undefined ? `${String(d.amount)} HP` : 'HP'}${hp(d)}`, no: 'No one loses HP' },
  'hp.recovered': { yes: (w, d) => `${w} recovers ${d.amount !== undefined ? `${String(d.amount)} HP` : 'HP'}${hp(d)}`, no: 'No one recovers HP' },
  'judgment.escaped': { yes: (w) => `${w} escapes the delayed trick's judgment`, no: 'No one escapes a judgment', any: 'the judgment is escaped' },
  'judgment.failed': { yes: (w) => `${w}'s judgment fails`, no: 'No judgment fails' },
  'judgment.replaced': { yes: (w) => `${w} replaces the judgment card`, no: 'No judgment card is replaced', any: 'the judgment card is replaced' },
  'judgment.revealed': { yes: (w) => `${w}'s judgment card is revealed`, no: 'No judgment is made', any: 'the judgment card is revealed' },
  'judgment.settled': { yes: (w) => `${w}'s judgment result is fixed`, no: 'No judgment result is fixed', any: 'the judgment result is fixed' },
  'judgment.succeeded': { yes: (w) => `${w}'s judgment succeeds`, no: 'No judgment succeeds' },
  'lightning.missed': { yes: (w) => `the Lightning misses ${w}`, no: 'The Lightning does not miss', any: 'the Lightning misses' },
  'lightning.passed': { yes: (w, d, n) => `the Lightning moves on to ${w}${typeof d.from === 'string' ? ` from ${n.seat(d.from)}` : ''}`, no: 'The Lightning does not move on', any: 'the Lightning moves on to the next player' },
  'lightning.stayed': { yes: (w) => `the Lightning stays with ${w}`, no: 'The Lightning does not stay where it is' },
  'lightning.struck': { yes: (w) => `the Lightning strikes ${w}`, no: 'The Lightning does not strike', any: 'the Lightning strikes' },
  'marker.turned': { yes: (w) => `${w}'s identity card is turned sideways`, no: 'No identity card is turned sideways', any: "the player's identity card is turned sideways" },
  'markers.reset': { yes: (_w, d) => `every identity card is sideways, so the round ends and all are straightened${typeof d.round === 'number' ? `; round ${String(d.round)} begins` : ''}`, no: 'No round ends (the identity cards are not straightened)' },
  'nullify.forbidden': { yes: () => 'no Nullification may be used against it', no: 'Nullification is never forbidden' },
  'offering.made': { yes: (w, d, n) => `${w} gives a hand card as an offering to ${typeof d.to === 'string' ? `the eliminated ${n.seat(d.to)}` : 'an eliminated player'}${typeof d.held === 'number' ? ` (${num(d.held, 'card')} offered in all)` : ''}`, no: 'No offering is made', any: 'an offering is made to an eliminated player' },
  'peach.asked': { yes: (w) => `${w} is asked for a Peach`, no: 'No one is asked for a Peach', any: 'a Peach is asked for' },
  'peach.declined': { yes: (w) => `${w} gives no Peach`, no: 'No one refuses a Peach' },
  'phase.began': { yes: (w, d) => `${w}'s ${phase(d)} begins`, no: 'No phase begins' },
  'phase.ended': { yes: (w) => `${w} ends the phase`, no: 'No phase ends', any: 'the phase ends' },
  'phase.skipWill': { yes: (w, d) => `${w}'s ${phase(d)} is marked to be skipped`, no: 'No phase is marked to be skipped' },
  'phase.skipped': { yes: (w, d) => `${w}'s ${phase(d)} is skipped`, no: 'No phase is skipped' },
  'pile.arranged': { yes: (w) => `${w} puts the cards back on the draw pile in a chosen order`, no: 'The draw pile is not rearranged', any: 'the cards are put back on the draw pile in a chosen order' },
  'pile.reshuffled': { yes: () => 'the discard pile is shuffled into a new draw pile', no: 'The discard pile is not reshuffled' },
  'player.died': { yes: (w, d, n) => `${w} dies${typeof d.role === 'string' ? `, revealed as ${role(d.role, n)}` : ''}${d.killer === null ? ', killed by no one' : typeof d.killer === 'string' ? `, killed by ${n.seat(d.killer)}` : ''}`, no: 'No one dies' },
  'player.notSaved': { yes: (w) => `no one saves ${w}`, no: 'No one is left unsaved', any: 'no one saves the dying player' },
  'player.reborn': { yes: (w, d, n) => `${w} is reborn as ${reborn(d, n)} at 1 HP, back in play but still out of the game for victory`, no: 'No one is reborn' },
  'player.saved': { yes: (w) => `${w} is saved from dying`, no: 'No one is saved from dying', any: 'the dying player is saved' },
  'punishment.given': { yes: (w) => `${w}, the Lord, discards all hand and equipment cards for killing a Loyalist`, no: 'The Lord is not punished', any: 'the Lord discards all hand and equipment cards for killing a Loyalist' },
  'rebirth.failed': { yes: (w) => `no unused hero of ${w}'s faction is left, so they keep the offered cards but cannot be reborn or receive more offerings`, no: 'No one is kept from rebirth for want of a hero of their faction' },
  'response.declined': { yes: (w) => `${w} does not respond`, no: 'Everyone asked responds', any: 'no one responds' },
  'response.failed': { yes: (w) => `${w} does not play the card asked for`, no: 'No one fails to respond', any: 'the card asked for is not played' },
  'reward.given': { yes: (w, _d, n) => `${w} draws 3 cards, the reward for ${n.mode === '3v3' ? 'any kill in 3v3' : 'killing a Rebel'}`, no: 'No one receives the kill reward', any: 'the killer draws 3 cards, the reward for killing a Rebel' },
  'reward.none': { yes: (w) => `${w} had been reborn, so killing them brings no reward or punishment`, no: "No reborn player's death goes without its reward or punishment", any: "the dead player had been reborn, so the kill brings no reward or punishment" },
  'right.kept': { yes: (_w, d) => `the other side has no upright identity card left, so ${side(d.side, 'the side')} keeps the right to act`, no: 'No side keeps the right to act twice in a row' },
  'right.passed': { yes: (_w, d) => `the right to act passes to ${side(d.side, 'the other side')}`, no: 'The right to act never passes to the other side' },
  'side.chosen': { yes: (w, d) => `${w}, the cool side's Commander, chooses ${side(d.side)} to act first`, no: 'No side is chosen to act first', any: "the cool side's Commander chooses which side acts first" },
  'skill.applied': { yes: (w, d, n) => `${w}'s skill applies${typeof d.target === 'string' ? ` to ${n.seat(d.target)}` : ''}`, no: 'No skill applies' },
  'skill.declined': { yes: (w) => `${w} does not use a skill`, no: 'No one declines a skill', any: 'a skill is not used' },
  'skill.ended': { yes: (w) => `${w}'s skill ends`, no: 'No skill ends', any: 'the skill ends' },
  'skill.failed': { yes: (w) => `${w}'s skill fails`, no: 'No skill fails' },
  'skill.invoked': { yes: (w, d) => `${w} uses a skill${d.count !== undefined ? ` (${num(d.count, 'time')} in all)` : ''}`, no: 'No skill is used', any: 'a skill is used' },
  'skill.succeeded': { yes: (w) => `${w}'s skill succeeds`, no: 'No skill succeeds' },
  'skills.lost': { yes: (w) => `${w}'s skills no longer apply`, no: 'No one loses a skill' },
  'soul.possessed': { yes: (w, d, n) => `${w} becomes ${soul(d.soul)} and possesses ${host(d, n, 'a living player')}`, no: 'No dark soul possesses anyone', any: 'a dark soul possesses a living player' },
  'soul.used': { yes: (w, d, n) => `${w}'s dark soul${typeof d.soul === 'string' && SOUL[d.soul] ? `, ${SOUL[d.soul]},` : ''} has acted${typeof d.host === 'string' ? ` on ${host(d, n, '')}` : ''} and disappears`, no: 'No dark soul acts and disappears', any: 'the dark soul has acted and disappears' },
  'suit.named': { yes: (w, d) => `${w} names ${typeof d.suit === 'string' ? `${d.suit}s` : 'a suit'}`, no: 'No suit is named' },
  'target.changed': { yes: (w, d, n) => `${w} moves the Strike on to ${typeof d.to === 'string' ? n.seat(d.to) : 'another player'}`, no: 'No target is changed' },
  'target.skipped': { yes: (w) => `${w} is skipped as a target`, no: 'No target is skipped' },
  'trick.nullified': { yes: (w) => `the trick on ${w} is nullified`, no: 'No trick is nullified', any: 'the trick is nullified' },
  'trick.restored': { yes: (w) => `the trick on ${w} is restored by a second Nullification`, no: 'No trick is restored', any: 'the trick is restored by a second Nullification' },
  'turn.began': { yes: (w) => `${w}'s turn begins`, no: 'No turn begins', any: 'the next turn begins' },
  'turn.ended': { yes: (w) => `${w}'s turn ends`, no: 'No turn ends', any: 'the turn ends' },
  'turn.skipped': { yes: (w) => `${w}'s turn is skipped`, no: 'No turn is skipped' },
  'wine.drunk': { yes: (w) => `${w} drinks Wine`, no: 'No one drinks Wine', any: 'Wine is drunk' },
};

/** The data keys the words read; the test checks no scenario uses another. */
export const FACT_DATA_KEYS: ReadonlySet<string> = new Set(['amount', 'nature', 'source', 'conducted', 'hp', 'kind', 'targets', 'via', 'cards', 'count', 'to', 'from', 'phase', 'role', 'killer', 'winner', 'target', 'user', 'suit', 'side', 'who', 'forced', 'round', 'hero', 'position', 'held', 'faction', 'soul', 'host']);

/** A fact that happened, as the start of a sentence ("Player 2 (Guo Jia) takes 2 damage"). */
export function factSentence(fact: string, seat: string | undefined, data: FactData, n: Namer): string {
  const w = FACT_WORDS[fact];
  if (!w) return `${seat ? `${n.seat(seat)}, ` : ''}${fact.replace(/\./g, ' ').replace(/([A-Z])/g, ' $1').toLowerCase()}`;
  if (!seat && w.any) return w.any;
  return w.yes(seat ? n.seat(seat) : 'a player', data, n);
}

/** A fact that must not happen, as a sentence ("No one receives the kill reward"). */
export function factNever(fact: string): string {
  return FACT_WORDS[fact]?.no ?? `Never: ${fact.replace(/\./g, ' ').replace(/([A-Z])/g, ' $1').toLowerCase()}`;
}
