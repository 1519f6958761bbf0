// Where a ruling comes from (a scenario's `provenance`, a public ruling's): the words shown on the
// Rulings page and on each scenario page, strongest first. The rule each scenario's value follows is
// in README.md ("Contributing a scenario") and is checked by provenance.test.ts.
import type { Scenario } from '../engine/scenario/schema.ts';

export type Provenance = NonNullable<Scenario['provenance']>;

export const PROVENANCE: Readonly<Record<Provenance, { readonly label: string; readonly means: string }>> = {
  'official-text': { label: 'Official text', means: 'It follows from the clause of the official general rules (三国杀通用规则及标准用语解析) it cites.' },
  'official-faq': { label: 'Official FAQ', means: 'It reproduces a public ruling (R01–R34) or an official FAQ answer.' },
  'engine-verified': { label: 'Verified by the engines', means: 'The texts are silent or loose on it; this is how the reference engines (FreeKill, QSanguosha) resolve it.' },
  interpretation: { label: 'Interpretation', means: "It is the site's reading of a translated card or skill text, with no official ruling on it." },
  disputed: { label: 'Disputed', means: 'The sources disagree; the site follows one reading and shows the other.' },
};

export const PROVENANCE_ORDER = Object.keys(PROVENANCE) as Provenance[];
