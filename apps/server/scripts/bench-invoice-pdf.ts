/**
 * Invoice PDF benchmark (not a test): renders a 50-line Indian A4 tax invoice (with HSN/SAC summary) and an
 * 80 mm receipt of it, 50 times each after a warm-up, and prints p50 / p95 in ms. Goal (issue 13): a 50-line
 * invoice in under 300 ms.
 *
 *   npx tsx apps/server/scripts/bench-invoice-pdf.ts
 *
 * Options (environment): BENCH_RUNS (default 50), BENCH_LINES (default 50).
 */
import { performance } from 'node:perf_hooks';
import { type InvoicePdfLayout, renderInvoicePdf } from '../src/modules/invoices/invoice-pdf.ts';
import { longIndiaInvoice } from '../src/test/invoice-samples.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const LINES = Number(process.env.BENCH_LINES ?? 50);
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const invoice = longIndiaInvoice(LINES);
for (const layout of ['A4', 'RECEIPT_80MM'] as InvoicePdfLayout[]) {
  for (let i = 0; i < 3; i++) await renderInvoicePdf(invoice, { layout, language: 'en' });
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const pdf = await renderInvoicePdf(invoice, { layout, language: 'en' });
    times.push(performance.now() - start);
    bytes = pdf.length;
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${`${LINES}-line invoice, ${layout}`.padEnd(34)} p50 ${pct(times, 50).toFixed(1).padStart(6)} ms   p95 ${pct(times, 95).toFixed(1).padStart(6)} ms   (${RUNS} runs, ${(bytes / 1024).toFixed(0)} KB)`,
  );
}
