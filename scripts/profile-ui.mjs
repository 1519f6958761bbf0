// `node scripts/profile-ui.mjs [path] [--steps N] [--jumps N]`: where the sandbox's time per step
// goes, from a Chromium trace (not wall-clock figures, which a loaded machine inflates). It serves
// dist/ like `npm run bench:ui`, opens the page of the longest scenario (or `path`), shows every
// timing point, then traces Next through the steps, Back through them, and some jumps from the log,
// and prints, per input, the renderer main thread's busy time from the input's task to the end of
// the frame that paints it, by kind (script, style, layout, pre-paint, paint, other), and the
// functions that took the most of the script time (V8's sampling profiler, inside those windows).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { answers } from './http-probe.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 4339);
const BASE = `http://127.0.0.1:${PORT}`;
const args = process.argv.slice(2);
const opt = (name, d) => { const i = args.indexOf(name); return i >= 0 ? Number(args[i + 1]) : d; };
const path = args.find((a) => a.startsWith('/')) ?? '/scenarios/3v3-side-all-sideways-keeps-right/';
const STEPS = opt('--steps', 80);
const JUMPS = opt('--jumps', 20);
const ARGS = ['--headless', '--disable-gpu-vsync', '--disable-frame-rate-limit', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CATS = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'toplevel', 'disabled-by-default-v8.cpu_profiler', 'v8', ...(process.env.STACKS ? ['disabled-by-default-devtools.timeline.stack'] : [])];

// A server already answering there (a preview left running) is used as it is.
const server = (await answers(`${BASE}/`)) ? { kill() {} } : spawn(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'preview', '--host', '127.0.0.1', '--port', String(PORT)], { cwd: root, stdio: 'ignore', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
process.on('exit', () => server.kill('SIGTERM'));
for (let i = 0; !(await answers(`${BASE}/`)); i++) { if (i > 200) throw new Error('no server'); await new Promise((r) => setTimeout(r, 150)); }

const KIND = [
  [/^(EventDispatch|FunctionCall|EvaluateScript|TimerFire|FireAnimationFrame|RunMicrotasks|v8\.|V8\.|MinorGC|MajorGC|GCEvent|BlinkGC|FireIdleCallback|XHR|ParseHTML|v8\.run|HandlePostMessage)/, 'script'],
  [/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)/, 'style'],
  [/^(Layout|UpdateLayout|IntersectionObserverController)/, 'layout'],
  [/^(PrePaint|UpdateLayer|Layerize|HitTest)/, 'pre-paint'],
  [/^(Paint|PaintImage|Commit|CompositeLayers|RasterTask|Decode)/, 'paint'],
];
const kindOf = (name) => KIND.find(([re]) => re.test(name))?.[1] ?? 'other';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ARGS });
const page = await (await browser.newContext({ viewport: { width: Number(process.env.W ?? 1280), height: Number(process.env.H ?? 900) } })).newPage();
await page.goto(`${BASE}${path}`, { waitUntil: 'load' });
const sel = '.sbx';
await page.locator(sel).first().scrollIntoViewIfNeeded();
await page.locator(`[data-island]:not([data-ssr]) ${sel}`).first().waitFor({ timeout: 30_000 });
await page.waitForLoadState('networkidle');
const sbx = page.locator(sel).first();
await sbx.getByLabel('Show every timing point').check();
await sbx.focus();
await page.evaluate((s) => {
  const el = document.querySelector(s);
  const probe = () => { performance.mark('in'); requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = () => performance.mark('out'); c.port2.postMessage(0); }); };
  el.addEventListener('keydown', probe, { capture: true });
  el.addEventListener('click', (e) => { if (e.target.closest('.sbx-log-jump')) probe(); }, { capture: true });
}, sel);
const calm = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => setTimeout(r, 30), { timeout: 200 })))));
// Let the idle-time work finish first (so the figures are the steps', not the warm-up's).
await page.keyboard.press('Home');
await page.waitForTimeout(Number(process.env.SETTLE ?? 3000));
const last = await page.evaluate(() => Number(/of (\d+)/.exec(document.querySelector('.sbx-position')?.textContent ?? '')?.[1]));
const n = Math.min(STEPS, last);

await browser.startTracing(page, { categories: CATS });
const labels = [];
for (let i = 0; i < n; i++) { await calm(); labels.push(`next ${i + 1}`); await page.keyboard.press('ArrowRight'); }
for (let i = 0; i < n; i++) { await calm(); labels.push(`back ${n - i - 1}`); await page.keyboard.press('ArrowLeft'); }
for (let k = 0; k < JUMPS; k++) {
  const to = (k * 37 + 11) % (last + 1);
  const b = sbx.locator(`.sbx-log-item[data-step="${to}"] .sbx-log-jump`);
  await b.scrollIntoViewIfNeeded();
  await calm();
  const box = await b.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await calm();
  labels.push(`jump ${to}`);
  await page.mouse.down();
  await page.mouse.up();
}
await calm();
const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
await browser.close();

// The renderer's main thread.
const main = trace.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain' && trace.some((x) => x.pid === e.pid && x.name === 'in'));
const onMain = trace.filter((e) => e.pid === main.pid && e.tid === main.tid);
const marks = onMain.filter((e) => e.name === 'in' || e.name === 'out').sort((a, b) => a.ts - b.ts);
const tasks = onMain.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')).sort((a, b) => a.ts - b.ts);
// Windows: from the start of the task of each 'in' to its 'out'.
const windows = [];
let pending = null;
for (const m of marks) {
  if (m.name === 'in') { const t = tasks.findLast((x) => x.ts <= m.ts && x.ts + x.dur >= m.ts); pending = t ? t.ts : m.ts; }
  else if (pending !== null) { windows.push([pending, m.ts]); pending = null; }
}
// Self time per event (complete events nested by time).
const T = process.env.WALL ? 'dur' : 'tdur';
const xs = onMain.filter((e) => e.ph === 'X' && e.dur > 0 && (T === 'dur' || e.tdur !== undefined)).map((e) => ({ ...e, dur: e[T], end: e.ts + e.dur })).sort((a, b) => a.ts - b.ts || b.end - a.end);
const self = new Map();
const stack = [];
for (const e of xs) {
  while (stack.length && stack.at(-1).end <= e.ts) stack.pop();
  const parent = stack.at(-1);
  if (parent) self.set(parent, (self.get(parent) ?? parent.dur) - e.dur);
  self.set(e, self.get(e) ?? e.dur);
  stack.push(e);
}
const win = (ts) => windows.findIndex(([a, b]) => ts >= a && ts < b);
const per = windows.map(() => ({ total: 0, kinds: {}, layouts: 0, laidOut: 0, styled: 0, paints: 0 }));
const byName = new Map();
for (const e of xs) {
  if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') continue;
  const w = win(e.ts);
  if (w < 0) continue;
  const s = Math.max(0, self.get(e)) / 1000;
  const k = kindOf(e.name);
  per[w].kinds[k] = (per[w].kinds[k] ?? 0) + s;
  per[w].total += s;
  if (e.name === 'Layout') { per[w].layouts++; per[w].laidOut += e.args?.beginData?.dirtyObjects ?? 0; }
  if (e.name === 'UpdateLayoutTree') per[w].styled += e.args?.elementCount ?? 0;
  if (e.name === 'Paint') per[w].paints++;
  byName.set(`${k} ${e.name}`, (byName.get(`${k} ${e.name}`) ?? 0) + s);
}
// CPU samples inside the windows.
const nodes = new Map();
const fnTime = new Map();
let sampleTs = null;
for (const e of trace.filter((x) => x.pid === main.pid && (x.name === 'Profile' || x.name === 'ProfileChunk')).sort((a, b) => a.ts - b.ts)) {
  if (e.name === 'Profile') { sampleTs = e.args.data.startTime; continue; }
  const p = e.args.data.cpuProfile ?? {};
  for (const nd of p.nodes ?? []) nodes.set(nd.id, nd);
  const deltas = e.args.data.timeDeltas ?? [];
  (p.samples ?? []).forEach((id, i) => {
    sampleTs += deltas[i] ?? 0;
    if (win(sampleTs) < 0) return;
    const cf = nodes.get(id)?.callFrame;
    if (!cf || /^\((idle|program|root)\)$/.test(cf.functionName)) return;
    const key = `${cf.functionName || '(anonymous)'} ${(cf.url ?? '').split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`;
    fnTime.set(key, (fnTime.get(key) ?? 0) + 1);
  });
}
if (process.env.DUMP) {
  for (const label of process.env.DUMP.split(',')) {
    const w = labels.indexOf(label);
    if (w < 0 || !windows[w]) continue;
    console.log(`-- ${label}: ${((windows[w][1] - windows[w][0]) / 1000).toFixed(2)} ms wall`);
    for (const e of xs) {
      if (e.ts < windows[w][0] || e.ts >= windows[w][1] || e.dur < 100) continue;
      const d = e.args?.beginData ?? e.args?.data ?? {};
      const st = (e.name === 'Layout' || e.name === 'UpdateLayoutTree') && d.stackTrace ? ` from ${d.stackTrace.slice(0, 3).map((f) => f.functionName || '?').join('<')}` : '';
      const extra = st + (e.name === 'Layout' ? ` dirty ${d.dirtyObjects}/${d.totalObjects} partial ${d.partialLayout} root ${JSON.stringify(e.args?.endData?.layoutRoots?.map((r) => r.nodeName) ?? e.args?.endData?.root?.length)}` : e.name === 'Paint' ? ` ${JSON.stringify(d.clip ?? '').slice(0, 60)} layer ${d.layerId} node ${d.nodeName ?? ''}` : e.name === 'UpdateLayoutTree' ? ` elements ${e.args?.elementCount}` : e.name === 'FunctionCall' ? ` ${d.functionName ?? ''} ${(d.url ?? '').split('/').pop()}` : '');
      console.log(`  +${((e.ts - windows[w][0]) / 1000).toFixed(2)} ${e.name} ${(e.dur / 1000).toFixed(2)} self ${(Math.max(0, self.get(e)) / 1000).toFixed(2)}${extra}`);
    }
  }
}
// The bench's figure: from the input's task to the animation frame that paints it (wall time).
const rafs = onMain.filter((e) => e.name === 'FireAnimationFrame').map((e) => e.ts).sort((a, b) => a - b);
const lat = windows.map(([a, b]) => ((rafs.find((t) => t >= a && t < b) ?? b) - a) / 1000);
const slowLat = lat.map((v, i) => [v, labels[i]]).filter(([v]) => v > 8).sort((a, b) => b[0] - a[0]);
console.log(`To the frame (wall): ${slowLat.length} of ${lat.length} inputs over 8 ms: ${slowLat.slice(0, 12).map(([v, l]) => `${l} ${v.toFixed(1)}`).join(', ')}`);
// Frames between the inputs (an animation that needs the main thread keeps the frame clock running).
const outside = onMain.filter((e) => e.name === 'PrePaint' && win(e.ts) < 0);
const gaps = windows.slice(1).map(([a], i) => a - windows[i][1]).reduce((x, y) => x + y, 0) / 1e6;
console.log(`Frames between inputs: ${outside.length} in ${gaps.toFixed(1)} s of calm (${(outside.length / gaps).toFixed(1)}/s); main-thread CPU between inputs ${(xs.filter((e) => win(e.ts) < 0 && e.ts > windows[0][0] && e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask').reduce((a, e) => a + Math.max(0, self.get(e)), 0) / 1000).toFixed(0)} ms`);
const groups = { next: [], back: [], jump: [] };
per.forEach((p, i) => groups[labels[i]?.split(' ')[0] ?? 'next']?.push({ ...p, label: labels[i] }));
const f = (x) => x.toFixed(2);
const pct = (xs, q) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.ceil(s.length * q) - 1)] ?? NaN; };
console.log(`${path}: ${windows.length} windows for ${labels.length} inputs (main-thread ${T === 'tdur' ? 'CPU' : 'wall'} time per input, ms)`);
for (const [g, list] of Object.entries(groups)) {
  if (!list.length) continue;
  const kinds = ['script', 'style', 'layout', 'pre-paint', 'paint', 'other'];
  const mean = (k) => list.reduce((a, p) => a + (p.kinds[k] ?? 0), 0) / list.length;
  console.log(`${g} (${list.length}): total mean ${f(list.reduce((a, p) => a + p.total, 0) / list.length)} median ${f(pct(list.map((p) => p.total), 0.5))} p95 ${f(pct(list.map((p) => p.total), 0.95))} max ${f(Math.max(...list.map((p) => p.total)))}; ${kinds.map((k) => `${k} ${f(mean(k))}`).join(', ')}`);
  const avg = (k) => (list.reduce((a, p) => a + p[k], 0) / list.length).toFixed(2);
  console.log(`  per input: ${avg('layouts')} layouts of ${avg('laidOut')} objects, ${avg('styled')} elements styled, ${avg('paints')} paint records`);
  console.log(`  slowest: ${[...list].sort((a, b) => b.total - a.total).slice(0, 5).map((p) => `${p.label} ${f(p.total)} (${Object.entries(p.kinds).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, v]) => `${k} ${f(v)}`).join(' ')})`).join('; ')}`);
}
console.log('Events by self time (ms, all windows):');
for (const [k, v] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 18)) console.log(`  ${f(v).padStart(8)}  ${k}`);
const totalSamples = [...fnTime.values()].reduce((a, b) => a + b, 0);
console.log(`Functions by samples in the windows (${totalSamples} samples):`);
for (const [k, v] of [...fnTime].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${String(v).padStart(6)}  ${k}`);
server.kill('SIGTERM');
