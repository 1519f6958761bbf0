// Global setup of the browser tests: checks for the system Chromium, serves the already built dist/
// with `astro preview` on 127.0.0.1:4329, waits until it answers, provides its URL to the tests as
// inject('baseUrl'), and stops the server afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { CHROMIUM } from './browser.ts';
import { answers } from '../../scripts/http-probe.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const HOST = '127.0.0.1';
/** 4329 unless E2E_PORT says otherwise (e.g. when two checkouts run their browser tests at once). */
const PORT = Number(process.env['E2E_PORT'] ?? 4329);
const BASE_URL = `http://${HOST}:${PORT}`;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM)) throw new Error('Chromium is missing at /usr/bin/chromium: run `node scripts/ensure-chromium.mjs` (as root it installs Debian\'s chromium; otherwise it prints the command)');
  if (!existsSync(`${root}/dist/index.html`)) {
    throw new Error('dist/index.html is missing: build the site first with `npm run build`.');
  }
  if (await answers(`${BASE_URL}/`)) {
    throw new Error(`Something already answers on ${BASE_URL}; stop it (an old astro preview?) and rerun.`);
  }

  const astroBin = `${root}/node_modules/astro/bin/astro.mjs`;
  const server: ChildProcess = spawn(process.execPath, [astroBin, 'preview', '--host', HOST, '--port', String(PORT)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  let output = '';
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  let exited: number | null | undefined;
  server.on('exit', (code) => (exited = code));

  const stop = async (): Promise<void> => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
    await gone;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 30_000;
  while (!(await answers(`${BASE_URL}/`))) {
    if (exited !== undefined) throw new Error(`astro preview exited (code ${exited}) before answering:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`astro preview did not answer on ${BASE_URL}/ within 30 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }

  project.provide('baseUrl', BASE_URL);
  return stop;
}
