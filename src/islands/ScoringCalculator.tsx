// Scoring calculator for the Identity-mode scoring house rule (clauses variants.scoring.*).
// The tables are data in src/engine/modes/house/scoring-data.ts (the engine scores finished games with them too), taken from 004_687cab64bd945570.txt.
import { useId, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import {
  BONUS_TABLE,
  computeScore,
  MAX_PLAYERS,
  maxOfRole,
  MIN_PLAYERS,
  ROLE_LABELS,
  ROLES,
  WINNER_LABELS,
  WINNERS,
  type Kills,
  type Role,
  type ScoreRule,
  type Winner,
} from '../engine/modes/house/scoring-data.ts';

const WINS_PHRASE: Readonly<Record<Winner, string>> = {
  'lord-side': 'the Lord and Loyalists win',
  rebels: 'the Rebels win',
  renegade: 'the Renegade wins',
};

function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

function isWinner(value: string): value is Winner {
  return (WINNERS as readonly string[]).includes(value);
}

function describeRule(rule: ScoreRule): string {
  const parts: string[] = [];
  if (rule.base !== 0 || rule.counts === null) parts.push(String(rule.base));
  if (rule.counts !== null) {
    const what =
      rule.counts === 'players'
        ? 'players'
        : rule.counts === 'survivingLoyalists'
          ? 'surviving Loyalists'
          : 'surviving Rebels';
    parts.push(`${rule.per} × ${what}`);
  }
  return parts.join(' + ');
}

interface NumberFieldProps {
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly onChange: (value: number) => void;
}

function NumberField({ label, value, min, max, onChange }: NumberFieldProps): JSX.Element {
  const id = useId();
  return (
    <div class="scoring-field">
      <label for={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        onInput={(e) => {
          // Update while typing only once the value is usable, so "10" can be typed digit by digit.
          const raw = e.currentTarget.value;
          const n = Number(raw);
          if (raw === '' || !Number.isFinite(n) || n < min) return;
          onChange(clamp(n, min, max));
        }}
        onBlur={(e) => {
          // On leaving the field, show and keep the nearest allowed value.
          const n = clamp(Number(e.currentTarget.value), min, max);
          e.currentTarget.value = String(n);
          onChange(n);
        }}
      />
    </div>
  );
}

interface CheckFieldProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}

function CheckField({ label, checked, onChange }: CheckFieldProps): JSX.Element {
  const id = useId();
  return (
    <div class="scoring-field">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <label for={id}>{label}</label>
    </div>
  );
}

export default function ScoringCalculator(): JSX.Element {
  const roleId = useId();
  const winnerId = useId();
  const resultId = useId();

  const [role, setRole] = useState<Role>('lord');
  const [winner, setWinner] = useState<Winner>('lord-side');
  const [players, setPlayers] = useState<number>(8);
  const [survivingLoyalists, setSurvivingLoyalists] = useState<number>(1);
  const [survivingRebels, setSurvivingRebels] = useState<number>(1);
  const [alive, setAlive] = useState<boolean>(true);
  const [lostFinalDuel, setLostFinalDuel] = useState<boolean>(false);
  const [kills, setKills] = useState<Kills>({ lord: 0, loyalist: 0, rebel: 0, renegade: 0 });

  const maxLoyalists = maxOfRole(players, 'loyalist');
  const maxRebels = maxOfRole(players, 'rebel');
  const maxRenegades = maxOfRole(players, 'renegade');
  // Keep counts within what the current number of players allows.
  const loyalistsLeft = Math.min(survivingLoyalists, maxLoyalists);
  const rebelsLeft = Math.min(survivingRebels, maxRebels);
  const boundedKills: Kills = {
    lord: Math.min(kills.lord, 1),
    loyalist: Math.min(kills.loyalist, maxLoyalists),
    rebel: Math.min(kills.rebel, maxRebels),
    renegade: Math.min(kills.renegade, maxRenegades),
  };

  const result = computeScore({
    role,
    winner,
    players,
    survivingLoyalists: loyalistsLeft,
    survivingRebels: rebelsLeft,
    alive,
    lostFinalDuel,
    kills: boundedKills,
  });

  const setKill = (victim: Role) => (value: number) => setKills({ ...kills, [victim]: value });
  const hasBonus = BONUS_TABLE[role] !== null;

  return (
    <form class="scoring-calculator" aria-describedby={resultId} onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend>The game</legend>
        <div class="scoring-field">
          <label for={roleId}>Your role</label>
          <select
            id={roleId}
            value={role}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (isRole(value)) setRole(value);
            }}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        <div class="scoring-field">
          <label for={winnerId}>Who won</label>
          <select
            id={winnerId}
            value={winner}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (isWinner(value)) setWinner(value);
            }}
          >
            {WINNERS.map((w) => (
              <option key={w} value={w}>
                {WINNER_LABELS[w]}
              </option>
            ))}
          </select>
        </div>
        <NumberField
          label="Number of players"
          value={players}
          min={MIN_PLAYERS}
          max={MAX_PLAYERS}
          onChange={setPlayers}
        />
        {winner === 'lord-side' && (role === 'lord' || role === 'loyalist') && (
          <NumberField
            label="Loyalists alive at the end"
            value={loyalistsLeft}
            min={0}
            max={maxLoyalists}
            onChange={setSurvivingLoyalists}
          />
        )}
        {winner === 'rebels' && role === 'rebel' && (
          <NumberField
            label="Rebels alive at the end"
            value={rebelsLeft}
            min={0}
            max={maxRebels}
            onChange={setSurvivingRebels}
          />
        )}
        {winner === 'rebels' && role === 'renegade' && (
          <CheckField label="You were alive at the end" checked={alive} onChange={setAlive} />
        )}
        {winner === 'lord-side' && role === 'renegade' && (
          <CheckField
            label="You lost the final one-on-one against the Lord"
            checked={lostFinalDuel}
            onChange={setLostFinalDuel}
          />
        )}
      </fieldset>

      {(role === 'lord' || role === 'loyalist') && (
        <fieldset>
          <legend>Your kills (bonus counts only if your side won)</legend>
          <NumberField
            label="Rebels you killed"
            value={boundedKills.rebel}
            min={0}
            max={maxRebels}
            onChange={setKill('rebel')}
          />
          <NumberField
            label="Renegades you killed"
            value={boundedKills.renegade}
            min={0}
            max={maxRenegades}
            onChange={setKill('renegade')}
          />
        </fieldset>
      )}
      {role === 'rebel' && (
        <fieldset>
          <legend>Your kills</legend>
          <NumberField
            label="Loyalists you killed"
            value={boundedKills.loyalist}
            min={0}
            max={maxLoyalists}
            onChange={setKill('loyalist')}
          />
          <NumberField
            label="Renegades you killed"
            value={boundedKills.renegade}
            min={0}
            max={maxRenegades}
            onChange={setKill('renegade')}
          />
          <CheckField
            label="You killed the Lord"
            checked={boundedKills.lord > 0}
            onChange={(checked) => setKill('lord')(checked ? 1 : 0)}
          />
        </fieldset>
      )}

      <output id={resultId} class="scoring-result" aria-live="polite" aria-atomic="true">
        <p>
          <strong>Score: {result.total}</strong>
          {' '}({result.base} from the table
          {result.bonus > 0 ? `, +${result.bonus} personal bonus` : ''}).
        </p>
        <p>
          Table rule for a {ROLE_LABELS[role]} when {WINS_PHRASE[winner]}: {describeRule(result.rule)}.
          {result.bonus === 0 && hasBonus && !result.bonusApplies ? ' No personal bonus: your side did not win.' : ''}
        </p>
        <p class="scoring-source">
          004 says: <q>{result.rule.source}</q>
        </p>
      </output>
    </form>
  );
}
