import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { api, member, type Shop, saudiShop } from '../orders/test-shop.ts';
import { plainReply } from './advisory-chat.ts';

/** A local stand-in for an OpenAI-compatible chat completions endpoint. */
let status = 200;
let content = 'Use 0W-20 oil.';
const received: Array<{ system: string; question: string }> = [];
let fake: Server;
let t: TestApp;
let unconfigured: TestApp;

beforeAll(async () => {
  fake = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = JSON.parse(raw);
      received.push({ system: body.messages[0].content, question: body.messages.at(-1).content });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const port = (fake.address() as AddressInfo).port;
  t = await createTestApp({
    advisoryApiUrl: `http://127.0.0.1:${port}/v1`,
    advisoryApiKey: 'sk-test-key',
    advisoryModel: 'test-model',
    advisoryTimeoutMs: 500,
    advisoryPerUserHour: 3,
  });
  unconfigured = await createTestApp({ advisoryApiUrl: '' });
});
afterAll(async () => {
  await t?.close();
  await unconfigured?.close();
  fake?.closeAllConnections();
  await new Promise((resolve) => fake?.close(resolve));
});

const chat = (shop: Shop, query: string, options: { session?: Shop['s']; headers?: Record<string, string> } = {}) =>
  api(shop, 'GET', `/api/oms/chat_gpt/chat?${query}`, undefined, options);

describe('GET oms/chat_gpt/chat', () => {
  it('passes the question to the provider with plain-text rules in the reader language and answers its reply', async () => {
    const shop = await saudiShop(t);
    content = 'Use <b>0W-20</b> oil.<script>alert(1)</script>';
    const res = await chat(shop, `garage_id=${shop.garageId}&message=${encodeURIComponent('Which oil for a Swift?')}`, {
      headers: { 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reply: 'Use 0W-20 oil.' });
    expect(received.at(-1)?.question).toBe('Which oil for a Swift?');
    expect(received.at(-1)?.system).toContain('plain text');
    expect(received.at(-1)?.system).toContain('Answer in Spanish');
  });

  it("refuses another garage's id (404), a missing role (403), an empty or tagged question (400)", async () => {
    const shop = await saudiShop(t);
    const other = await saudiShop(t);
    expect((await chat(shop, `garage_id=${other.garageId}&message=hi`)).statusCode).toBe(404);
    const customers = await member(shop, ['CUSTOMER_MANAGEMENT']);
    expect((await chat(shop, 'message=hi', { session: customers })).statusCode).toBe(403);
    expect((await chat(shop, 'message=')).statusCode).toBe(400);
    expect((await chat(shop, `message=${encodeURIComponent('<img src=x>')}`)).statusCode).toBe(400);
    expect((await chat(shop, `message=${'a'.repeat(501)}`)).statusCode).toBe(400);
  });

  it('spends the advisory allowance (429 past it), gives it back when the provider fails (502)', async () => {
    const shop = await saudiShop(t);
    content = 'Fine.';
    status = 500;
    for (let i = 0; i < 4; i++) expect((await chat(shop, 'message=broken')).statusCode).toBe(502);
    status = 200;
    for (let i = 0; i < 3; i++) expect((await chat(shop, `message=q${i}`)).statusCode).toBe(200);
    const over = await chat(shop, 'message=one%20more');
    expect(over.statusCode).toBe(429);
  });

  it('answers 409 "not configured" without a provider', async () => {
    const shop = await saudiShop(unconfigured);
    const res = await chat(shop, 'message=hi');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ADVISORY_NOT_CONFIGURED');
  });

  it('keeps only text from a reply: tags dropped, script content dropped, entities read', () => {
    expect(plainReply('<p>Tyres: 185/65 R15 &amp; 195/55 R16</p>\n\n\n\n<style>p{}</style>ok')).toBe(
      'Tyres: 185/65 R15 & 195/55 R16\n\nok',
    );
  });
});
