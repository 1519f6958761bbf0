// A decision as the sandbox carries it (types.ts DecisionData): the flow's decision with each
// choice's key and label, and who may read a choice's label once it is taken (Choice.visibleTo).
// Shared by the build (sandbox-core.ts) and the live rules (live.ts). Pure; engine types only.
import type { Decision } from '../../engine/types.ts';
import type { ChoiceData, DecisionData } from './types.ts';

export function decisionData(d: Decision): DecisionData {
  const choices = d.choices.map((c): ChoiceData => (c.visibleTo ? { key: c.key, label: c.label, visibleTo: c.visibleTo, publicLabel: c.publicLabel ?? 'a choice' } : { key: c.key, label: c.label }));
  return { kind: d.kind, seat: d.seat, prompt: d.prompt, clause: d.clause, choices };
}
