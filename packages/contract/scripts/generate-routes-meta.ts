// Writes the schema-free copy of the route table the browser loads (decision 029):
//   npm run routes-meta -w @garage/contract
// One module per route under src/routes-meta/, and src/routes-meta.gen.ts re-exporting each by name, so the
// bundler puts a route's entry in the chunk of the screens that call it: the first page carries only its own
// routes, not all of them (decision 042, stop 32).
// src/routes-meta.test.ts fails when the files and routes.ts differ, and tells to run this.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { metaOf } from '../src/route-meta.ts';
import { routes } from '../src/routes.ts';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const folder = join(src, 'routes-meta');
const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const header = '// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.\n';

mkdirSync(folder, { recursive: true });
for (const file of readdirSync(folder)) if (file.endsWith('.gen.ts')) rmSync(join(folder, file));

const names = Object.keys(routes) as (keyof typeof routes)[];
for (const name of names) {
  const { method, path, auth, roles } = metaOf(routes[name]);
  writeFileSync(
    join(folder, `${name}.gen.ts`),
    `${header}import type { RouteMetaTable } from '../route-meta.ts';

export const ${name}: RouteMetaTable['${name}'] = { method: ${q(method)}, path: ${q(path)}, auth: ${q(auth)}, roles: [${roles.map(q).join(', ')}] };
`,
  );
}

writeFileSync(
  join(src, 'routes-meta.gen.ts'),
  `${header}// One module per route (routes-meta/), so each screen's chunk carries only the routes it calls.
// routes-meta.test.ts checks that it matches the route table (decision 029).
${names.map((name) => `export { ${name} } from './routes-meta/${name}.gen.ts';`).join('\n')}
`,
);
console.log(`wrote ${join(src, 'routes-meta.gen.ts')} and ${names.length} route modules`);
