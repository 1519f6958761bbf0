// Impossible tables: a scenario's setup must describe a position the rules can reach. Each error
// names the file, the field, what is impossible and how to fix it.
import { CARD_KINDS, type CardKindId } from '../data/card-facts.ts';
import { card } from '../cards-lookup.ts';
import { formatCard } from '../card-notation.ts';
import { startingMaxHp, type GameSetup } from '../setup.ts';
import type { Scenario } from './schema.ts';
import { splitPlacedAs } from './placed-as.ts';

type SetupSeat = Scenario['setup']['seats'][number];

function hpErrors(field: string, s: SetupSeat, lord: boolean, maxHp: number, players: number): string[] {
  const out: string[] = [];
  if (s.maxHp !== undefined && s.maxHp < 1) out.push(`${field}.maxHp: max HP ${s.maxHp} is below 1, which no hero has; set maxHp to 1 or more`);
  const where = s.maxHp !== undefined ? 'its maxHp' : `${s.hero ?? 'a seat without a hero'}${lord && players >= 5 ? ' as the Lord of 5 or more players' : ''} starts with ${maxHp}`;
  if (s.hp !== undefined && s.hp > maxHp) out.push(`${field}.hp: HP ${s.hp} is above max HP ${maxHp} (${where}); lower hp to ${maxHp} or less, or raise maxHp`);
  if (!s.alive) return out; // an eliminated seat: deadErrors
  if (s.hp !== undefined && s.hp < 1) out.push(`${field}.hp: HP ${s.hp} is below 1, but every seat starts alive and not dying; set hp to 1 or more (to make a seat dying, deal it damage in the script)`);
  return out;
}

/** An eliminated seat (alive: false) or a reincarnated one (out: true): what the house rules allow. */
function deadErrors(field: string, s: SetupSeat, lord: boolean, house: readonly string[]): string[] {
  const out: string[] = [];
  if (s.out === true && s.alive && !house.includes('reincarnation')) out.push(`${field}.out: a living player is out only when reincarnated; add reincarnation to setup.house, or remove out`);
  if (s.alive) return out;
  if (lord) out.push(`${field}.alive: the Lord is eliminated, so the game is already over; keep the Lord alive`);
  if (s.hp !== undefined && s.hp > 0) out.push(`${field}.hp: HP ${s.hp} on an eliminated seat; an eliminated player has 0 HP or less: remove hp or set it to 0`);
  if (Object.values(s.equipment).some(Boolean) || s.judgment.length > 0) out.push(`${field}: an eliminated player's equipment and judgment cards were discarded at death (general.flow.death); remove them`);
  if (s.hand.length > 0 && !house.includes('reincarnation')) out.push(`${field}.hand: an eliminated player holds no cards, unless offered them under reincarnation; add reincarnation to setup.house, or empty the hand`);
  return out;
}

function judgmentErrors(field: string, refs: readonly string[], ids: readonly string[], placedAs: Readonly<Record<string, CardKindId>>): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  ids.forEach((id, k) => {
    if (!id) return;
    const kind = CARD_KINDS[placedAs[id] ?? card(id).kind];
    if (kind.type !== 'delayed-trick') {
      // A card written `… as <name>` whose name is not a delayed trick is reported by the loader.
      if (splitPlacedAs(refs[k] ?? '').as === undefined) out.push(`${field}.judgment[${k}]: ${refs[k] ?? formatCard(card(id))} is not a delayed trick; a judgment zone holds only Lightning, Acedia and Supply Shortage, or a card a skill placed as one (write it like \`dodge ♦2 as acedia\`); move it to the hand or remove it`);
    } else if (seen.has(kind.id)) {
      out.push(`${field}.judgment[${k}]: a second ${kind.en}; a judgment zone never holds two delayed tricks of the same name; remove one`);
    }
    seen.add(kind.id);
  });
  return out;
}

/** The roles: exactly one Lord (identity.roles). */
function roleErrors(file: string, setup: GameSetup): string[] {
  const lords = setup.seats.flatMap((s, i) => (s.role === 'lord' ? [`p${i + 1}`] : []));
  if (lords.length === 1) return [];
  return [lords.length === 0
    ? `${file}: setup.seats: no seat is the Lord; an Identity table has exactly one Lord: give one seat role: lord`
    : `${file}: setup.seats: ${lords.join(' and ')} are all Lords; an Identity table has exactly one Lord: change the others' role`];
}

/** Every card placed must belong to one of the card sets in play (setup.sets). */
function setErrors(file: string, sc: Scenario, setup: GameSetup): string[] {
  const sets = sc.setup.sets;
  const out: string[] = [];
  const check = (id: string | undefined, field: string) => {
    if (!id) return;
    const c = card(id);
    if (!sets.includes(c.set)) out.push(`${file}: ${field}: ${formatCard(c)} belongs to the ${c.set} set, which is not in setup.sets [${sets.join(', ')}]; add ${c.set} to setup.sets or choose another card`);
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
export function tableErrors(file: string, sc: Scenario, setup: GameSetup): string[] {
  const n = setup.seats.length;
  const out: string[] = [...roleErrors(file, setup)];
  sc.setup.seats.forEach((s, i) => {
    const field = `${file}: setup.seats[${i}]`;
    const built = setup.seats[i];
    const maxHp = s.maxHp ?? (built ? startingMaxHp(built, n, setup.mode) : 4);
    out.push(...hpErrors(field, s, built?.role === 'lord', maxHp, n), ...deadErrors(field, s, built?.role === 'lord', sc.setup.house), ...judgmentErrors(field, s.judgment, built?.judgment ?? [], built?.judgmentAs ?? {}));
  });
  return [...out, ...setErrors(file, sc, setup)];
}
