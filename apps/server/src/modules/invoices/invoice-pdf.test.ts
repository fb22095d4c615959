import type { Invoice } from '@garage/contract';
import { amountInWords, zatcaQrBase64 } from '@garage/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { indiaInvoice, longIndiaInvoice, mexicoInvoice, saudiInvoice, TINY_PNG, usaInvoice } from '../../test/invoice-samples.ts';
import { all, pdfText } from '../../test/pdf-text.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { RECEIPT_QR_BOTTOM_MARGIN } from './pdf-parts.ts';

/** A seal as long as a real one (344 base64 characters), without spaces. */
const seal = (seed: string) =>
  `${Array.from({ length: 43 }, (_, i) => `${seed}${i % 10}+/Az9x`)
    .join('')
    .slice(0, 342)}==`;

const STAMPED_CFDI = {
  status: 'STAMPED' as const,
  uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
  stamped_at: '2026-03-05T23:31:00.000Z',
  sandbox: true,
  metodo_pago: 'PPD',
  forma_pago: '99',
  uso_cfdi: 'S01',
  error: null,
  cancel_reason: null,
  cancelled_at: null,
  timbre: {
    uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
    fecha_timbrado: '2026-03-05T17:31:00',
    rfc_prov_certif: 'AAA010101AAA',
    sello_cfd: seal('Cfd'),
    sello_sat: seal('Sat'),
    no_certificado_sat: '30001000000500003456',
    sello: seal('Cfd'),
    no_certificado: '30001000000500003416',
    rfc_emisor: 'TNO010101AB1',
    rfc_receptor: 'XAXX010101000',
    total: '5892.44',
  },
};

describe('invoice PDF', () => {
  it('renders an Indian A4 tax invoice: both GSTINs, HSN/SAC codes, CGST/SGST lines, lakh grouping, words, summary', async () => {
    const invoice = indiaInvoice();
    const pdf = await renderInvoicePdf(invoice, { layout: 'A4', language: 'en' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, size } = await pdfText(pdf);
    const text = all(pages);
    expect(size.width).toBeCloseTo(595.28, 1);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('INV/25-26/00042');
    expect(text).toContain('RO-00042');
    // 09:00 UTC is 02:30 PM in Kolkata.
    expect(text).toContain('05 Mar 2026 02:30 PM');
    expect(text).toContain('GSTIN: 29AAACG1234F1Z5');
    expect(text).toContain('GSTIN: 29AABCS1429B1Z1');
    expect(text).toContain('HSN/SAC');
    expect(text).toContain('87087000');
    expect(invoice.total_amount).toBe('121158.60');
    expect(text).toContain('₹1,21,158.60');
    expect(text).toContain('CGST 9% ₹708.30');
    expect(text).toContain('SGST 14% ₹12,236.00');
    expect(text).toContain('Odometer: 45,210 km');
    expect(text).toContain('Package: AC care package');
    expect(text).toContain('Rupees One Lakh Twenty-One Thousand One Hundred and Fifty-Eight and Sixty Paise Only');
    // The summary: one row per code, its taxable value and each component; the alloy wheels' row.
    expect(text).toContain('HSN/SAC summary');
    expect(text).toMatch(/87087000 ₹84,000\.00 ₹0\.00 ₹0\.00 ₹11,760\.00 ₹11,760\.00 ₹23,520\.00/);
    expect(text).toMatch(/Total ₹95,270\.00 ₹708\.30 ₹708\.30 ₹12,236\.00 ₹12,236\.00 ₹25,888\.60/);
    expect(text).toContain('Brake noise when cold');
    expect(text).toContain('Replace rear tyres within 3,000 km.');
    expect(text).toContain('Page 1 of 1');
  });

  it("names the insured customer and vehicle on an insurer's B2B bill, on A4 and on 80 mm (decision 043, stop 27)", async () => {
    const invoice = indiaInvoice({
      invoice_type: 'B2B',
      share: 'INSURER',
      insurance_partner_id: 5,
      customer: { name: 'New India Assurance', mobile: null, email: null, address: null, tax_number: '27AAACN1234F1Z9' },
      insured: { name: 'Ravi Kumar', reg_number: 'KA 01 AB 1234' },
      related: [
        { invoice_id: 2, invoice_number: 'INV/25-26/00043', share: 'CUSTOMER', total_amount: '10.00', due_amount: '10.00' },
      ],
    });
    const a4 = all((await pdfText(await renderInvoicePdf(invoice, { layout: 'A4', language: 'en' }))).pages).replace(/\s+/g, ' ');
    expect(a4).toContain('Insured Ravi Kumar · KA 01 AB 1234');
    expect(a4).toContain('GSTIN: 27AAACN1234F1Z9');
    const receipt = all((await pdfText(await renderInvoicePdf(invoice, { layout: 'RECEIPT_80MM', language: 'es' }))).pages);
    expect(receipt.replace(/\s+/g, ' ')).toContain('Asegurado: Ravi Kumar · KA 01 AB 1234');
  });

  it("says on a split bill's share that the rate is the whole line's and tax and amount the share's, A4 and 80 mm", async () => {
    const invoice = indiaInvoice({ share: 'INSURER', insurance_partner_id: 5 });
    invoice.lines = invoice.lines.map((l) => ({ ...l, insurance_percentage: '60', customer_percentage: '40' }));
    const a4 = all((await pdfText(await renderInvoicePdf(invoice, { layout: 'A4', language: 'en' }))).pages);
    expect(a4).toContain(
      'Split bill: Rate is the price of the whole line. This invoice bills the Share of each line; its Tax and Amount are of that share.',
    );
    const receipt = all((await pdfText(await renderInvoicePdf(invoice, { layout: 'RECEIPT_80MM', language: 'en' }))).pages);
    // "60% of 1 × ₹2,500.00": the percent reads as a part of the whole line, not as a price.
    expect(receipt).toContain('60% of 1 × ₹2,500.00');
    const es = all((await pdfText(await renderInvoicePdf(invoice, { layout: 'RECEIPT_80MM', language: 'es' }))).pages);
    expect(es).toContain('60% de 1 × 2.500,00 ₹');
    const full = all((await pdfText(await renderInvoicePdf(indiaInvoice(), { layout: 'A4', language: 'en' }))).pages);
    expect(full).not.toContain('Split bill: Rate');
  });

  it('marks a tax-inclusive line "incl. tax" beside its rate and explains it under the lines, A4 and 80 mm', async () => {
    const invoice = saudiInvoice();
    const oil = invoice.lines.findIndex((l) => l.name === 'Oil filter');
    invoice.lines[oil] = { ...invoice.lines[oil]!, tax_inclusive: true };
    const note =
      'incl. tax: the rate already includes tax, so quantity × rate is the amount with its tax; the Tax column shows the tax it contains.';
    const a4 = all((await pdfText(await renderInvoicePdf(invoice, { layout: 'A4', language: 'en' }))).pages);
    expect(a4).toMatch(/Oil filter VAT 15% 1 SAR 75\.00 incl\. tax/);
    expect(a4).toContain(note);
    const receipt = all((await pdfText(await renderInvoicePdf(invoice, { layout: 'RECEIPT_80MM', language: 'en' }))).pages);
    expect(receipt).toContain('1 × SAR 75.00 incl. tax');
    expect(receipt).toContain(note);
    const es = all((await pdfText(await renderInvoicePdf(invoice, { layout: 'A4', language: 'es' }))).pages);
    expect(es).toContain('imp. incl.: el precio ya incluye los impuestos');
    // A bill without such a line carries neither mark nor note.
    const plain = all((await pdfText(await renderInvoicePdf(saudiInvoice(), { layout: 'A4', language: 'en' }))).pages);
    expect(plain).not.toContain('incl. tax');
  });

  it('shows the serial numbers of a part sold by serial number under its name (decision 056 addendum)', async () => {
    const invoice = saudiInvoice();
    const part = invoice.lines.findIndex((l) => l.kind === 'part');
    invoice.lines[part] = { ...invoice.lines[part]!, serials: ['BAT-1', 'BAT-7'] };
    const text = all((await pdfText(await renderInvoicePdf(invoice, { layout: 'A4', language: 'en' }))).pages);
    expect(text).toContain('S/N BAT-1, BAT-7');
    const es = all((await pdfText(await renderInvoicePdf(invoice, { layout: 'A4', language: 'es' }))).pages);
    expect(es).toContain('N/S BAT-1, BAT-7');
  });

  it('renders a Saudi simplified tax invoice with its Arabic title and the ZATCA QR', async () => {
    const invoice = saudiInvoice();
    const pdf = await renderInvoicePdf(invoice, { layout: 'A4', language: 'en' });
    const text = all((await pdfText(pdf)).pages);
    expect(text).toContain('Simplified Tax Invoice');
    expect(text).toContain('VAT No.: 310122393500003');
    expect(text).toContain('SAR 517.50');
    expect(text).toContain('VAT 15% SAR 67.50');
    expect(text).toContain('Saudi Riyals Five Hundred Seventeen and 50/100 Only');
    expect(text).toContain('ZATCA e-invoice QR');
    // No item code column in Saudi Arabia (decision 037).
    expect(text).not.toContain('HSN/SAC');
    // The QR carries the TLV of the invoice (decoded from a render in the decision's check; here its input).
    expect(
      zatcaQrBase64({
        sellerName: 'Al Noor Auto Service',
        vatNumber: '310122393500003',
        timestamp: '2026-04-25T12:30:00Z',
        total: '517.50',
        vatTotal: '67.50',
      }),
    ).toBe('ARRBbCBOb29yIEF1dG8gU2VydmljZQIPMzEwMTIyMzkzNTAwMDAzAxQyMDI2LTA0LTI1VDEyOjMwOjAwWgQGNTE3LjUwBQU2Ny41MA==');
  });

  it('renders a Mexican invoice in Spanish with the SAT key, RFC, CFDI defaults and the amount with letters', async () => {
    const pdf = await renderInvoicePdf(mexicoInvoice(), { layout: 'A4', language: 'es' });
    const text = all((await pdfText(pdf)).pages);
    expect(text).toContain('Factura');
    expect(text).toContain('Clave SAT');
    expect(text).toContain('RFC: NUPJ800101AB1');
    expect(text).toContain('José Ñúñez Peña');
    expect(text).toContain('Taller Mecánico Hermanos Güémez');
    // 23:30 UTC is 17:30 in Mexico City; Spanish shows 24-hour times.
    expect(text).toContain('05 mar 2026 17:30');
    expect(text).toContain('Uso del CFDI: S01 Sin efectos fiscales');
    // Owed $1,533.12 and not stamped: the método stamping would state is PPD (decision 048, stop 27).
    expect(text).toContain('Método de pago: PPD Pago en parcialidades o diferido');
    expect(text).toContain('Total $6,533.12');
    expect(text).toContain('Seis mil quinientos treinta y tres pesos mexicanos 12/100 M.N.');
    expect(text).toContain('Página 1 de 1');
  });

  it('prints the stamped CFDI: folio fiscal, stamp date, method PPD and the sandbox mark (no fiscal validity)', async () => {
    const { timbre: _, ...cfdi } = STAMPED_CFDI;
    const es = all((await pdfText(await renderInvoicePdf(mexicoInvoice({ cfdi }), { layout: 'A4', language: 'es' }))).pages);
    expect(es).toContain('Folio fiscal (UUID): 5FB2822E-396D-4725-8521-CDC4BDD20CCF');
    expect(es).toContain('Fecha de timbrado: 05 mar 2026 17:31');
    expect(es).toContain('Método de pago: PPD Pago en parcialidades o diferido');
    expect(es).toContain('Forma de pago: 99');
    expect(es).toContain('SANDBOX — sin validez fiscal');
    const en = all((await pdfText(await renderInvoicePdf(mexicoInvoice({ cfdi }), { layout: 'A4', language: 'en' }))).pages);
    expect(en).toContain('SANDBOX — sin validez fiscal (test stamp, no fiscal validity)');
    const real = all(
      (
        await pdfText(
          await renderInvoicePdf(mexicoInvoice({ cfdi: { ...cfdi, sandbox: false } }), { layout: 'A4', language: 'es' }),
        )
      ).pages,
    );
    expect(real).not.toContain('SANDBOX');
    const failed = all(
      (
        await pdfText(
          await renderInvoicePdf(mexicoInvoice({ cfdi: { ...cfdi, status: 'FAILED', uuid: null, stamped_at: null } }), {
            layout: 'A4',
            language: 'es',
          }),
        )
      ).pages,
    );
    expect(failed).toContain('CFDI aún no timbrado');
    expect(failed).not.toContain('SANDBOX');
  });

  it('prints, before stamping, the método stamping now would state: owed PPD, paid in full PUE (decision 048, stop 27)', async () => {
    const pending = {
      ...STAMPED_CFDI,
      status: 'PENDING' as const,
      uuid: null,
      stamped_at: null,
      metodo_pago: null,
      forma_pago: null,
    };
    const owed = mexicoInvoice({ cfdi: pending });
    const textOf = async (invoice: Invoice, layout: 'A4' | 'RECEIPT_80MM') =>
      all((await pdfText(await renderInvoicePdf(invoice, { layout, language: 'es' }))).pages);
    expect(await textOf(owed, 'A4')).toContain('Método de pago: PPD Pago en parcialidades o diferido');
    expect(await textOf(owed, 'RECEIPT_80MM')).toContain('Método de pago: PPD');
    const cash = { ...owed.payments[0], method: 'CASH', amount: owed.total_amount } as Invoice['payments'][number];
    const paid = mexicoInvoice({ cfdi: pending, payments: [cash] });
    expect(await textOf(paid, 'A4')).toContain('Método de pago: PUE Pago en una sola exhibición');
    expect(await textOf(paid, 'RECEIPT_80MM')).toContain('Método de pago: PUE');
  });

  it("prints SAT's representation of a stamped CFDI: QR, RFCs, certificates, seals broken to fit, cadena original", async () => {
    const invoice = mexicoInvoice({ cfdi: STAMPED_CFDI });
    const t = STAMPED_CFDI.timbre;
    const a4 = await pdfText(await renderInvoicePdf(invoice, { layout: 'A4', language: 'en' }));
    const text = all(a4.pages);
    for (const label of [
      'RFC del emisor: TNO010101AB1',
      'RFC del receptor: XAXX010101000',
      'No. de serie del CSD del emisor: 30001000000500003416',
      'No. de serie del certificado del SAT: 30001000000500003456',
      'Fecha de certificación: 2026-03-05T17:31:00',
      'Sello digital del CFDI',
      'Sello digital del SAT',
      'Cadena original del complemento de certificación digital del SAT',
      'Este documento es una representación impresa de un CFDI',
    ])
      expect(text).toContain(label);
    // A seal is broken anywhere to fit: each character is its own piece of text, so read it without spaces.
    const solid = text.replace(/\s+/g, '');
    expect(solid).toContain(t.sello_sat);
    expect(solid).toContain(`||1.1|${t.uuid}|2026-03-05T17:31:00|AAA010101AAA|${t.sello_cfd}|${t.no_certificado_sat}||`);
    const receipt = all((await pdfText(await renderInvoicePdf(invoice, { layout: 'RECEIPT_80MM', language: 'es' }))).pages);
    expect(receipt).toContain(t.uuid);
    expect(receipt).toContain('SANDBOX — sin validez fiscal');
    expect(receipt).toContain('Fecha de timbrado: 05 mar 2026 17:31');
  });

  it("prints a named customer's CFDI receptor (reason 04 of a global invoice) beside the customer as billed", async () => {
    const cfdi = {
      status: 'STAMPED' as const,
      uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
      stamped_at: '2026-03-05T23:31:00.000Z',
      sandbox: true,
      metodo_pago: 'PUE',
      forma_pago: '01',
      uso_cfdi: 'G03',
      receptor: { rfc: 'LOAA800101AB1', name: 'Ana López Aguilar', regimen: '612', cp: '64000' },
      error: null,
      cancel_reason: null,
      cancelled_at: null,
    };
    const invoice = mexicoInvoice({ cfdi });
    const es = all((await pdfText(await renderInvoicePdf(invoice, { layout: 'A4', language: 'es' }))).pages).replace(/\s+/g, ' ');
    // The customer as billed stays (the sale was made to them); the CFDI's receptor is printed under its own title.
    expect(es).toContain('José Ñúñez Peña');
    expect(es).toContain('Receptor del CFDI Ana López Aguilar RFC: LOAA800101AB1');
    expect(es).toContain('Régimen fiscal: 612 Personas Físicas con Actividades Empresariales y Profesionales');
    expect(es).toContain('C.P. del domicilio fiscal: 64000');
    expect(es).toContain('Uso del CFDI: G03 Gastos en general');
    expect(es).not.toContain('S01 Sin efectos fiscales');
    const en = all((await pdfText(await renderInvoicePdf(invoice, { layout: 'A4', language: 'en' }))).pages).replace(/\s+/g, ' ');
    expect(en).toContain('CFDI issued to Ana López Aguilar RFC: LOAA800101AB1');
    expect(en).toContain('Fiscal postal code: 64000');
    const thermal = all(
      (await pdfText(await renderInvoicePdf(invoice, { layout: 'RECEIPT_80MM', language: 'es' }))).pages,
    ).replace(/\s+/g, ' ');
    expect(thermal).toContain('Receptor del CFDI: LOAA800101AB1 · Ana López Aguilar · 612 · C.P. 64000 · G03');
  });

  it('renders a US invoice with sales tax lines, the order discount and miles, without an item code', async () => {
    const pdf = await renderInvoicePdf(usaInvoice(), { layout: 'A4', language: 'en' });
    const text = all((await pdfText(pdf)).pages);
    expect(text).toContain('Odometer: 52,340 miles');
    expect(text).toContain('Sales tax 8.25% $10.91');
    expect(text).toContain('Discount -$25.00');
    expect(text).toContain('Grand total $223.65');
    expect(text).toContain('US Dollars Two Hundred Twenty-Three and 65/100 Only');
    expect(text).not.toContain('Tax code');
  });

  it('marks a void invoice and shows the reason of a bill of zero', async () => {
    const voided = all(
      (
        await pdfText(
          await renderInvoicePdf(usaInvoice({ status: 'VOID', void_reason: 'Wrong customer' }), { layout: 'A4', language: 'en' }),
        )
      ).pages,
    );
    expect(voided).toContain('This invoice is void: Wrong customer');
    expect(voided).toContain('VOID');
    const zero = all(
      (
        await pdfText(
          await renderInvoicePdf(usaInvoice({ zero_reason: 'Warranty repair' }), { layout: 'RECEIPT_80MM', language: 'es' }),
        )
      ).pages,
    );
    expect(zero).toContain('Motivo de la factura a cero: Warranty repair');
  });

  it('prints the receipt on an 80 mm page as long as its content, with the QR in Saudi Arabia', async () => {
    for (const [invoice, total, due] of [
      [indiaInvoice(), '₹1,21,158.60', '₹1,01,158.60'],
      [saudiInvoice(), 'SAR 517.50', 'SAR 517.50'],
    ] as const) {
      const pdf = await renderInvoicePdf(invoice, { layout: 'RECEIPT_80MM', language: 'en' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const { pages, size } = await pdfText(pdf);
      expect(pages).toHaveLength(1);
      expect(size.width).toBeCloseTo(226.77, 1);
      expect(size.height).toBeLessThan(900);
      expect(pages[0]).toContain(invoice.invoice_number);
      expect(pages[0]).toContain(`Grand total ${total}`);
      expect(pages[0]).toContain(`Due ${due}`);
    }
    const india = all((await pdfText(await renderInvoicePdf(indiaInvoice(), { layout: 'RECEIPT_80MM', language: 'en' }))).pages);
    expect(india).toContain('1 × ₹800.00 − 10%');
  });

  it("leaves room under the Saudi receipt's QR: its quiet zone and the paper's cut, not the page's edge", async () => {
    const pdf = await renderInvoicePdf(saudiInvoice(), { layout: 'RECEIPT_80MM', language: 'en' });
    const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
    const page = await doc.getPage(1);
    const content = await page.getTextContent();
    // The amount in words is the last text; the QR (110 pt square, 6 pt above it) is drawn under it.
    const words = content.items.find((item) => 'str' in item && item.str.includes('Only'));
    const baseline = words && 'transform' in words ? (words.transform[5] as number) : Number.NaN;
    await doc.destroy();
    // PDF y grows upwards from the page's bottom: under the QR are its margin and the page's 12 pt.
    expect(baseline - 6 - 110).toBeGreaterThanOrEqual(12 + RECEIPT_QR_BOTTOM_MARGIN - 4);
    expect(RECEIPT_QR_BOTTOM_MARGIN).toBeGreaterThanOrEqual(13);
  });

  it('renders a 50-line invoice over several pages, every line and the summary present, the header repeated', async () => {
    const invoice = longIndiaInvoice(50);
    const { pages } = await pdfText(await renderInvoicePdf(invoice, { layout: 'A4', language: 'en' }));
    expect(pages.length).toBeGreaterThan(1);
    const text = all(pages);
    for (const n of [1, 25, 50]) expect(text).toContain(`Spare part ${n % 2 === 0 ? n : n + 1} (OEM)`);
    expect(text).toContain('Labour item 49: inspection and adjustment');
    // Every page with lines starts them under the column headings.
    const withLines = pages.filter((p) => /(Spare part|Labour item) \d+/.test(p));
    expect(withLines.length).toBeGreaterThan(1);
    for (const page of withLines) expect(page).toContain('# Item HSN/SAC Qty Rate Disc. Tax Amount');
    expect(text).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(text).toContain(
      amountInWords(invoice.total_amount, { currency: 'INR', digits: 2, language: 'en', countryCode: 'IN' }),
    );
    expect(text).toContain('HSN/SAC summary');
  });

  it('draws a PNG logo given as a data URL and leaves out one it cannot use', async () => {
    const withLogo = await renderInvoicePdf(indiaInvoice(), { layout: 'A4', language: 'en' });
    expect(withLogo.includes('/Subtype /Image')).toBe(true);
    for (const logo_url of ['https://example.com/logo.png', 'data:image/png;base64,bm90IGFuIGltYWdl', TINY_PNG.slice(0, 40)]) {
      const invoice = indiaInvoice();
      const pdf = await renderInvoicePdf(
        { ...invoice, seller: { ...invoice.seller, logo_url } },
        { layout: 'A4', language: 'en' },
      );
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.includes('/Subtype /Image')).toBe(false);
    }
  });
});
