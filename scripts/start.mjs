// `npm start` (decision 032): build the web app if its sources changed, compile the server, run it with node.
// The package.json script runs this with `exec`, so npm's signals (Ctrl-C, SIGTERM) reach this process, which is
// the server itself; if npm goes away without a signal, the server notices its parent is gone and stops too.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer } from '../apps/server/scripts/build.mjs';
import { buildWebIfNeeded } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!buildWebIfNeeded()) console.log('apps/web/dist is up to date (built from the current sources)');
await buildServer();

const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 1000).unref();

process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
