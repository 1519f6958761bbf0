// The judge's builder (/build/): put any situation on the table, play it in the same sandbox as
// every scenario page, and share it as a link, a report or a scenario file. The table is the
// scenario format's setup (builder/model); every mistake is told where it is made, in the loader's
// words, and a table the loader refuses cannot be played. Everything from a link or a file is read
// as data and shown as text.
import type { ComponentType, JSX } from 'preact';
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { checkTable, readsScript } from './model/check.ts';
import { cardRefOf, placedCards } from './model/find.ts';
import { encodeShared } from './model/link.ts';
import type { Problem, Shared, Table } from './model/types.ts';
import { linkMoment, sandboxHash, writeHash, type Moment } from './bridge.ts';
import { CardPicker } from './CardPicker.tsx';
import { cardsIn, newTable, place, unplace, withSeat, type Target } from './edit.ts';
import { MODE_FIELD, ModeEditor } from './ModeEditor.tsx';
import { loadRules } from '../../engine/rules/load.ts';
import { needsOf } from '../../engine/rules/needs.ts';
import { loadScriptCode } from '../../engine/scenario/script-code.ts';
import { loadWords, wordsLoaded } from '../../engine/scenario/say.ts';
import { Problems } from './Problems.tsx';
import { SeatCount, THREES_WHY } from './SeatCount.tsx';
import { SeatEditor } from './SeatEditor.tsx';
import { Share } from './Share.tsx';
import { TurnEditor } from './TurnEditor.tsx';
import type { SandboxProps } from '../Sandbox.tsx';
import type { SandboxData } from '../sandbox/types.ts';
import { laterPlay, loadModeOf, loadThrees, makeReport, makeYaml, type PlayCode, type ThreesCode } from './later.ts';
import type { Notice, Opening } from './open.ts';
import './builder.css';

interface Playing { readonly json: string; readonly step: number; readonly data: SandboxData; readonly table: Table; readonly code: PlayCode }

/** The code that opens a link, a scenario or a YAML file (open.ts, a chunk of its own: a table built on the page needs none). */
const opener = () => import('./open.ts');
const CANNOT_OPEN: Notice = { kind: 'error', text: 'The page could not load the code that opens a table (check the connection, then try again).' };
/** The notice shown while that code loads (open.ts shows the same, then what it found): a hash names a scenario of the site or holds a link; a text with a setup is a file. */
const opening = (what: string): Notice => ({ kind: 'notice', text: `Opening the ${what}…` });
const hashHolds = (hash: string, scenarios: readonly string[]) => (hash.startsWith('#scenario=') && scenarios.includes(hash.slice(10)) ? 'scenario' : 'link');
const seatOf = (p: Problem): number | null => { const m = /^setup\.seats\[(\d+)\]/.exec(p.field); return m ? Number(m[1]) : null; };
const same = (a: readonly number[], b: readonly number[]) => a.length >= b.length && b.every((x, k) => a[k] === x);

export interface BuilderProps {
  readonly scenarios: readonly string[]; // the ids a #scenario= link may name (their files are build/s/<id>.yaml)
}

export default function Builder({ scenarios }: BuilderProps): JSX.Element {
  const [table, setTable] = useState<Table>(() => newTable(4));
  const [target, setTarget] = useState<Target | null>(null);
  const [pickMsg, setPickMsg] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [playing, setPlaying] = useState<Playing | null>(null);
  const [Sbx, setSbx] = useState<ComponentType<SandboxProps> | null>(null);
  const moment = useRef<Moment>({ choices: [], step: 0, pov: null });
  // A notice is shown above the table; one that follows a tap further down (Load, Play) is scrolled into view.
  const noticeAt = useRef<HTMLParagraphElement>(null);
  const playAt = useRef(false); // a table played from its start: the page scrolls to the sandbox (a permalink's opener does it otherwise)
  const playSection = useRef<HTMLElement>(null);
  useEffect(() => { if (notice) noticeAt.current?.scrollIntoView({ block: 'nearest' }); }, [notice]);
  // The check reads the mode's setup hooks: a mode beyond Identity is loaded first (engine/rules/load.ts), with the
  // builder's 3v3 part for 3v3 (its start and draft, and the loader's reading of a 3v3 table: Threes.tsx), then the
  // table is checked again. Until they are installed the table is not checked (its words would say the mode is
  // missing): the status says the rules are loading.
  const [modes, setModes] = useState<readonly string[]>(['identity']);
  const [threes, setThrees] = useState<ThreesCode | null>(null);
  const mode = table.setup.mode ?? 'identity';
  const modeLoading = !modes.includes(mode);
  useEffect(() => {
    if (!modeLoading) return;
    const done = (): void => setModes((m) => (m.includes(mode) ? m : [...m, mode]));
    if (mode === '3v3') void loadThrees().then((code) => setThrees(() => code), () => undefined);
    void loadModeOf(mode).then(done, done); // a mode that cannot load: the check then says so
  }, [mode, modeLoading]);
  // The words that say what is wrong (engine/scenario/say.ts) are loaded on the first table refused:
  // until they are, the status says the table is being checked, and Play stays disabled (the check
  // refuses the table without them). A link or a file may have brought them: `loaded` is read at each render.
  const [fetched, setFetched] = useState<'no' | 'yes' | 'failed'>('no');
  const loaded = wordsLoaded();
  const said = loaded ? 'yes' : fetched;
  const checked = useMemo(() => checkTable(table), [table, modes, loaded]); // modes, loaded: checked again once a mode or the words are installed
  const unsaid = !checked.ok && !loaded;
  useEffect(() => {
    if (unsaid && fetched === 'no') void loadWords().then(() => setFetched('yes'), () => setFetched('failed'));
  }, [unsaid, fetched]);
  const placed = useMemo(() => placedCards(table), [table]);
  const problems = checked.ok || modeLoading || unsaid ? [] : checked.problems;

  /** What is shared now: the table, and while playing the moment (choices beyond the script as its branch). */
  const shared = useCallback((): Shared => {
    if (!playing) return { table, step: 0, pov: null };
    const m = moment.current; // told by the sandbox in the frame of each move (onMoment)
    const c = checkTable(playing.table);
    const words = c.ok ? playing.code.follow(c.setup, m.choices)?.words ?? null : null;
    const scripted = playing.data.scripted;
    if (words && same(m.choices, scripted)) {
      const branch = words.slice(scripted.length);
      return { table: playing.table, step: m.step, pov: m.pov, ...(branch.length ? { branch } : {}) };
    }
    return { table: { ...playing.table, script: words ?? playing.table.script }, step: m.step, pov: m.pov };
  }, [table, playing]);

  const linkOf = useCallback(async (s: Shared) => `${location.origin}${location.pathname}#${await encodeShared(s)}`, []);

  const start = useCallback(async (t: Table, step: number, pov: string | null) => {
    await loadModeOf(t.setup.mode).catch(() => undefined); // the check reads the mode's setup hooks; a mode that cannot load fails the check below
    if (readsScript(t)) await loadScriptCode().catch(() => undefined); // the check reads the lines and the stopping fact; without their code it says the table cannot be read
    const c = checkTable(t);
    if (!c.ok) { setNotice({ kind: 'error', text: 'This table cannot be played yet: see the problems below.' }); return; }
    setBusy(true);
    try {
      const [mod, code] = await Promise.all([import('../Sandbox.tsx'), laterPlay(), loadRules(needsOf(c.setup))]); // the table's hero packs, mode and house rules (a reborn hero's pack when the run reaches the hero: playData)
      const data = await code.playData(t, c, await code.loadClauses()); // with the scoring tables when the run ends in a scored win
      const at = Math.max(0, Math.min(step, data.patches.length));
      moment.current = { choices: data.scripted, step: at, pov };
      // The sandbox opens at the step its props name. A moment past the start or from a seat's point of
      // view goes in the hash, as a sandbox permalink, which the sandbox reads when it mounts (with the
      // permalink opener, sandbox/open-link.ts); a table played from its start needs neither.
      if (at > 0 || pov !== null) writeHash(sandboxHash(code.TABLE_ID, moment.current));
      else playAt.current = true;
      setSbx(() => mod.default);
      setTarget(null);
      setPlaying({ json: JSON.stringify(data), step: at, data, table: t, code });
    } catch (e) {
      setNotice({ kind: 'error', text: `The engine could not play this table (${e instanceof Error ? e.message.slice(0, 200) : 'unknown error'}).` });
    } finally {
      setBusy(false);
    }
  }, []);

  /** What opening a table from outside (open.ts) does to the page. */
  const ui = useMemo((): Opening => ({ notice: setNotice, table: setTable, stop: () => setPlaying(null), start }), [start]);
  const importText = useCallback((text: string) => {
    setNotice(opening(/(^|\n)\s*setup\s*:/.test(text) ? 'file' : 'link'));
    void opener().then((m) => m.openText(ui, text), () => setNotice(CANNOT_OPEN));
  }, [ui]);

  // On load (and when another link is pasted into the address bar): the table in the hash, a link or `#scenario=<id>`.
  useEffect(() => {
    const open = async () => {
      const hash = location.hash;
      if (hash.length > 1) {
        setNotice(opening(hashHolds(hash, scenarios)));
        await opener().then((m) => m.openHash(ui, hash, scenarios), () => setNotice(CANNOT_OPEN));
      }
      setReady(true);
    };
    void open();
    const onHash = () => void open();
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, [ui, scenarios]);

  // The address bar always holds the table (replaceState: no history entry per edit). While the table is
  // edited its link carries no outcome fingerprint: that needs the engine to play the table (and the
  // Sandbox island's module), which the page loads when it is played or a link is copied, not at each edit.
  useEffect(() => {
    if (!ready || playing) return;
    const t = setTimeout(() => void encodeShared({ table, step: 0, pov: null }, { fingerprint: null }).then((code) => writeHash(`#${code}`), () => undefined), 300);
    return () => clearTimeout(t);
  }, [table, ready, playing]);

  useEffect(() => { if (playing && playAt.current) { playAt.current = false; playSection.current?.scrollIntoView({ block: 'start' }); } }, [playing]);

  // While playing, the sandbox's moments become builder links.
  const written = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!playing) return;
    let timer = 0;
    const write = () => { clearTimeout(timer); timer = window.setTimeout(() => void encodeShared(shared()).then((code) => writeHash(`#${code}`), () => undefined), 100); };
    written.current = write;
    write();
    return () => { clearTimeout(timer); written.current = () => undefined; };
  }, [playing, shared]);
  const onMoment = useCallback((m: Moment) => { moment.current = linkMoment(m); written.current(); }, []);

  const edit = (t: Table) => { setTable(t); setNotice(null); };
  const change = useCallback((i: number, patch: Parameters<typeof withSeat>[2]) => { setTable((t) => withSeat(t, i, patch)); }, []);
  const pick = useCallback((t: Target) => { setTarget(t); setPickMsg(null); }, []);
  const remove = useCallback((to: Target, ref: string) => setTable((t) => unplace(t, to, ref)), []);
  const putCard = (id: string) => {
    const ref = cardRefOf(id);
    if (!ref || !target) return;
    const r = place(table, target, ref);
    if (r.ok) { setTable(r.table); setPickMsg(null); } else setPickMsg(r.message);
  };

  const report = async () => { const s = shared(); return makeReport(s, await linkOf(s), playing?.code ?? null, [...moment.current.choices]); };

  const n = table.setup.seats.length;
  return (
    <div class="bld" data-builder>
      {notice && <p ref={noticeAt} class={`bld-notice bld-notice-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>{notice.text}</p>}
      {playing && Sbx ? (
        <section ref={playSection} class="bld-play" aria-label="Playing the table">
          <div class="bld-row bld-row-wrap">
            <button type="button" class="bld-action" onClick={() => { setPlaying(null); setTable(playing.table); }}>← Edit the table</button>
          </div>
          <Sbx json={playing.json} step={playing.step} onMoment={onMoment} />
        </section>
      ) : (
        <>
          <section class="bld-top" aria-label="Seats">
            <SeatCount table={table} edit={edit} clear={() => setTarget(null)} threes={threes} />
            <ol class="bld-seats">
              {table.setup.seats.map((s, i) => (
                <SeatEditor key={i} seat={s} index={i} players={n} {...(table.setup.mode === '3v3' ? { fixedBy: THREES_WHY } : {})} problems={problems.filter((p) => seatOf(p) === i)} target={target} change={change} pick={pick} remove={remove} />
              ))}
            </ol>
          </section>
          <TurnEditor table={table} edit={edit} target={target} pick={pick} remove={remove} problems={problems.filter((p) => seatOf(p) === null && !MODE_FIELD.test(p.field))} />
          <ModeEditor table={table} edit={edit} problems={problems.filter((p) => MODE_FIELD.test(p.field))} threes={threes} />
          {target && <CardPicker target={target} seats={n} placed={placed} message={pickMsg} cards={cardsIn(table, target)} retarget={pick} place={putCard} remove={(ref) => remove(target, ref)} close={() => setTarget(null)} />}
          <section class="bld-go" aria-label="Play">
            <p class={checked.ok ? 'bld-ok' : modeLoading || said === 'no' ? '' : 'bld-bad'} role="status">{modeLoading ? `Loading the rules of ${mode}…` : checked.ok ? 'Ready to play.' : said === 'no' ? 'Checking the table…' : said === 'failed' ? 'This table cannot be played yet, and what is wrong could not be loaded: check the connection, then reload the page.' : `${problems.length} problem${problems.length === 1 ? '' : 's'} to fix before playing.`}</p>
            {!checked.ok && !modeLoading && <Problems list={problems} where />}
            <button type="button" class="bld-play-button" disabled={!checked.ok || busy} onClick={() => void start(table, 0, null)}>{busy ? 'Starting…' : 'Play ▶'}</button>
          </section>
        </>
      )}
      <Share link={async () => linkOf(shared())} report={report} yaml={async () => makeYaml(shared())} load={importText} fail={(text) => setNotice({ kind: 'error', text })} />
    </div>
  );
}
