import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONSENT_CHECK_SCRIPT } from '@garage/contract/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptHash } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// The advisory answers are HTML from a third party: besides two sanitisers, the page itself refuses any
// script that is not the app's own.
let t: TestApp;
beforeAll(async () => {
  const web = mkdtempSync(path.join(tmpdir(), 'garage-web-'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  t = await createTestApp({ webDist: web });
});
afterAll(async () => {
  await t?.close();
});

const directives = (header: string) =>
  Object.fromEntries(
    header.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('Content-Security-Policy of the app page', () => {
  it.each(['/', '/tabs/vehicle-history/1'])('allows only the app’s own scripts on %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const csp = directives(String(res.headers['content-security-policy']));
    // Its own files, and the one inline script of the page by its hash: the prerendered cookie banner's check.
    expect(csp['script-src']).toEqual(["'self'", scriptHash(CONSENT_CHECK_SCRIPT)]);
    expect(scriptHash(CONSENT_CHECK_SCRIPT)).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    // Images of the app (uploads under /api/document/file) and the signature pad's blob:/data: previews.
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(csp['connect-src']).toEqual(["'self'"]);
  });

  it('sends no policy on JSON answers (they are not documents)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
