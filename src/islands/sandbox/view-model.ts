// Snapshot → what the table shows, for a point of view: the judge sees everything; a seat sees its
// own hand, the other hands as counts of face-down cards, and the roles that are public (the Lord's,
// a dead player's, a revealed one). Pure: no rule is computed here, only what to show.
import type { EquipSlot } from '../../engine/data/card-facts.ts';
import type { Faction } from '../../engine/data/hero-facts.ts';
import type { Role } from '../../engine/types.ts';
import type { GameState } from '../../engine/types.ts';
import { draftLines } from './draft-view.ts';
import type { CardView, Names } from './names.ts';
import type { HeroMeta, MarkerRuns, RoleSight, SandboxData, ScoreLine, SeatInfo, SkillRef, Snapshot } from './types.ts';

/** The phases in words (the table's turn line; frames-view.ts's phase frame). */
export const PHASE: Readonly<Record<string, string>> = {
  none: 'between turns', start: 'start phase (准备阶段)', judgment: 'judgment phase (判定阶段)', draw: 'draw phase (摸牌阶段)',
  play: 'play phase (出牌阶段)', discard: 'discard phase (弃牌阶段)', end: 'end phase (结束阶段)',
};

/** 'judge', the id of the seat whose view is shown, or a side's seats joined by '+' ('p1+p2+p6': a 3v3 side sees its own hands). */
export type Pov = string;

/** Whether the point of view holds this seat's hand (its own seat, or a seat of its side). */
export function ownsHand(pov: Pov, seat: string): boolean {
  return pov === seat || (pov.includes('+') && pov.split('+').includes(seat));
}

/** A point of view in words: a seat's name, or a side's seats. */
export function povName(pov: Pov, n: Pick<Names, 'seat'>): string {
  return pov.includes('+') ? `the side of ${pov.split('+').map((s) => n.seat(s)).join(', ')}` : n.seat(pov);
}

/** The sides' points of view of a 3v3 table (seats that name a side), one per side: its seats joined by '+'. */
export function sidePovs(seats: readonly { readonly id: string; readonly side?: 'warm' | 'cool' }[]): { readonly pov: Pov; readonly label: string }[] {
  return (['warm', 'cool'] as const).flatMap((side) => {
    const ids = seats.filter((s) => s.side === side).map((s) => s.id);
    return ids.length ? [{ pov: ids.join('+'), label: `${side === 'warm' ? 'Warm' : 'Cool'} side: ${ids.join(', ')}` }] : [];
  });
}

export interface SeatView {
  readonly id: string;
  readonly name: string;
  readonly zh: string;
  readonly faction: Faction | null;
  readonly factionLabel: string;
  readonly role: Role | null; // null: hidden from this point of view
  readonly roleLabel: string;
  readonly hp: number;
  readonly maxHp: number;
  readonly alive: boolean;
  readonly chained: boolean;
  readonly flipped: boolean;
  readonly dying: boolean; // a dying frame for this seat is on the stack
  readonly skills: readonly SkillRef[];
  readonly current: boolean;
  readonly asked: boolean;
  readonly hand: readonly CardView[] | null; // null: face down from this point of view
  readonly handCount: number;
  readonly equipment: readonly { readonly slot: EquipSlot; readonly label: string; readonly card: CardView | null; readonly id: string }[];
  readonly judgment: readonly CardView[];
  readonly acted: boolean | null; // 3v3: the seat's identity card is sideways (it has acted this round); null in other modes
  readonly reborn: boolean; // reincarnation: back at the table but still out for victory (Seat.out while alive)
  readonly draft: string | null; // 3v3 while the draft runs: what it has decided for this seat (draft-view.ts), shown instead of a hero and HP
}

export interface TableView {
  readonly seats: readonly SeatView[];
  readonly turn: number;
  readonly phase: string;
  readonly drawCount: number;
  readonly drawTop: readonly CardView[]; // the stated top cards, judge view only
  readonly discardCount: number;
  readonly discardTop: readonly CardView[]; // the last few, top last
  readonly processing: readonly CardView[];
  readonly winner: string | null;
  /** The scoring house rule: each player's score once the game is won (engine: modes/house/scoring.ts), else null. */
  readonly scores: readonly ScoreLine[] | null;
}

export type { ScoreLine };

const FACTION_LABEL: Readonly<Record<Faction, string>> = { wei: 'Wei 魏', shu: 'Shu 蜀', wu: 'Wu 吴', qun: 'Qun 群' };
const SLOTS: readonly (readonly [EquipSlot, string])[] = [['weapon', 'Weapon'], ['armor', 'Armor'], ['plusMount', '+1 mount'], ['minusMount', '−1 mount']];

/** The roles a point of view sees at a step, as bits by seat index (SandboxData.sight, from the mode's roleVisible hook); the judge sees all. */
export function rolesSeen(sight: RoleSight, pov: Pov, step: number): number {
  if (isJudge(pov)) return ~0;
  let bits = 0;
  for (const [from, b] of sight[pov] ?? []) {
    if (from > step) break;
    bits = b;
  }
  return bits;
}

const NO_SKILLS: readonly SkillRef[] = [];

/** Whether a card in a zone ('hand:p1', 'draw', …: diff.ts's Zone) can be seen from the point of view. */
export function zoneOpen(z: string | null, pov: Pov): boolean {
  if (isJudge(pov) || z === null) return true;
  if (z === 'draw') return false;
  return !z.startsWith('hand:') || ownsHand(pov, z.slice('hand:'.length));
}

export function isJudge(pov: Pov): boolean {
  return pov === 'judge';
}

function cards(ids: readonly string[], n: Names): CardView[] {
  const out: CardView[] = [];
  for (const id of ids) {
    const c = n.card(id);
    if (c) out.push(c);
  }
  return out;
}

/** A draw pile card that the scripted run never shows elsewhere: the page does not carry its name (sandbox-build.ts). */
export const UNSEEN = '?';

/** The top cards of the draw pile that the scenario states (the rest is shuffled and unknown). */
export function statedTop(drawPile: readonly string[], stated: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const id of drawPile) {
    if (!stated.has(id)) break;
    out.push(id);
  }
  return out;
}

/** What a table view reads of the props: the seats' names, the stated draw pile, the mode's words, the scores. */
export type TableData = Pick<SandboxData, 'seats' | 'stated' | 'words'> & Partial<Pick<SandboxData, 'scores'>> & {
  /** The set-up's heroes, to tell a hero the props name from one only a branch reaches (heroAt). */
  readonly setup?: { readonly seats: readonly { readonly hero: string | null }[] };
};

/** The action markers turned at a step, as bits by seat index (SandboxData.markers), null in a mode without them. */
export function markersAt(runs: MarkerRuns, step: number): number | null {
  if (!runs.length) return null;
  let bits = 0;
  for (const [from, b] of runs) {
    if (from > step) break;
    bits = b;
  }
  return bits;
}

/** `roles`: the roles the point of view sees at this step (rolesSeen); `turned`: the action markers turned (markersAt). */
export function tableView(s: Snapshot, data: TableData, n: Names, pov: Pov, asked: string | null, roles: number, turned: number | null): TableView {
  const g = s.game;
  const judge = isJudge(pov);
  const info = new Map(data.seats.map((x) => [x.id, x]));
  const dying = new Set(g.stack.flatMap((f) => (f.kind === 'dying' ? [f.seat] : [])));
  const drafting = draftLines(g, n.heroName);
  const seats = g.seats.map((seat, i): SeatView => {
    const first = info.get(seat.id);
    // A hero whose card is face down (Seat.heroShown) is named, and its skills listed, only for its own point of view.
    const heroOpen = judge || seat.heroShown || ownsHand(pov, seat.id);
    const meta = heroOpen ? heroAt(seat, first, data.setup?.seats[i]?.hero, n) : undefined; // a reincarnated player's new hero, a drafted line-up's
    const roleOpen = (roles & (1 << i)) !== 0;
    const handOpen = judge || ownsHand(pov, seat.id);
    return {
      id: seat.id, name: meta?.name ?? '', zh: meta?.zh ?? '', faction: meta?.faction ?? null,
      factionLabel: meta?.faction ? FACTION_LABEL[meta.faction] : '',
      role: roleOpen ? seat.role : null, roleLabel: roleOpen ? data.words.roles[seat.role] : 'Role hidden', acted: turned === null ? null : (turned & (1 << i)) !== 0, draft: drafting?.get(seat.id) ?? null, reborn: seat.alive && seat.out,
      hp: seat.hp, maxHp: seat.maxHp, alive: seat.alive, chained: seat.chained, flipped: seat.flipped,
      dying: dying.has(seat.id), skills: meta?.skills ?? NO_SKILLS,
      current: i === g.current && g.phase !== 'none', asked: asked === seat.id,
      hand: handOpen ? cards(seat.hand, n) : null, handCount: seat.hand.length,
      equipment: SLOTS.flatMap(([slot, label]) => {
        const id = seat.equipment[slot];
        return id ? [{ slot, label, id, card: n.card(id) }] : [];
      }),
      judgment: cards(seat.judgment, n),
    };
  });
  return {
    seats, turn: g.turn, phase: PHASE[g.phase] ?? g.phase,
    drawCount: g.drawPile.length, drawTop: judge ? cards(statedTop(g.drawPile, new Set(data.stated)), n) : [],
    discardCount: g.discardPile.length, discardTop: cards(g.discardPile.slice(-3), n),
    processing: cards(g.processing, n), winner: g.winner ? data.words.winners[g.winner] ?? g.winner : null, scores: scoreLines(g, data.scores),
  };
}

/**
 * What the table shows of a seat's hero in this snapshot: none while the seat has none (a 3v3 seat
 * before the draft's line-up); the set-up's while the seat keeps it; else the hero it became, from the
 * props (the scripted run's reincarnation or line-up) or, on a branch, from the live rules.
 */
function heroAt(seat: GameState['seats'][number], first: SeatInfo | undefined, setupHero: string | null | undefined, n: Names): HeroMeta | undefined {
  if (seat.hero === null) return undefined;
  if (seat.hero === setupHero || setupHero === undefined) return first; // (no set-up given: the props' seat)
  return first?.later?.[seat.hero] ?? n.heroMeta(seat.hero, seat.wording) ?? undefined;
}

/** The scores of the scripted run's won game under the scoring option (worked out at build time by the engine, modes/house/scoring.ts), shown on that final state only; null otherwise. */
export function scoreLines(g: GameState, scores: SandboxData['scores']): readonly ScoreLine[] | null {
  if (!scores || g.winner !== scores.winner) return null;
  return g.log.reduce((k, c) => k + c.length, 0) === scores.facts ? scores.lines : null;
}
