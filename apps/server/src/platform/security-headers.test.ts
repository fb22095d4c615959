import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

/** Issue 10, section 7: the API docs carry the app's security headers (no framing, no foreign scripts). */

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'garage-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('the API docs page has the same security headers as the app shell', async () => {
    const shell = await t.app.inject({ method: 'GET', url: '/' });
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(shell.statusCode).toBe(200);
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/^text\/html/);
    const policy = shell.headers['content-security-policy'];
    expect(policy).toContain("frame-ancestors 'none'");
    expect(docs.headers['content-security-policy']).toBe(policy);
    for (const name of ['x-content-type-options', 'referrer-policy']) {
      expect(docs.headers[name]).toBe(shell.headers[name]);
    }
  });

  it("the docs page runs only its own script files, so the app's policy does not break it", async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/api/docs' })).body;
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toMatch(/src="(\.\/|\/api\/docs\/)/);
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });
});
