// The loader's words (say.ts): what each check says when a file is wrong, naming the file, the field,
// what is wrong and how to fix it; zod's English words for the format's issues (messages.ts); and a
// message as the builder shows it (problem.ts). Loaded when there is something to say.
import { CARD_KINDS } from '../data/card-facts.ts';
import type { CardInstance, CardKindId, EquipSlot } from '../data/card-rules.ts';
import { HERO_IDS } from '../data/hero-facts.ts';
import { card } from '../cards-lookup.ts';
import { formatCard, nearest, type CardRef } from '../card-notation.ts';
import type { Role } from '../types.ts';

import { scenarioMessage } from './messages.ts';
import { problemOf, seatsProblem } from './problem.ts';

const seat = (file: string, i: number) => `${file}: setup.seats[${i}]`;
const ROLES: readonly Role[] = ['lord', 'loyalist', 'rebel', 'renegade'];
/** "1 lord, 1 loyalist, 2 rebel, 1 renegade": how many of each role. */
const counted = (roles: readonly Role[]) => ROLES.map((r) => `${roles.filter((x) => x === r).length} ${r}`).join(', ');
const mean = (hint: string | undefined) => (hint ? `; did you mean "${hint}"?` : '');

/** Each saying by its name: the words for one thing wrong. */
export const SAID = {
  at: (file: string, field: string, text: string) => `${file}: ${field}: ${text}`,
  // read.ts: cards, heroes, slots, the turn, clause ids
  twice: (file: string, field: string, ref: CardRef, copies: number) => `${file}: ${field}: ${formatCard(ref)} is already placed elsewhere in this scenario (the deck has ${copies}); each physical card can be in one place only`,
  seatHero: (file: string, field: string, hero: string) => `${file}: ${field}.hero: unknown hero "${hero}"${mean(nearest(hero, HERO_IDS))} (hero ids are pinyin in kebab-case, e.g. cao-cao)`,
  hero: (file: string, field: string, hero: string) => `${file}: ${field}: unknown hero "${hero}"${mean(nearest(hero, HERO_IDS))}`,
  card: (file: string, field: string, name: string) => `${file}: ${field}: unknown card "${name}"${mean(nearest(name, Object.keys(CARD_KINDS)))}`,
  slot: (file: string, field: string, slot: string, ref: string, goes: EquipSlot | undefined) => `${file}: ${field}.equipment.${slot}: ${ref} is not a ${slot} card (it goes in ${goes ?? 'no equipment slot'})`,
  current: (file: string, current: string, seats: number) => `${file}: setup.current: there is no ${current}; the table has ${seats} seats`,
  clause: (file: string, field: string, id: string) => `${file}: ${field}: unknown clause id "${id}"; clause ids are defined in content/clauses/*.yaml`,
  // table.ts: HP, the dead, judgment zones, roles, card sets
  maxLow: (file: string, i: number, maxHp: number) => `${seat(file, i)}.maxHp: max HP ${maxHp} is below 1, which no hero has; set maxHp to 1 or more`,
  hpHigh: (file: string, i: number, hp: number, maxHp: number, own: boolean, hero: string | null, lordOfFive: boolean) =>
    `${seat(file, i)}.hp: HP ${hp} is above max HP ${maxHp} (${own ? 'its maxHp' : `${hero ?? 'a seat without a hero'}${lordOfFive ? ' as the Lord of 5 or more players' : ''} starts with ${maxHp}`}); lower hp to ${maxHp} or less, or raise maxHp`,
  hpLow: (file: string, i: number, hp: number) => `${seat(file, i)}.hp: HP ${hp} is below 1, but every seat starts alive and not dying; set hp to 1 or more (to make a seat dying, deal it damage in the script)`,
  out: (file: string, i: number) => `${seat(file, i)}.out: a living player is out only when reincarnated; add reincarnation to setup.house, or remove out`,
  deadLord: (file: string, i: number) => `${seat(file, i)}.alive: the Lord is eliminated, so the game is already over; keep the Lord alive`,
  deadHp: (file: string, i: number, hp: number) => `${seat(file, i)}.hp: HP ${hp} on an eliminated seat; an eliminated player has 0 HP or less: remove hp or set it to 0`,
  deadCards: (file: string, i: number) => `${seat(file, i)}: an eliminated player's equipment and judgment cards were discarded at death (general.flow.death); remove them`,
  deadHand: (file: string, i: number) => `${seat(file, i)}.hand: an eliminated player holds no cards, unless offered them under reincarnation; add reincarnation to setup.house, or empty the hand`,
  notDelayed: (file: string, i: number, k: number, ref: string | undefined, id: string) => `${seat(file, i)}.judgment[${k}]: ${ref ?? formatCard(card(id))} is not a delayed trick; a judgment zone holds only Lightning, Acedia and Supply Shortage, or a card a skill placed as one (write it like \`dodge ♦2 as acedia\`); move it to the hand or remove it`,
  secondDelayed: (file: string, i: number, k: number, kind: CardKindId) => `${seat(file, i)}.judgment[${k}]: a second ${CARD_KINDS[kind].en}; a judgment zone never holds two delayed tricks of the same name; remove one`,
  noLord: (file: string) => `${file}: setup.seats: no seat is the Lord; an Identity table has exactly one Lord: give one seat role: lord`,
  lords: (file: string, lords: readonly string[]) => `${file}: setup.seats: ${lords.join(' and ')} are all Lords; an Identity table has exactly one Lord: change the others' role`,
  set: (file: string, field: string, c: CardInstance, sets: readonly string[]) => `${file}: ${field}: ${formatCard(c)} belongs to the ${c.set} set, which is not in setup.sets [${sets.join(', ')}]; add ${c.set} to setup.sets or choose another card`,
  // mode-setup.ts: the 3v3 mode, its deal and its draft
  deal3v3: (file: string) => `${file}: setup.deal: deal: 3v3 starts a 3v3 game; add setup.mode: 3v3, or use deal: identity`,
  draftMode: (file: string) => `${file}: setup.draft: the draft belongs to the 3v3 mode; add setup.mode: 3v3 and deal: 3v3, or remove the draft`,
  dealIdentity: (file: string) => `${file}: setup.deal: the Identity deal is not used in 3v3; write deal: 3v3 to start the 3v3 game from its beginning, or leave deal out`,
  draftDeal: (file: string) => `${file}: setup.draft: the draft happens at the start of a 3v3 game; add setup.deal: 3v3`,
  threesRoles: (file: string) => `${file}: setup.seats: in 3v3 either every seat names its role or none does (then p1 … p6 are lord, loyalist, rebel, renegade, rebel, loyalist)`,
  draftTwice: (file: string) => `${file}: setup.draft: a hero is listed twice; the 16 heroes are all different`,
  draftHero: (file: string, k: number) => `${seat(file, k)}.hero: with a draft the heroes come from the line-up (variants.3v3.draft-lineup); write hero: null, or leave out setup.draft`,
  // deal.ts: the Identity deal's roles
  noRole: (file: string, i: number) => `${seat(file, i)}.role: missing; give each seat a role (lord, loyalist, rebel or renegade), or set setup.deal: identity to deal the roles from the role table`,
  someRoles: (file: string, i: number) => `${seat(file, i)}.role: missing, while other seats name theirs; with setup.deal: identity either name no role (they are dealt from the table) or name every seat's`,
  roleTable: (file: string, roles: readonly Role[], tables: readonly (readonly Role[])[]) => `${file}: setup.seats: the roles (${counted(roles)}) are not the role table for ${roles.length} players, ${tables.map((t) => `(${counted(t)})`).join(' or ')}; change the roles, or leave them out to deal them`,
};

type Sayings = typeof SAID;
/** A thing wrong, to be said (say.ts): a saying's name and what it is about; or a message already in words (the script lines' code, the 3v3 seating). */
export type Said = string | { [K in keyof Sayings]: readonly [K, ...Parameters<Sayings[K]>] }[keyof Sayings];

const MAX_ERRORS = 40;
const MAX_ERROR_LENGTH = 600;

/** At most 40 errors of at most 600 characters each: a hostile file gets a readable answer. */
function bounded(errors: readonly string[]): string[] {
  const cut = errors.slice(0, MAX_ERRORS).map((e) => (e.length > MAX_ERROR_LENGTH ? `${e.slice(0, MAX_ERROR_LENGTH)}… (cut)` : e));
  return errors.length > MAX_ERRORS ? [...cut, `… and ${errors.length - MAX_ERRORS} more errors; fix these first`] : cut;
}

/** The messages of what a file's checks found wrong, in their order. */
export const told = (said: readonly Said[]): string[] => bounded(said.map((s) => (typeof s === 'string' ? s : (SAID[s[0]] as (...a: readonly unknown[]) => string)(...s.slice(1)))));

function pathOf(path: readonly PropertyKey[]): string {
  const part = (p: PropertyKey) => { const t = String(p); return t.length > 40 ? `${t.slice(0, 40)}…` : t; };
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${part(p)}`)).join('').replace(/^\./, '');
}

/** The messages of a file that is not in the scenario format: each issue's field and zod's words. */
export const issuesTold = (file: string, issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[]): string[] =>
  bounded(issues.map((i) => `${file}: ${pathOf(i.path) || '(top level)'}: ${i.message.length > 200 ? `${i.message.slice(0, 200)}…` : i.message}. Fix this field; the format is in README.md ("Contributing a scenario").`));

/** The words, as say.ts installs them. */
export const WORDS = { SAID, told, issuesTold, zod: scenarioMessage, problemOf, seatsProblem };
