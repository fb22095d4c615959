import { appendFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';

/**
 * A stand-in for an OpenAI-compatible chat completions endpoint, answering by what the prompt asks for.
 * Its oil answer tries every injection the panel must not run.
 */
export const INJECTION =
  '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>' +
  '<a href="javascript:window.__pwned=1">more</a><style>body{display:none}</style>' +
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>';

const table = (head: string[], rows: string[][]) =>
  `<table class="rec-table" onmouseover="window.__pwned=1"><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

export function answerFor(prompt: string): { status: number; content?: string } {
  if (prompt.includes('Baleno')) return { status: 500 };
  if (prompt.includes('Alto')) return { status: 200, content: 'Sorry, I have no data for this model.' };
  if (prompt.includes('engine oil')) {
    return {
      status: 200,
      content:
        INJECTION +
        table(
          ['Fluid', 'Specification', 'Capacity', 'Notes'],
          [
            ['Engine oil', '0W-16 API SP', '3.1 L', 'With filter'],
            ['Coolant', 'Suzuki LLC Super', '4.2 L', 'Blue, pre-mixed'],
            ['Brake fluid', 'DOT 4', '0.5 L', 'Replace every 2 years'],
            ['Transmission fluid', 'Suzuki Gear Oil 75W-80', '2.3 L', 'Manual gearbox'],
          ],
        ),
    };
  }
  if (prompt.includes('maintenance schedule')) {
    return {
      status: 200,
      content: table(
        ['Interval', 'Service items'],
        [
          ['10,000 km / 1 year', 'Engine oil and filter, inspect brakes, rotate tyres'],
          ['20,000 km / 2 years', 'Air filter, brake fluid, cabin filter'],
          ['40,000 km / 4 years', 'Spark plugs, coolant, drive belt'],
        ],
      ),
    };
  }
  if (prompt.includes('tyre sizes')) {
    return {
      status: 200,
      content: `${table(
        ['Model year', 'Variant', 'Tyre size', 'Recommended pressure'],
        [
          ['2020', 'LXi / VXi', '165/80 R14', '33 psi'],
          ['2020', 'ZXi / ZXi+', '185/65 R15', '33 psi'],
        ],
      )}<ul><li>Check the door placard for the exact pressure.</li></ul>`,
    };
  }
  return { status: 200, content: '<p>Unknown topic</p>' };
}

/** Starts the fake; every prompt the server sends is appended to `log` (one JSON string a line). */
export async function startFakeAdvisory(port: number, log?: string): Promise<Server> {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      let prompt = '';
      try {
        prompt = JSON.parse(raw).messages.at(-1).content as string;
      } catch {
        // not a chat request
      }
      if (log) appendFileSync(log, `${JSON.stringify(prompt)}\n`);
      const { status, content } = answerFor(prompt);
      // A short wait, so the panel's skeletons show.
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(
          content === undefined
            ? JSON.stringify({ error: { message: 'insufficient_quota' } })
            : JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }),
        );
      }, 700);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}

// Run on its own (manual checks and screenshots): node --import tsx e2e/tests/fake-advisory.ts 3245
if (process.argv[1]?.endsWith('fake-advisory.ts')) {
  const port = Number(process.argv[2] ?? 3245);
  void startFakeAdvisory(port).then(() => console.log(`fake advisory on http://127.0.0.1:${port}/v1`));
}
