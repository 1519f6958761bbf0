// `npm start`, after the build: serve dist/ with `astro preview` on port 4321 (all interfaces, so a
// phone on the same network can open it too) and say clearly where the site is.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answers } from './http-probe.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = 4321;
const URL_SHOWN = `http://localhost:${PORT}/`;

if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.error('dist/index.html is missing: build the site first (npm start does: npm run build, then this).');
  process.exit(1);
}

const server = spawn(process.execPath, [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'preview', '--port', String(PORT), '--host'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

// Print the address once the server answers, so the line comes after Astro's own banner.
const deadline = Date.now() + 30_000;
while (Date.now() < deadline && !(await answers(`http://127.0.0.1:${PORT}/`))) await new Promise((r) => setTimeout(r, 200));
console.log(`\n  Serving the site at ${URL_SHOWN}\n  (Ctrl+C to stop)\n`);
