// Makes sure the browser the browser tests drive is there: Debian's Chromium at /usr/bin/chromium.
// If it is missing and this process runs as root on a machine with apt-get, it installs the
// `chromium` package (apt-get update, then apt-get install -y chromium) and checks that it starts;
// otherwise it stops with the exact command to run. Exit 0 when Chromium is ready.
//
// `npm test` runs this before its browser stage, so on a fresh machine `npm install` then `npm test`
// need no other step. Usage: node scripts/ensure-chromium.mjs [--check] (--check: never install).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--check');
if (unknown.length > 0) {
  console.error(`ensure-chromium: unknown argument ${unknown.join(' ')}\nusage: node scripts/ensure-chromium.mjs [--check]`);
  process.exit(2);
}

function version() {
  const r = spawnSync(CHROMIUM, ['--headless', '--no-sandbox', '--version'], { encoding: 'utf8', timeout: 30_000 });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

function ready() {
  if (!existsSync(CHROMIUM)) return false;
  const v = version();
  if (v) console.log(`Chromium is ready: ${v} (${CHROMIUM}).`);
  else console.error(`${CHROMIUM} exists but does not start (\`${CHROMIUM} --version\` failed).`);
  return v !== undefined;
}

function run(command, commandArgs) {
  console.log(`$ ${command} ${commandArgs.join(' ')}`);
  const r = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return r.status === 0;
}

if (ready()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (args.includes('--check') || !isRoot || !hasApt) {
  const why = !hasApt ? 'this machine has no apt-get' : !isRoot ? 'installing needs root' : 'asked only to check';
  console.error(`Chromium is missing at ${CHROMIUM} (${why}). The browser tests drive Debian's Chromium; install it with:\n\n  sudo sh -c '${INSTALL}'\n`);
  process.exit(1);
}

console.log(`Chromium is missing at ${CHROMIUM}: installing Debian's chromium package with apt-get (about a minute).`);
if (!run('apt-get', ['update']) || !run('apt-get', ['install', '-y', 'chromium'])) {
  console.error(`Installing Chromium failed (see apt-get's output above). Install it by hand with:\n\n  ${INSTALL}\n`);
  process.exit(1);
}
if (!ready()) process.exit(1);
