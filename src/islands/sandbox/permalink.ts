// Permalinks to a moment of a sandbox, carried in the URL hash:
//
//   #s=<scenario>@<rules version>/<choices>/<step>/<fingerprint>[/as-<seat>]   e.g. #s=duel-lubu-user@1/0.1.1/12/k3f9a0/as-p2
//
// <step> counts every rule event (the timeline index), whether the sandbox folds timing points or
// not, so a link opens at the same moment in either mode. `/as-<seat>` is the point of view (none:
// the judge's). `/v1~<choices>~<choices>…` lists the visitor's other variations (each a line of
// choices, as <choices>); the digit after `v` is that list's encoding version, so a later encoding
// can be told apart, and a link naming an encoding this page does not know opens with a message.
// <choices> is the index of the choice taken at each decision of the line shown, in order, joined
// by dots ('-' when there is none): the shortest form that also encodes branches, and it stays
// readable. Indexes depend on the order in which the engine lists the choices, so the link also
// carries the rules version and a fingerprint of the outcome at its step (fingerprint.ts): a link
// whose outcome now differs still opens, with a notice. Decoding (open-link.ts, loaded only when the
// address has a sandbox link) never throws and never returns text from the URL except the scenario
// id, which must match a strict pattern; everything else is numbers. Writing one (link-out.ts) loads
// with a visitor's first reach for the sandbox, not with its first view.

export interface Link {
  readonly scenario: string;
  readonly version: number;
  readonly choices: readonly number[];
  readonly step: number;
  readonly fingerprint: string | null;
  readonly pov?: string | null; // a seat id, or a side's seat ids joined by '+'; absent or null: the judge
  readonly lines?: readonly (readonly number[])[]; // the other variations kept (not the line shown)
}

/** The encoding version of a link's list of variations (the digit in `/v1~…`); open-link.ts's decoder names the same. */
export const LINES_VERSION = 1;
const lineText = (l: readonly number[]): string => (l.length ? l.join('.') : '-');

export function encodeLink(link: Link): string {
  const lines = link.lines?.length ? `/v${LINES_VERSION}${link.lines.map((l) => `~${lineText(l)}`).join('')}` : '';
  return `s=${link.scenario}@${link.version}/${lineText(link.choices)}/${link.step}${link.fingerprint ? `/${link.fingerprint}` : ''}${link.pov ? `/as-${link.pov}` : ''}${lines}`;
}
