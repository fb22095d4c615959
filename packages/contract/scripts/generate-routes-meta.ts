// Writes src/routes-meta.gen.ts, the schema-free copy of the route table the browser loads (decision 029):
//   npm run routes-meta -w @garage/contract
// src/routes-meta.test.ts fails when the file and routes.ts differ, and tells to run this.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { metaOf } from '../src/route-meta.ts';
import { routes } from '../src/routes.ts';

const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'routes-meta.gen.ts');
const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const lines = Object.entries(routes).map(([name, route]) => {
  const { method, path, auth, roles } = metaOf(route);
  return `  ${name}: { method: ${q(method)}, path: ${q(path)}, auth: ${q(auth)}, roles: [${roles.map(q).join(', ')}] },`;
});

writeFileSync(
  target,
  `// Generated from routes.ts by \`npm run routes-meta -w @garage/contract\`: do not edit.
// routes-meta.test.ts checks that it matches the route table (decision 029).
import type { RouteMetaTable } from './route-meta.ts';

export const routeMeta: RouteMetaTable = {
${lines.join('\n')}
};
`,
);
console.log(`wrote ${target} (${lines.length} routes)`);
