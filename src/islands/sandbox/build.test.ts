// Build-time checks of <Sandbox>: a missing scenario or a bad step fails with a message naming the
// page and the nearest scenario id; the props are plain JSON and carry what the page needs.
import { describe, expect, it } from 'vitest';
import { pageData, sandboxData, startStep, withoutKeys } from '../../components/sandbox-build.ts';
import { scenarioRun } from '../../components/sandbox-scenarios.ts';
import { fallbackHref } from './ClauseCite.tsx';
import { UNSEEN } from './view-model.ts';

describe('<Sandbox> at build time', () => {
  it('names the page and the nearest scenario when the scenario does not exist', () => {
    expect(() => scenarioRun('lightning-hitt', '/cards/lightning/')).toThrow(/<Sandbox scenario="lightning-hitt"> on page \/cards\/lightning\/: there is no scenario "lightning-hitt".*Did you mean "lightning-hit"\?/);
  });

  it('checks the step prop against the run', () => {
    const data = sandboxData('lightning-hit', '/cards/lightning/');
    expect(startStep(data, undefined, '/x/')).toBe(0);
    expect(startStep(data, '3', '/x/')).toBe(3);
    expect(() => startStep(data, '999', '/x/')).toThrow(/step="999"> on page \/x\/: step must be a whole number from 0 to \d+/);
    expect(() => startStep(data, 'two', '/x/')).toThrow(/step must be a whole number/);
  });

  it('makes serialisable props with the seat names, the clause texts in both languages and the scripted choices', () => {
    const data = sandboxData('duel-lubu-user', '/rules/general/events/');
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    expect(data.seats[0]).toEqual({ id: 'p1', name: 'Lü Bu', zh: '吕布', faction: 'qun', skills: [{ name: 'Matchless', clause: 'heroes.lv-bu.wu-shuang.revised' }] });
    expect(data.seats[1]?.skills).toEqual([]);
    expect(data.scripted.length).toBe(data.decisionSteps.length);
    const matchless = data.clauses['heroes.lv-bu.wu-shuang.revised'];
    expect(matchless?.en).toMatch(/Compulsory skill/);
    expect(matchless?.href).toMatch(/#heroes\.lv-bu\.wu-shuang\.revised$/);
    const phases = data.clauses['general.flow.phases'];
    expect(phases?.zh).toMatch(/[\u4e00-\u9fff]/);
    expect(data.version).toBe(1);
  });

  it('leaves the clause texts and the pages of sections out of the page’s props, for the scenario’s texts file, but keeps a hero skill’s English', () => {
    const full = sandboxData('duel-lubu-user', '/x/');
    const { props, file } = pageData('duel-lubu-user', '/x/');
    const bodies = file.texts;
    expect(props.texts).toBe('/sandbox/duel-lubu-user.json');
    expect(Object.keys(full.pages).length).toBeGreaterThan(5);
    expect(props.pages).toEqual({});
    expect(file.pages).toEqual(full.pages);
    expect(Object.keys(bodies).sort()).toEqual(Object.keys(full.clauses).sort());
    for (const [id, c] of Object.entries(full.clauses)) {
      expect(bodies[id]).toEqual([c.en, c.zh]);
      expect(props.clauses[id]).toMatchObject({ number: c.number, title: c.title, doc: c.doc, href: c.href, zh: '', far: true });
    }
    expect(props.clauses['heroes.lv-bu.wu-shuang.revised']?.en).toMatch(/Compulsory skill/);
    expect(props.clauses['general.flow.phases']?.en).toBe('');
    expect(JSON.stringify(props).length).toBeLessThan(JSON.stringify(full).length);
  });

  it('leaves the choices’ engine keys out of a built page’s decisions, and nothing else', () => {
    const full = sandboxData('duel-lubu-user', '/x/');
    const lean = withoutKeys(full.decisions);
    expect(Object.keys(lean)).toEqual(Object.keys(full.decisions));
    for (const [at, d] of Object.entries(full.decisions)) {
      expect(d.choices.every((c) => typeof c.key === 'string')).toBe(true);
      expect(lean[at]).toEqual({ ...d, choices: d.choices.map((c) => ({ label: c.label, ...(c.visibleTo ? { visibleTo: c.visibleTo, publicLabel: c.publicLabel } : {}) })) });
    }
  });

  it('names each hero’s skills with the clause of the wording the seat plays, and carries their text', () => {
    const classic = sandboxData('zhang-fei-roar-classic', '/x/').seats.find((s) => s.name === 'Zhang Fei');
    expect(classic?.skills).toEqual([{ name: 'Roar', clause: 'heroes.zhang-fei.pao-xiao.classic' }]);
    const data = sandboxData('guo-jia-bequeathed-strategy-per-point-classic', '/x/');
    for (const k of data.seats.flatMap((s) => s.skills ?? [])) expect(data.clauses[k.clause]?.en, k.clause).toMatch(/\w/);
  });

  it('carries the draw pile’s length, but names only the cards the run shows elsewhere (the order is hidden)', () => {
    const data = sandboxData('lightning-hit', '/x/');
    const { loaded } = scenarioRun('lightning-hit', '/x/');
    const pile = data.start.game.drawPile;
    expect(pile.length).toBeGreaterThan(100);
    expect(pile.slice(0, loaded.setup.drawPile?.length ?? 0)).toEqual(loaded.setup.drawPile ?? []);
    expect(pile.filter((c) => c !== UNSEEN).every((c) => data.cards[c] !== undefined)).toBe(true);
    expect(pile.filter((c) => c === UNSEEN).length).toBeGreaterThan(100);
  });

  it('links a clause without text in the props to its page', () => {
    expect(fallbackHref('cards.duel.rounds', {})).toBe('/cards/duel/#cards.duel.rounds');
    expect(fallbackHref('general.flow.dying', { 'general.flow': '/rules/general/turn/' })).toBe('/rules/general/turn/#general.flow.dying');
  });
});
