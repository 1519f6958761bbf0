// A scenario's fact spec (`until:`, `facts:`) in words, for the runner's and the builder's reports
// (not in fact-match.ts, which the sandbox's live rules carry).
import type { LogFactSpec } from './schema.ts';

export const showFact = (spec: LogFactSpec) => (typeof spec === 'string' ? spec : `${spec.fact}${spec.seat ? ` (${spec.seat})` : ''}${spec.data ? ` ${JSON.stringify(spec.data)}` : ''}`);
