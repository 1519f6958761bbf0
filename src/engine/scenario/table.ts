// Impossible tables: a scenario's setup must describe a position the rules can reach. Each error
// names the file, the field, what is impossible and how to fix it (its words: say-words.ts).
import { CARD_KINDS, type CardKindId } from '../data/card-facts.ts';
import { card } from '../cards-lookup.ts';
import { startingMaxHp, type GameSetup } from '../setup.ts';
import type { Scenario } from './schema.ts';
import { splitPlacedAs } from './placed-as.ts';
import type { Said } from './say-words.ts';

type SetupSeat = Scenario['setup']['seats'][number];

function hpErrors(file: string, i: number, s: SetupSeat, lord: boolean, maxHp: number, players: number): Said[] {
  const out: Said[] = [];
  if (s.maxHp !== undefined && s.maxHp < 1) out.push(['maxLow', file, i, s.maxHp]);
  if (s.hp !== undefined && s.hp > maxHp) out.push(['hpHigh', file, i, s.hp, maxHp, s.maxHp !== undefined, s.hero, lord && players >= 5]);
  if (!s.alive) return out; // an eliminated seat: deadErrors
  if (s.hp !== undefined && s.hp < 1) out.push(['hpLow', file, i, s.hp]);
  return out;
}

/** An eliminated seat (alive: false) or a reincarnated one (out: true): what the house rules allow. */
function deadErrors(file: string, i: number, s: SetupSeat, lord: boolean, house: readonly string[]): Said[] {
  const out: Said[] = [];
  if (s.out === true && s.alive && !house.includes('reincarnation')) out.push(['out', file, i]);
  if (s.alive) return out;
  if (lord) out.push(['deadLord', file, i]);
  if (s.hp !== undefined && s.hp > 0) out.push(['deadHp', file, i, s.hp]);
  if (Object.values(s.equipment).some(Boolean) || s.judgment.length > 0) out.push(['deadCards', file, i]);
  if (s.hand.length > 0 && !house.includes('reincarnation')) out.push(['deadHand', file, i]);
  return out;
}

function judgmentErrors(file: string, i: number, refs: readonly string[], ids: readonly string[], placedAs: Readonly<Record<string, CardKindId>>): Said[] {
  const out: Said[] = [];
  const seen = new Set<string>();
  ids.forEach((id, k) => {
    if (!id) return;
    const kind = CARD_KINDS[placedAs[id] ?? card(id).kind];
    if (kind.type !== 'delayed-trick') {
      // A card written `… as <name>` whose name is not a delayed trick is reported by the loader.
      if (splitPlacedAs(refs[k] ?? '').as === undefined) out.push(['notDelayed', file, i, k, refs[k], id]);
    } else if (seen.has(kind.id)) {
      out.push(['secondDelayed', file, i, k, kind.id]);
    }
    seen.add(kind.id);
  });
  return out;
}

/** The roles: exactly one Lord (identity.roles). */
function roleErrors(file: string, setup: GameSetup): Said[] {
  const lords = setup.seats.flatMap((s, i) => (s.role === 'lord' ? [`p${i + 1}`] : []));
  if (lords.length === 1) return [];
  return [lords.length === 0 ? ['noLord', file] : ['lords', file, lords]];
}

/** Every card placed must belong to one of the card sets in play (setup.sets). */
function setErrors(file: string, sc: Scenario, setup: GameSetup): Said[] {
  const sets = sc.setup.sets;
  const out: Said[] = [];
  const check = (id: string | undefined, field: string) => {
    if (!id) return;
    const c = card(id);
    if (!sets.includes(c.set)) out.push(['set', file, field, c, sets]);
  };
  setup.seats.forEach((s, i) => {
    const f = `setup.seats[${i}]`;
    (s.hand ?? []).forEach((id, k) => check(id, `${f}.hand[${k}]`));
    (s.judgment ?? []).forEach((id, k) => check(id, `${f}.judgment[${k}]`));
    for (const [slot, id] of Object.entries(s.equipment ?? {})) check(id, `${f}.equipment.${slot}`);
  });
  (setup.drawPile ?? []).forEach((id, k) => check(id, `setup.drawPile[${k}]`));
  (setup.discardPile ?? []).forEach((id, k) => check(id, `setup.discardPile[${k}]`));
  return out;
}

/** The reasons a loaded setup is impossible, or none. */
export function tableErrors(file: string, sc: Scenario, setup: GameSetup): Said[] {
  const n = setup.seats.length;
  const out: Said[] = [...roleErrors(file, setup)];
  sc.setup.seats.forEach((s, i) => {
    const built = setup.seats[i];
    const maxHp = s.maxHp ?? (built ? startingMaxHp(built, n, setup.mode) : 4);
    out.push(...hpErrors(file, i, s, built?.role === 'lord', maxHp, n), ...deadErrors(file, i, s, built?.role === 'lord', sc.setup.house), ...judgmentErrors(file, i, s.judgment, built?.judgment ?? [], built?.judgmentAs ?? {}));
  });
  return [...out, ...setErrors(file, sc, setup)];
}
