// Stepping controls (start, back, next, end), the point of view, and the permalink. A step renders
// the position and the step buttons; the options beside them render only when they change.
import type { JSX } from 'preact';
import { memo } from './memo.ts';
import type { SeatInfo } from './types.ts';

export interface ToolbarProps {
  readonly idp: string;
  readonly step: number;
  readonly last: number;
  readonly canNext: boolean;
  readonly go: (step: number) => void;
  readonly shown: number; // the position among the steps shown (step is the timeline index)
  readonly count: number; // the last position
  readonly move: (by: 1 | -1 | 'decision') => void;
  readonly hasDecision: boolean; // a decision comes after this step
  readonly all: boolean; // every timing point is a step
  readonly setAll: (all: boolean) => void;
  readonly pov: string;
  readonly setPov: (pov: string) => void;
  readonly seats: readonly SeatInfo[];
  readonly copy: () => void;
  readonly copied: string | null; // a status after copying
  readonly fallback: string | null; // the link, when it could not be copied automatically
  readonly inspector: (() => void) | null;
}

/** Icons as SVG paths (a 16×16 box), so they render with any font. */
const ICONS = {
  start: 'M3 3h2v10H3zM13 3v10L6 8z',
  back: 'M12 3v10L5 8z',
  next: 'M4 3v10l7-5z',
  end: 'M11 3h2v10h-2zM3 3v10l7-5z',
} as const;

function StepButton({ label, icon, enabled, onClick, keys }: { readonly label: string; readonly icon: keyof typeof ICONS; readonly enabled: boolean; readonly onClick: () => void; readonly keys: string }): JSX.Element {
  const svg = <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false"><path d={ICONS[icon]} fill="currentColor" /></svg>;
  return (
    <button type="button" class={`sbx-step-button sbx-step-${icon}`} data-act={icon} aria-disabled={!enabled} aria-keyshortcuts={keys} onClick={() => enabled && onClick()}>
      {icon === 'end' || icon === 'next' ? <>{label} {svg}</> : <>{svg} {label}</>}
    </button>
  );
}

type OptionsProps = Pick<ToolbarProps, 'pov' | 'setPov' | 'seats' | 'copy' | 'copied' | 'inspector'>;

const Options = memo((p: OptionsProps): JSX.Element => (
  <div class="sbx-options">
    <label class="sbx-pov">
      View as{' '}
      <select value={p.pov} onChange={(e) => p.setPov(e.currentTarget.value)}>
        <option value="judge">Judge (all cards open)</option>
        {p.seats.map((s) => <option key={s.id} value={s.id}>{s.name ? `${s.id} (${s.name})` : s.id}</option>)}
      </select>
    </label>
    <button type="button" class="sbx-copy" onClick={p.copy}>Copy link</button>
    {import.meta.env.DEV && p.inspector && <button type="button" class="sbx-copy" onClick={p.inspector}>Inspect chart (dev)</button>}
    <span class="sbx-copied" role="status">{p.copied ?? ''}</span>
  </div>
));

export function Toolbar(p: ToolbarProps): JSX.Element {
  return (
    <div class="sbx-toolbar">
      <div class="sbx-stepper" role="group" aria-label="Step through the resolution">
        <span class="sbx-position" data-step={p.step}>
          Step <strong>{p.shown}</strong> of {p.count}
        </span>
        <span class="sbx-buttons">
          <StepButton label="Start" icon="start" enabled={p.step > 0} onClick={() => p.go(0)} keys="Home" />
          <StepButton label="Back" icon="back" enabled={p.step > 0} onClick={() => p.move(-1)} keys="ArrowLeft" />
          <StepButton label="Next" icon="next" enabled={p.canNext} onClick={() => p.move(1)} keys="ArrowRight" />
          <StepButton label="End" icon="end" enabled={p.step < p.last} onClick={() => p.go(p.last)} keys="End" />
          <button type="button" class="sbx-step-button sbx-step-decision" data-act="decision" aria-disabled={!p.hasDecision} onClick={() => p.hasDecision && p.move('decision')}>Next decision</button>
        </span>
      </div>
      <label class="sbx-all">
        <input type="checkbox" checked={p.all} onChange={(e) => p.setAll(e.currentTarget.checked)} /> Show every timing point
      </label>
      <Options pov={p.pov} setPov={p.setPov} seats={p.seats} copy={p.copy} copied={p.copied} inspector={p.inspector} />
      {p.fallback !== null && (
        <label class="sbx-fallback">
          Link to this step (copy it):{' '}
          <input id={`${p.idp}-link`} type="text" readOnly value={p.fallback} onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
      <p class="sbx-keys">Keys: → next, ← back, Home start, End end (anywhere on the page when it has one sandbox; otherwise when this one has focus).</p>
    </div>
  );
}
