import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE } from '../app.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

/**
 * Issue 12 (decision 031): text is sent compressed, hashed build files are cached for a year, the app shell,
 * the service worker and the other unhashed files are revalidated on each use.
 */

let t: TestApp;
let webDist: string;

const script = `export const text = ${JSON.stringify('a line of the app. '.repeat(400))};\n`;
const shell = `<!doctype html><html><head><title>app</title><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const standAlone = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${'<p></p>'.repeat(200)}</body></html>`;
const worker = `self.addEventListener('fetch', () => {});\n${'// precache list\n'.repeat(200)}`;

/** A build output as vite writes it: files with their .br and .gz copies (a marker tells which copy was sent). */
function writeWithCopies(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(`${text}/*br*/`)));
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(`${text}/*gz*/`)));
}

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'garage-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeWithCopies(path.join(webDist, 'index.html'), shell);
  writeWithCopies(path.join(webDist, 'sign-in.html'), standAlone('sign-in'));
  writeWithCopies(path.join(webDist, 'intro.html'), standAlone('intro'));
  writeWithCopies(path.join(webDist, 'assets', 'index-AbC123.js'), script);
  writeWithCopies(path.join(webDist, 'sw.js'), worker);
  // A file the build left without copies (a later plugin's output): compressed when sent.
  writeFileSync(path.join(webDist, 'assets', 'late-XyZ789.css'), `.a{color:red}\n${'.b{margin:0}\n'.repeat(300)}`);
  writeFileSync(path.join(webDist, 'manifest.webmanifest'), JSON.stringify({ name: 'Garage', icons: [] }));
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('static files', () => {
  it('a hashed asset is cached for a year and sent as its Brotli copy when the browser takes br', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`${script}/*br*/`);
  });

  it('gzip when the browser takes only gzip; the plain file when it takes neither', async () => {
    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${script}/*gz*/`);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('a text file without a precompressed copy is compressed when sent', async () => {
    const res = await get('/assets/late-XyZ789.css', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(res.rawPayload).toString()).toMatch(/^\.a\{color:red\}/);
  });

  it('the service worker and the manifest are revalidated on each use', async () => {
    const sw = await get('/sw.js', 'br');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(sw.rawPayload).toString()).toBe(`${worker}/*br*/`);
    const manifest = await get('/manifest.webmanifest', 'gzip');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('the app shell, by its name, at / and as the fallback of any screen, is no-cache and compressed', async () => {
    for (const url of ['/index.html', '/', '/orders/12?tab=lines']) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain('<title>app</title>');
    }
  });

  it('the sign-in page and the intro are the stand-alone sign-in page (decision 042); their neighbours are the app', async () => {
    const pages = { '/global-signin': 'sign-in', '/global-signin/': 'sign-in', '/intro': 'intro', '/intro?lang=es': 'intro' };
    for (const [url, title] of Object.entries(pages)) {
      const res = await get(url, 'gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(gunzipSync(res.rawPayload).toString(), url).toContain(`<title>${title}</title>`);
    }
    for (const url of ['/global-signin/referesh', '/introduction', '/tabs/intro', '/cookie-policy']) {
      const res = await get(url, 'gzip');
      expect(gunzipSync(res.rawPayload).toString(), url).toContain('<title>app</title>');
    }
  });

  it('a missing asset is a 404, not the app shell', async () => {
    const res = await get('/assets/gone-123.js', 'br');
    expect(res.statusCode).toBe(404);
  });
});

describe('API replies', () => {
  it('a JSON reply of 1 KiB or more is compressed for a client that takes it; small ones are not', async () => {
    const big = await get('/roles-map.json', 'gzip');
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(big.rawPayload).toString())).toBeTypeOf('object');

    const small = await get('/api/health', 'gzip, br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });

  it('a compressed request body is refused as before, not inflated', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/g/otp',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(Buffer.from(JSON.stringify({ mobile_number: '9876543210', country_phone_code: '91' }))),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
