import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The real process: embedded database in DATA_DIR, lock file, demo seed, graceful shutdown.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'garage-main-'));
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(port: number, args = ['--import', 'tsx', 'src/main.ts'], folder = dataDir): Running {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: folder, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  delete env.LOG_FORMAT;
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitFor(check: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

const compiledDataDir = mkdtempSync(path.join(tmpdir(), 'garage-main-compiled-'));
// Inside the repository (its .tmp folder), so the bundle's imports resolve from the repository's node_modules.
const repoTmp = path.resolve(serverDir, '../../.tmp');
mkdirSync(repoTmp, { recursive: true });
const compiledDir = mkdtempSync(path.join(repoTmp, 'compiled-server-'));

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const dir of [dataDir, compiledDataDir, compiledDir]) rmSync(dir, { recursive: true, force: true });
});

describe('the server process on the embedded database', () => {
  it('seeds the demo, refuses a second process on the same folder, shuts down cleanly and keeps its data', async () => {
    const port = await freePort();
    const a = start(port);
    await waitFor(() => a.output().includes('sign in as the demo owner'), 60_000);
    expect(a.output()).toContain('+91 9876543210');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(existsSync(path.join(dataDir, '.lock'))).toBe(true);

    const send = await fetch(`http://127.0.0.1:${port}/api/auth/g/otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile_number: '9876543210', country_phone_code: '91' }),
    });
    expect(send.status).toBe(200);
    const line = JSON.parse(readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n').at(-1)!);
    expect(line).toMatchObject({ channel: 'sms', to: '+919876543210' });

    const b = start(await freePort());
    expect(await b.exited).toBe(1);
    expect(b.output()).toContain('is in use by another process');

    a.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    expect(a.output()).toContain('shutting down');
    expect(existsSync(path.join(dataDir, '.lock'))).toBe(false);

    // Restart: the demo is not seeded again and the code sent before the restart still signs in.
    const c = start(port);
    await waitFor(() => c.output().includes('sign in as the demo owner'), 60_000);
    expect(c.output()).not.toContain('created the demo garage group');
    const code = line.text.match(/\b(\d{6})\b/)[1];
    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/g/otp/9876543210/validate?OTP=${code}&country_phone_code=91`, {
      method: 'POST',
    });
    expect(signIn.status).toBe(200);
    const { access_token } = (await signIn.json()) as { access_token: string };
    const garages = await fetch(`http://127.0.0.1:${port}/api/customer/garage`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    const list = (await garages.json()) as Array<{ garage_name: string }>;
    expect(list.map((g) => g.garage_name)).toEqual(['Demo Motors', 'Demo Motors — Whitefield branch']);
    const demoId = String((list[0] as unknown as { garage_id: number }).garage_id);
    const customers = await fetch(`http://127.0.0.1:${port}/api/customer/customer/all`, {
      headers: { authorization: `Bearer ${access_token}`, 'x-garage-id': demoId },
    });
    expect(((await customers.json()) as { total_elements: number }).total_elements).toBe(6);
    const vehicles = await fetch(`http://127.0.0.1:${port}/api/customer/customer/vehicle/search?reg_number=01ab12`, {
      headers: { authorization: `Bearer ${access_token}`, 'x-garage-id': demoId },
    });
    expect(((await vehicles.json()) as { content: Array<{ reg_number: string }> }).content.map((v) => v.reg_number)).toEqual([
      'KA 01 AB 1234',
    ]);
    c.child.kill('SIGINT');
    expect(await c.exited).toBe(0);
  }, 120_000);
});

describe('the compiled server (npm start)', () => {
  it('runs from its bundle with plain node: migrations found, demo seeded, JSON log lines off a terminal', async () => {
    const { buildServer } = (await import(path.join(serverDir, 'scripts/build.mjs'))) as {
      buildServer: (outDir?: string) => Promise<void>;
    };
    await buildServer(compiledDir);
    const port = await freePort();
    const server = start(port, [path.join(compiledDir, 'main.js')], compiledDataDir);
    await waitFor(() => server.output().includes('sign in as the demo owner'), 100_000);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    const lines = server.output().trim().split('\n');
    expect(lines.every((line) => line.startsWith('{'))).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 150_000);
});
