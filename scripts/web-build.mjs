// Is apps/web/dist the build of the current sources? (decision 032) The build writes a hash of everything it
// is made from to dist/.source-hash; `npm start` rebuilds only when the hash of the sources differs.
//   node scripts/web-build.mjs           build when out of date
//   node scripts/web-build.mjs --stamp   record the hash of the sources (after `vite build`)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const stampFile = path.join(dist, '.source-hash');

/** What the web build reads: the app, the shared packages it imports, and the installed dependencies. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/sign-in.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
];

function files(relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .flatMap((entry) => files(path.join(relative, entry.name)));
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function webBuildIsCurrent() {
  if (!existsSync(path.join(dist, 'index.html')) || !existsSync(stampFile)) return false;
  return readFileSync(stampFile, 'utf8').trim() === sourceHash();
}

export function stamp() {
  writeFileSync(stampFile, `${sourceHash()}\n`);
}

/** Builds the web app unless dist is current; returns whether it built. */
export function buildWebIfNeeded() {
  if (webBuildIsCurrent()) return false;
  const run = spawnSync('npm', ['run', '-w', '@garage/web', 'build'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`the web build failed (${run.signal ?? `exit code ${run.status}`})`);
  stamp();
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--stamp')) stamp();
  else if (!buildWebIfNeeded()) console.log('apps/web/dist is up to date');
}
