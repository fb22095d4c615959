// Production build of the server (decision 032): one ES module, apps/server/dist/main.js, compiled by esbuild.
// The workspace packages (@garage/domain, @garage/contract: TypeScript sources) are bundled in; every npm
// package stays an import resolved from node_modules at run time. The SQL migrations are copied next to it,
// where db/client.ts looks for them.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, stop } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Bare imports other than the workspace packages are left to node's resolution. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@garage/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds into apps/server/dist, or another folder (tests). */
export async function buildServer(dist = path.join(serverDir, 'dist')) {
  rmSync(dist, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(serverDir, 'src/main.ts')],
    outfile: path.join(dist, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
  });
  await stop();
  cpSync(path.join(serverDir, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
