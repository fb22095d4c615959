import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { document } from '../../db/schema.ts';
import { addMember, createGarage, createUser } from '../../db/seed/factories.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../test/harness.ts';
import { MAX_FILE_BYTES } from './images.ts';

let t: TestApp;
let n = 0;
const freshMobile = () => `93${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// ---------- Real tiny images, built here ----------
const CRC_TABLE = Array.from({ length: 256 }, (_, i) => {
  let c = i;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A 1×1 red PNG. */
function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/** A 1×1 grey baseline JPEG: one DC and one AC Huffman code, both of length 1 (DC category 0, then EOB). */
function tinyJpeg(): Buffer {
  const segment = (marker: number, data: number[]) => [0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0x00, ...Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, 1, ...Array<number>(15).fill(0), 0x00]),
    ...segment(0xc4, [0x10, 1, ...Array<number>(15).fill(0), 0x00]),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f,
    0xff,
    0xd9,
  ]);
}
/** A 1×1 lossless WebP. */
const tinyWebp = () => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
/** Bytes that start like a PNG, padded to a size. */
const pngOfSize = (size: number) => Buffer.concat([tinyPng(), Buffer.alloc(size - tinyPng().length, 7)]);

async function ownerShop() {
  const owner = await createUser(t.db, { mobileNumber: freshMobile() });
  const shop = await createGarage(t, { ownerId: owner.id });
  const s = await signIn(t, owner.mobileNumber);
  return { shop, s, garageId: shop.garageId };
}

const upload = (s: Session, garageId: number, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/document/image/upload', headers: s.headers(garageId), payload: body });
const uploadBytes = (s: Session, garageId: number, bytes: Buffer, extension = 'png', extra: object = {}) =>
  upload(s, garageId, { extension, file_to_upload: bytes.toString('base64'), garage_id: garageId, ...extra });

describe('image upload', () => {
  it('stores a PNG and serves it back to anyone holding the link, cacheable forever', async () => {
    const { s, garageId } = await ownerShop();
    const png = tinyPng();
    const res = await uploadBytes(s, garageId, png);
    expect(res.statusCode).toBe(201);
    const { url, size } = res.json();
    expect(size).toBe(png.length);
    expect(url).toMatch(/^\/api\/document\/file\/[A-Za-z0-9_-]{32}$/);

    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(png)).toBe(true);
  });

  it('takes a JPEG as a data: URL and a WebP', async () => {
    const { s, garageId } = await ownerShop();
    const jpeg = tinyJpeg();
    const res = await upload(s, garageId, {
      extension: 'jpeg',
      file_to_upload: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
      garage_id: garageId,
    });
    expect(res.statusCode).toBe(201);
    const file = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(jpeg)).toBe(true);

    const webp = await uploadBytes(s, garageId, tinyWebp(), 'webp');
    expect(webp.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: webp.json().url })).headers['content-type']).toBe('image/webp');
  });

  it('goes by the bytes, not the name: a PNG named .jpeg is stored as image/png', async () => {
    const { s, garageId } = await ownerShop();
    const res = await uploadBytes(s, garageId, tinyPng(), 'jpeg');
    expect(res.statusCode).toBe(201);
    const key = res.json().url.split('/').pop();
    const [row] = await t.db.select({ mime: document.mime }).from(document).where(eq(document.key, key));
    expect(row?.mime).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: res.json().url })).headers['content-type']).toBe('image/png');
  });

  it.each([
    ['text', Buffer.from('hello, this is plain text')],
    ['PDF', Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF')],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])],
    ['RIFF that is not WebP', Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1')],
  ])('refuses %s named .png: File type unsupported', async (_name, bytes) => {
    const { s, garageId } = await ownerShop();
    const res = await uploadBytes(s, garageId, bytes, 'png');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('File type unsupported');
  });

  it('refuses an extension outside jpeg, jpg, png, webp', async () => {
    const { s, garageId } = await ownerShop();
    const res = await uploadBytes(s, garageId, tinyPng(), 'gif');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('File type unsupported');
  });

  it.each([
    ['a character outside base64', `${tinyPng().toString('base64').slice(0, -4)}$$$$`],
    [
      'missing padding',
      Buffer.concat([tinyPng(), Buffer.from([0])])
        .toString('base64')
        .replace(/=+$/, ''),
    ],
    ['stray bits after the last byte', 'iVBORw0KGgp='],
    ['URL-safe base64', Buffer.from([0xfb, 0xff, 0xbf]).toString('base64url')],
    ['a data: URL that is not base64', `data:image/png,${tinyPng().toString('base64')}`],
  ])('refuses %s with 400', async (_name, text) => {
    const { s, garageId } = await ownerShop();
    const res = await upload(s, garageId, { extension: 'png', file_to_upload: text, garage_id: garageId });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The file could not be read: it is not valid base64');
  });

  it('takes exactly 5 MB and refuses 5 MB + 1 byte: File size exceed', async () => {
    const { s, garageId } = await ownerShop();
    expect((await uploadBytes(s, garageId, pngOfSize(MAX_FILE_BYTES))).statusCode).toBe(201);
    const res = await uploadBytes(s, garageId, pngOfSize(MAX_FILE_BYTES + 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('File size exceed');
  });

  it('answers a body over the route limit with File size exceed, and other routes keep a 1 MiB limit', async () => {
    const { s, garageId } = await ownerShop();
    const huge = await upload(s, garageId, {
      extension: 'png',
      file_to_upload: 'A'.repeat(9 * 1024 * 1024),
      garage_id: garageId,
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('File size exceed');
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/oms/cancel_reason',
      headers: s.headers(garageId),
      payload: { reason: 'x'.repeat(2 * 1024 * 1024), type: 'ORDER' },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('BAD_REQUEST');
  });

  it('lets the files of one flow add up to 15 MB, each file at most 5 MB', async () => {
    const { s, garageId } = await ownerShop();
    const flow = randomUUID();
    const four = pngOfSize(4 * 1024 * 1024);
    for (let i = 0; i < 3; i++) expect((await uploadBytes(s, garageId, four, 'png', { flow_id: flow })).statusCode).toBe(201);
    const over = await uploadBytes(s, garageId, four, 'png', { flow_id: flow });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('The files of this order may add up to at most 15 MB');
    // 12 MB + 3 MB is exactly 15 MB: still allowed.
    expect((await uploadBytes(s, garageId, pngOfSize(3 * 1024 * 1024), 'png', { flow_id: flow })).statusCode).toBe(201);
    // Another flow, and files without a flow, are counted apart.
    expect((await uploadBytes(s, garageId, four, 'png', { flow_id: randomUUID() })).statusCode).toBe(201);
    expect((await uploadBytes(s, garageId, four)).statusCode).toBe(201);
  });

  it('lets only one of two concurrent uploads take the last room of a flow', async () => {
    const { s, garageId } = await ownerShop();
    const flow = randomUUID();
    const four = pngOfSize(4 * 1024 * 1024);
    expect((await uploadBytes(s, garageId, pngOfSize(MAX_FILE_BYTES), 'png', { flow_id: flow })).statusCode).toBe(201);
    expect((await uploadBytes(s, garageId, pngOfSize(MAX_FILE_BYTES), 'png', { flow_id: flow })).statusCode).toBe(201);
    // 10 MB used: one more 4 MB file fits, two do not.
    const results = await Promise.all([1, 2, 3].map(() => uploadBytes(s, garageId, four, 'png', { flow_id: flow })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
  });

  it('answers 404 when the body names another garage, 403 without an upload role', async () => {
    const { s, garageId, shop } = await ownerShop();
    const other = await createGarage(t, {});
    const res = await uploadBytes(s, garageId, tinyPng(), 'png', { garage_id: other.garageId });
    expect(res.statusCode).toBe(404);

    const tech = await createUser(t.db, { mobileNumber: freshMobile() });
    await addMember(t.db, shop, tech.id, ['TECHNICIAN']);
    const techSession = await signIn(t, tech.mobileNumber);
    const denied = await uploadBytes(techSession, garageId, tinyPng());
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("User don't have permission to access resource");

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/document/image/upload',
      payload: { extension: 'png', file_to_upload: tinyPng().toString('base64'), garage_id: garageId },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers an unknown key with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/document/file/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('documents both routes in OpenAPI', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(Object.keys(paths['/api/document/image/upload'] ?? {})).toEqual(['post']);
    expect(Object.keys(paths['/api/document/file/{key}'] ?? {})).toEqual(['get']);
  });
});
