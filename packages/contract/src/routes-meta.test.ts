/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { routeMeta } from './meta.ts';
import { metaOf } from './route-meta.ts';
import { routes } from './routes.ts';

describe('the schema-free route table the browser loads (decision 029)', () => {
  it('has every route of the contract with the same method, path, sign-in level and roles', () => {
    const expected = Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, metaOf(route)]));
    // On a difference: npm run routes-meta -w @garage/contract
    expect({ ...routeMeta }).toEqual(expected);
  });

  it('has one module per route, so a chunk carries only the routes its screens call (decision 042)', () => {
    const modules = import.meta.glob<object>('./routes-meta/*.gen.ts', { eager: true });
    const nameOf = (path: string) => path.replace(/^\.\/routes-meta\/|\.gen\.ts$/g, '');
    expect(Object.keys(modules).map(nameOf).sort()).toEqual(Object.keys(routes).sort());
    for (const [path, module] of Object.entries(modules)) expect(Object.keys(module), path).toEqual([nameOf(path)]);
  });

  it('carries no schema at runtime', () => {
    for (const meta of Object.values(routeMeta)) expect(Object.keys(meta).sort()).toEqual(['auth', 'method', 'path', 'roles']);
  });
});
