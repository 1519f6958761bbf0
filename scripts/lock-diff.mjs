// Which packages differ between the committed package-lock.json and the one npm would write for
// package.json now. .ci/run calls it when `npm ci` refuses the lockfile, so the log names the
// packages instead of only saying that the lockfile changed.
//
//   node scripts/lock-diff.mjs                  resolve package.json again in a scratch folder
//                                               (npm install --package-lock-only) and compare
//   node scripts/lock-diff.mjs OLD.json NEW.json compare two lockfiles
//
// Prints one line per package path that was added, removed or changed (version, resolved or
// integrity), then a count. Exit 0 when they are the same, 1 when they differ, 2 on bad usage.
// Runs on any Node from 18 on (CI calls it before the pinned Node 24 is installed).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @param {string} file */
function packagesOf(file) {
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  return /** @type {Record<string, { version?: string, resolved?: string, integrity?: string, optional?: boolean }>} */ (lock.packages ?? {});
}

/**
 * Lines describing how `after` differs from `before`, one per package path.
 * @param {Record<string, { version?: string, resolved?: string, integrity?: string }>} before
 * @param {Record<string, { version?: string, resolved?: string, integrity?: string }>} after
 */
export function describeLockDiff(before, after) {
  const lines = [];
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((p) => p !== '').sort();
  for (const path of paths) {
    const a = before[path];
    const b = after[path];
    const name = path.replace(/^.*node_modules\//, '');
    if (!a && b) lines.push(`+ ${name}@${b.version ?? '?'} (${path}) is missing from the committed lockfile`);
    else if (a && !b) lines.push(`- ${name}@${a.version ?? '?'} (${path}) is in the committed lockfile but no longer resolved`);
    else if (a && b) {
      if (a.version !== b.version) lines.push(`~ ${name}: ${a.version} in the lockfile, ${b.version} resolved now (${path})`);
      else if (a.resolved !== b.resolved || a.integrity !== b.integrity) lines.push(`~ ${name}@${a.version}: another tarball or integrity (${path})`);
    }
  }
  return lines;
}

function resolveAfresh(root) {
  const dir = mkdtempSync(join(tmpdir(), 'lock-diff-'));
  try {
    copyFileSync(join(root, 'package.json'), join(dir, 'package.json'));
    copyFileSync(join(root, 'package-lock.json'), join(dir, 'package-lock.json'));
    const r = spawnSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`npm install --package-lock-only failed:\n${r.stderr}`);
    return packagesOf(join(dir, 'package-lock.json'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args.length !== 0 && args.length !== 2) {
    console.error('usage: node scripts/lock-diff.mjs [OLD-lock.json NEW-lock.json]');
    process.exit(2);
  }
  const root = fileURLToPath(new URL('..', import.meta.url));
  const [oldFile = join(root, 'package-lock.json'), newFile] = args;
  if (!existsSync(oldFile) || (newFile && !existsSync(newFile))) {
    console.error(`lock-diff: no such file: ${!existsSync(oldFile) ? oldFile : newFile}`);
    process.exit(2);
  }
  const lines = describeLockDiff(packagesOf(oldFile), newFile ? packagesOf(newFile) : resolveAfresh(root));
  for (const l of lines) console.log(l);
  console.log(lines.length === 0 ? 'lock-diff: the lockfile matches package.json.' : `lock-diff: ${lines.length} package(s) differ; run \`npm run lock\` and commit package-lock.json.`);
  process.exit(lines.length === 0 ? 0 : 1);
}
