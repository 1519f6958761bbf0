// Reading a scenario file: validate it, resolve every card it names to one physical card (each
// used once), check hero and clause ids, and build the engine's setup. Every error names the file,
// the field, what is wrong and how to fix it: the checks note each thing wrong (say.ts), and the
// words (say-words.ts) are made only for a file that has something wrong. A file with script lines
// or an expect block has them checked by the script lines' code (script-code.ts), which load.ts
// installs with the words; the builder loads each when it needs it (its tables have no expect block
// and, built by taps, no lines; a table with problems loads the words; a YAML file's reader carries both).
import { CARD_KINDS, DECK, type CardKindId, type EquipSlot } from '../data/card-facts.ts';
import { isHeroId } from '../data/hero-facts.ts';
import { findInstances, parseCardRef } from '../card-notation.ts';
import type { GameSetup } from '../setup.ts';
import { scriptCode } from './script-code.ts';
import { words } from './say.ts';
import type { Said } from './say-words.ts';
import { cardRefError, namesBeyondExpect, namesInExpect } from './refs.ts';
import { seatRoles } from './deal.ts';
import { modeSetup } from './mode-setup.ts';
import { tableErrors } from './table.ts';
import { placedAsTrick, splitPlacedAs } from './placed-as.ts';
import type { HouseRuleId, Scenario } from './schema.ts';
import { parseScenario } from './scenario-format.ts';
import { REBORN, ROUNDS_FLAG } from '../modes/house/names.ts';
import type { HouseRules } from '../types.ts';

const HOUSE_KEY: Readonly<Record<HouseRuleId, keyof HouseRules>> = { 'last-three': 'lastThree', reincarnation: 'reincarnation', 'dark-souls': 'darkSouls', scoring: 'scoring' };

/** The engine's house-rule switches for the ids a scenario lists (none listed: the setup says nothing, all off). */
export function houseRules(ids: readonly HouseRuleId[]): { house?: Partial<HouseRules> } {
  return ids.length ? { house: Object.fromEntries(ids.map((id) => [HOUSE_KEY[id], true])) } : {};
}

export type LoadResult = { readonly ok: true; readonly scenario: Scenario; readonly setup: GameSetup } | { readonly ok: false; readonly errors: readonly string[] };

/** Resolves card references to physical card ids, failing on unknown or doubly used cards. */
class CardClaims {
  private readonly used = new Set<string>();
  private readonly errors: Said[];
  private readonly file: string;
  constructor(errors: Said[], file: string) {
    this.errors = errors;
    this.file = file;
  }
  claim(ref: string, field: string): string {
    const parsed = parseCardRef(ref);
    if (!parsed.ok) {
      this.errors.push(['at', this.file, field, parsed.error]);
      return '';
    }
    const all = findInstances(parsed);
    if (all.length === 0) {
      this.errors.push(['at', this.file, field, cardRefError(ref) ?? '']); // the words of a card not in the deck, as the script lines' and the expect block's
      return '';
    }
    const free = all.find((c) => !this.used.has(c.id));
    if (!free) {
      this.errors.push(['twice', this.file, field, parsed, all.length]);
      return '';
    }
    this.used.add(free.id);
    return free.id;
  }
}

/**
 * The loader's checks and setup (load.ts's loadScenario); throws ScriptCodeMissingError for a file
 * with script lines or names in its expect block when their code is not loaded, and WordsMissingError
 * for a file that has errors when the words are not loaded (say.ts: without them a file is still
 * known to be refused).
 */
export function readScenario(file: string, raw: unknown, clauseExists?: (id: string) => boolean): LoadResult {
  const id = file.replace(/^.*\//, '').replace(/\.ya?ml$/, '');
  const parsed = parseScenario(raw);
  if (!parsed.success) {
    return { ok: false, errors: words().issuesTold(file, parsed.issues) };
  }
  const sc: Scenario = { ...parsed.data, id };
  const errors: Said[] = [];
  const claims = new CardClaims(errors, file);
  const mode = modeSetup(file, sc);
  errors.push(...mode.errors);
  const dealt = mode.roles ? { roles: mode.roles, errors: [] } : seatRoles(file, sc);
  errors.push(...dealt.errors);
  const seats = sc.setup.seats.map((s, i) => {
    const field = `setup.seats[${i}]`;
    if (s.hero !== null && !isHeroId(s.hero)) {
      errors.push(['seatHero', file, field, s.hero]);
    }
    const equipment: Partial<Record<EquipSlot, string>> = {};
    for (const [slot, ref] of Object.entries(s.equipment)) {
      if (!ref) continue;
      const cid = claims.claim(ref, `${field}.equipment.${slot}`);
      const kind = cid ? CARD_KINDS[DECK.find((c) => c.id === cid)?.kind ?? 'strike'] : undefined;
      if (kind && kind.slot !== slot) errors.push(['slot', file, field, slot, ref, kind.slot]);
      equipment[slot as EquipSlot] = cid;
    }
    const judgmentAs: Record<string, CardKindId> = {};
    const judgment = s.judgment.map((r, k) => {
      const { ref, as } = splitPlacedAs(r);
      const cid = claims.claim(ref, `${field}.judgment[${k}]`);
      const trick = as === undefined ? undefined : placedAsTrick(as);
      if (trick && !trick.ok) errors.push(['at', file, `${field}.judgment[${k}]`, trick.error]);
      else if (trick && cid) judgmentAs[cid] = trick.kind;
      return cid;
    });
    return {
      hero: s.hero !== null && isHeroId(s.hero) ? s.hero : null, wording: s.wording, role: dealt.roles[i] ?? 'rebel',
      ...(s.hp !== undefined ? { hp: s.hp } : {}), ...(s.maxHp !== undefined ? { maxHp: s.maxHp } : {}),
      hand: s.hand.map((r, k) => claims.claim(r, `${field}.hand[${k}]`)), equipment,
      judgment, ...(Object.keys(judgmentAs).length > 0 ? { judgmentAs } : {}), chained: s.chained, flipped: s.flipped,
      ...(s.alive ? {} : { alive: false }), ...(s.out !== undefined ? { out: s.out } : {}),
      ...(dealt.roles[i] === 'lord' && sc.setup.roundsWithThree > 0 ? { flags: { [ROUNDS_FLAG]: sc.setup.roundsWithThree } } : {}),
      ...(s.alive && s.out === true ? { flags: { [REBORN]: 1 } } : {}), // a reincarnated player at the start
    };
  });
  const drawPile = sc.setup.drawPile.map((r, k) => claims.claim(r, `setup.drawPile[${k}]`));
  const discardPile = sc.setup.discardPile.map((r, k) => claims.claim(r, `setup.discardPile[${k}]`));
  const current = Number(sc.setup.current.slice(1)) - 1;
  if (current >= seats.length) errors.push(['current', file, sc.setup.current, seats.length]);
  if (sc.script.length > 0) errors.push(...scriptCode().scriptErrors(file, sc.script, seats.length));
  if (clauseExists) {
    const check = (cid: string, field: string) => { if (!clauseExists(cid)) errors.push(['clause', file, field, cid]); };
    sc.clauses.forEach((c, k) => check(c, `clauses[${k}]`));
    sc.notes.forEach((n, k) => n.clauses.forEach((c, j) => check(c, `notes[${k}].clauses[${j}]`)));
  }
  for (const [k, h] of sc.heroes.entries()) if (!isHeroId(h)) errors.push(['hero', file, `heroes[${k}]`, h]);
  for (const [k, c] of sc.cards.entries()) if (!Object.hasOwn(CARD_KINDS, c)) errors.push(['card', file, `cards[${k}]`, c]);
  if (namesInExpect(sc)) errors.push(...scriptCode().expectRefErrors(file, sc, seats.length));
  if (namesBeyondExpect(sc)) errors.push(...scriptCode().refErrors(file, sc, seats.length));
  const threesStart = sc.setup.mode === '3v3' && sc.setup.deal === '3v3'; // the 3v3 game from its beginning: no phase, the mode deals
  const setup: GameSetup = {
    seats, seed: sc.setup.seed, drawPile, discardPile, ...(threesStart ? {} : { current, phase: sc.setup.phase }), ...(sc.setup.at === 'before' ? { beforePhase: true } : {}),
    ...(sc.setup.deal === 'identity' ? { dealStartingHands: true } : {}), sets: sc.setup.sets,
    ...(sc.setup.mode === '3v3' ? { mode: '3v3' as const, ...(threesStart ? { threes: mode.draft ? { draft: mode.draft } : {} } : {}) } : {}), ...houseRules(sc.setup.house),
  };
  errors.push(...tableErrors(file, sc, setup));
  if (errors.length) return { ok: false, errors: words().told(errors) };
  return { ok: true, scenario: sc, setup };
}
