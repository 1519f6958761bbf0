// The controls. The step bar (start, back, the position among the steps shown, next, end, next
// decision and the "show every timing point" toggle, with this step in one line and a button to its
// full explanation; the buttons carry data-act, so presses before hydration are kept) follows the
// table in the document and stays on screen while the sandbox is in view (shown last, sticky at the
// bottom of the viewport, where no fixed bar of the site covers it). The options (point of view,
// permalink) sit above the table. A step renders the bar; the options render only when they change.
import type { JSX } from 'preact';
import { Icon } from './icons.tsx';
import { memo } from './memo.ts';
import { Suited } from './Suited.tsx';
import type { SeatInfo } from './types.ts';
import { sidePovs } from './view-model.ts';

export interface StepBarProps {
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
  readonly say: string; // this step in one line (as the point of view sees it)
  readonly more: () => void; // shows the full explanation
}

type Dir = 'start' | 'back' | 'next' | 'end';

function StepButton({ label, icon, enabled, onClick, keys }: { readonly label: string; readonly icon: Dir; readonly enabled: boolean; readonly onClick: () => void; readonly keys: string }): JSX.Element {
  const svg = <Icon name={icon} size={14} />;
  return (
    <button type="button" class={`sbx-step-button sbx-step-${icon}`} data-act={icon} aria-disabled={!enabled} aria-keyshortcuts={keys} onClick={() => enabled && onClick()}>
      {icon === 'end' || icon === 'next' ? <><span class="sbx-step-label">{label}</span> {svg}</> : <>{svg} <span class="sbx-step-label">{label}</span></>}
    </button>
  );
}

export function StepBar(p: StepBarProps): JSX.Element {
  return (
    <div class="sbx-bar">
      <p class="sbx-say">
        <span class="sbx-say-text"><Suited text={p.say} /></span>
        <button type="button" class="sbx-more" onClick={p.more}>Why?</button>
      </p>
      <div class="sbx-stepper" role="group" aria-label="Step through the resolution">
        <StepButton label="Start" icon="start" enabled={p.step > 0} onClick={() => p.go(0)} keys="Home" />
        <StepButton label="Back" icon="back" enabled={p.step > 0} onClick={() => p.move(-1)} keys="ArrowLeft" />
        <span class="sbx-position" data-step={p.step}>Step <strong>{p.shown}</strong> of {p.count}</span>
        <StepButton label="Next" icon="next" enabled={p.canNext} onClick={() => p.move(1)} keys="ArrowRight" />
        <StepButton label="End" icon="end" enabled={p.step < p.last} onClick={() => p.go(p.last)} keys="End" />
      </div>
      <div class="sbx-stepper-more">
        <button type="button" class="sbx-step-button sbx-step-decision" data-act="decision" aria-disabled={!p.hasDecision} onClick={() => p.hasDecision && p.move('decision')}>Next decision</button>
        <label class="sbx-all">
          <input type="checkbox" checked={p.all} onChange={(e) => p.setAll(e.currentTarget.checked)} /> Show every timing point
        </label>
      </div>
    </div>
  );
}

export interface OptionsProps {
  readonly idp: string;
  readonly pov: string;
  readonly setPov: (pov: string) => void;
  readonly seats: readonly SeatInfo[];
  readonly copy: () => void;
  readonly copied: string | null; // a status after copying
  readonly fallback: string | null; // the link, when it could not be copied automatically
  readonly inspector: (() => void) | null;
}

export const Toolbar = memo((p: OptionsProps): JSX.Element => (
  <div class="sbx-toolbar">
    <div class="sbx-options">
      <label class="sbx-pov">
        View as{' '}
        <select value={p.pov} onChange={(e) => p.setPov(e.currentTarget.value)}>
          <option value="judge">Judge (all cards open)</option>
          {sidePovs(p.seats).map((x) => <option key={x.pov} value={x.pov}>{x.label}</option>)}
          {p.seats.map((s) => <option key={s.id} value={s.id}>{s.name ? `${s.id} (${s.name})` : s.id}</option>)}
        </select>
      </label>
      <button type="button" class="sbx-copy" onClick={p.copy}>Copy link</button>
      {import.meta.env.DEV && p.inspector && <button type="button" class="sbx-copy" onClick={p.inspector}>Inspect chart (dev)</button>}
      <span class="sbx-copied" role="status">{p.copied ?? ''}</span>
    </div>
    {p.fallback !== null && (
      <label class="sbx-fallback">
        Link to this step (copy it):{' '}
        <input id={`${p.idp}-link`} type="text" readOnly value={p.fallback} onFocus={(e) => e.currentTarget.select()} />
      </label>
    )}
    <p class="sbx-keys">Keys: → next, ← back, Home start, End end (anywhere on the page when it has one sandbox; otherwise when this one has focus).</p>
  </div>
));

