// A hero's skills by name; each name opens the skill's text (in the wording the seat plays) in a
// popover: on tap or click, and on hover where the browser has interest invokers (interestfor). The
// popover is the browser's own (the popover attribute): it closes with Esc or a tap elsewhere, sits
// above the table, and needs no script of ours.
import type { JSX } from 'preact';
import { Blocks } from './ClauseCite.tsx';
import { parseRichText } from '../../content-data/rich-text.ts';
import type { ClauseText, SkillRef } from './types.ts';

/** The text of a skill's clause, when the page carries it. */
export type SkillText = (clause: string) => ClauseText | undefined;

/** Hover (and keyboard focus) show the text through the browser's interest invokers where they exist; a tap or click always does. */
const interest = (pid: string) => ({ interestfor: pid });

export function Skills({ skills, id, text }: { readonly skills: readonly SkillRef[]; readonly id: string; readonly text: SkillText }): JSX.Element {
  return (
    <ul class="sbx-skills" aria-label="Skills">
      {skills.map((k, i) => {
        const c = text(k.clause);
        const pid = `${id}-skill-${i}`;
        return (
          <li key={k.clause}>
            <button type="button" class="sbx-skill" style={`anchor-name:--${pid}`} popovertarget={pid} popovertargetaction="show" {...interest(pid)}>{k.name}</button>
            <div id={pid} popover="auto" class="sbx-skill-text" style={`position-anchor:--${pid}`}>
              <p class="sbx-skill-title"><strong>{k.name}</strong>{c?.title && c.title !== k.name ? ` · ${c.title}` : ''}</p>
              {c ? <div lang="en"><Blocks blocks={parseRichText(c.en)} /></div> : <p>The text of this skill is on its hero’s page.</p>}
              <p><a href={c?.href ?? `/heroes/${k.clause.split('.')[1] ?? ''}/`}>Read it on its page</a></p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
