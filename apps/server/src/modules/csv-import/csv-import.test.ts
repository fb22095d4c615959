import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { part, partStock, stockMovement } from '../../db/schema.ts';
import { addMember, createGarage, createUser } from '../../db/seed/factories.ts';
import { checkStockLedger } from '../../platform/stock-ledger.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const freshMobile = () => `77${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;

interface Shop {
  s: Session;
  groupId: number;
  garageId: number;
}
async function shop(countryCode = 'IN', properties: Record<string, string | number | boolean> = {}): Promise<Shop> {
  const owner = await createUser(t.db, { mobileNumber: freshMobile() });
  const g = await createGarage(t, { ownerId: owner.id, countryCode, properties });
  return { s: await signIn(t, owner.mobileNumber), groupId: g.groupId, garageId: g.garageId };
}
async function member(of: Shop, roles: Parameters<typeof addMember>[3]): Promise<Shop> {
  const user = await createUser(t.db, { mobileNumber: freshMobile() });
  await addMember(t.db, of, user.id, roles);
  return { ...of, s: await signIn(t, user.mobileNumber) };
}
const req = (sh: Shop, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: sh.s.headers(sh.garageId), ...(payload ? { payload } : {}) });

const HEADER =
  'part_number,part_name,brand,hsn,part_type,tracking,unit,selling_price,purchase_price,tax_category,tax_inclusive,min_stock';
/** `count` INVENTORY rows; rows 3 and 500 of the data (spreadsheet rows 4 and 501) are bad. */
function inventoryFile(rows: number, bad = true): string {
  const lines = [HEADER];
  for (let i = 1; i <= rows; i++) {
    const price = bad && i === 3 ? 'twelve' : `${100 + i}.50`;
    const tax = bad && i === 500 ? 'GST 99%' : 'GST 18%';
    lines.push(`P-${i},Part ${i},Bosch,8421,PART,NONE,pc,${price},${50 + i},${tax},yes,2`);
  }
  return `${lines.join('\n')}\n`;
}

async function upload(sh: Shop, content: string, type = 'INVENTORY', fileName = 'parts.csv') {
  return req(sh, 'POST', '/api/oms/ho/csv', { import_type: type, file_name: fileName, content });
}
async function stepUntil(sh: Shop, id: number, action: 'check' | 'import', status: string) {
  let view = (await req(sh, 'POST', `/api/oms/ho/csv/${id}/${action}`)).json();
  let steps = 1;
  while (view.status !== status) {
    const res = await req(sh, 'POST', `/api/oms/ho/csv/${id}/${action}`);
    expect(res.statusCode).toBe(200);
    view = res.json();
    if (++steps > 100) throw new Error(`stuck at ${view.status}`);
  }
  return view;
}
const partCount = async (sh: Shop) =>
  (
    await t.db
      .select({ n: count() })
      .from(part)
      .where(and(eq(part.groupId, sh.groupId), eq(part.garageId, sh.garageId)))
  )[0]?.n;

describe('CSV import of the parts master (INVENTORY)', () => {
  it('1,000 rows with 2 bad: the check shows 998 new and 2 errors and writes nothing; confirm writes 998; the error file names both', async () => {
    const sh = await shop();
    const created = await upload(sh, inventoryFile(1000));
    expect(created.statusCode).toBe(201);
    const id = created.json().upload_id;
    expect(created.json()).toMatchObject({ status: 'CHECKING', total_rows: 1000, checked_rows: 0 });

    const checked = await stepUntil(sh, id, 'check', 'CHECKED');
    expect(checked).toMatchObject({ total_rows: 1000, checked_rows: 1000, new_rows: 998, updated_rows: 0, error_rows: 2 });
    expect(checked.preview).toHaveLength(10);
    expect(checked.preview[0]).toMatchObject({ row: 2, outcome: 'NEW', reason: null });
    expect(checked.errors.map((e: { row: number; reason: string }) => [e.row, e.reason])).toEqual([
      [4, 'selling_price must be a number, not "twelve"'],
      [501, 'No active tax category named "GST 99%" in this garage'],
    ]);
    expect(await partCount(sh)).toBe(0);

    const imported = await stepUntil(sh, id, 'import', 'IMPORTED');
    expect(imported).toMatchObject({ new_rows: 998, updated_rows: 0, error_rows: 2, imported_rows: 1000 });
    expect(imported.confirmed_by).toBeTruthy();
    expect(await partCount(sh)).toBe(998);

    const list = (await req(sh, 'GET', '/api/oms/part?query=P-10&page_size=5')).json();
    expect(list.content[0]).toMatchObject({
      part_number: expect.stringMatching(/^P-10/),
      unit_symbol: 'pc',
      tax_inclusive: true,
    });

    const errors = await req(sh, 'GET', `/api/oms/ho/csv/${id}/errors`);
    expect(errors.statusCode).toBe(200);
    expect(errors.headers['content-type']).toContain('text/csv');
    const lines = errors.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(`row,${HEADER},reason`);
    expect(lines[1]).toBe(
      '4,P-3,Part 3,Bosch,8421,PART,NONE,pc,twelve,53,GST 18%,yes,2,"selling_price must be a number, not ""twelve"""',
    );
    expect(lines[2]).toMatch(/^501,P-500,.*,"No active tax category named ""GST 99%"" in this garage"$/);

    // The error file, corrected, uploads again as it is (its row and reason columns are ignored).
    const fixed = errors.body.replace('twelve', '12').replace('GST 99%', 'GST 18%');
    const again = (await upload(sh, fixed, 'INVENTORY', 'errors-parts.csv')).json();
    expect((await stepUntil(sh, again.upload_id, 'check', 'CHECKED')).new_rows).toBe(2);

    // Spanish reasons for a Spanish reader.
    const es = await t.app.inject({
      method: 'GET',
      url: `/api/oms/ho/csv/${id}/errors`,
      headers: { ...sh.s.headers(sh.garageId), 'accept-language': 'es' },
    });
    expect(es.body).toContain('selling_price debe ser un número');

    const history = (await req(sh, 'GET', '/api/oms/ho/csv')).json();
    expect(history.content.map((u: { upload_id: number }) => u.upload_id)).toEqual([again.upload_id, id]);
    expect(history.content[1]).toMatchObject({
      upload_id: id,
      import_type: 'INVENTORY',
      file_name: 'parts.csv',
      status: 'IMPORTED',
      new_rows: 998,
      error_rows: 2,
    });
    expect(history.content[1].created_by).toBeTruthy();
  });

  it('a second file updates parts by part number; an empty cell keeps what the part had', async () => {
    const sh = await shop();
    const first = (await upload(sh, inventoryFile(3, false))).json();
    await stepUntil(sh, first.upload_id, 'check', 'CHECKED');
    await stepUntil(sh, first.upload_id, 'import', 'IMPORTED');

    const file = ['part_number,part_name,brand,selling_price', 'p 1,Part one,,999.00', 'P-9,New part,ACME,5'].join('\r\n');
    const second = (await upload(sh, file)).json();
    const checked = await stepUntil(sh, second.upload_id, 'check', 'CHECKED');
    expect(checked).toMatchObject({ new_rows: 1, updated_rows: 1, error_rows: 0 });
    await stepUntil(sh, second.upload_id, 'import', 'IMPORTED');
    const [p1] = (await req(sh, 'GET', '/api/oms/part?query=Part%20one')).json().content;
    expect(p1).toMatchObject({ part_name: 'Part one', part_number: 'p 1', brand: 'Bosch', selling_price: '999.00', hsn: '8421' });
    expect(await partCount(sh)).toBe(4);
  });

  it('duplicate part numbers in the file are errors on every row that has them; a semicolon file may write decimal commas', async () => {
    const sh = await shop('ES');
    const file = ['part_number;part_name;selling_price', 'A-1;Uno;10,50', 'a1;Dos;11', 'B-2;Tres;12,5'].join('\n');
    const created = (await upload(sh, file)).json();
    const checked = await stepUntil(sh, created.upload_id, 'check', 'CHECKED');
    expect(checked).toMatchObject({ new_rows: 1, error_rows: 2 });
    expect(checked.errors.map((e: { reason: string }) => e.reason)).toEqual([
      'A-1 appears more than once in the file (rows 2, 3)',
      'A-1 appears more than once in the file (rows 2, 3)',
    ]);
    await stepUntil(sh, created.upload_id, 'import', 'IMPORTED');
    const [b2] = (await req(sh, 'GET', '/api/oms/part?query=B-2')).json().content;
    expect(b2.selling_price).toBe('12.50');
  });

  it('refuses a file that is not .csv, one without rows, and one with missing or unknown columns', async () => {
    const sh = await shop();
    const txt = await upload(sh, inventoryFile(2), 'INVENTORY', 'parts.xlsx');
    expect(txt.statusCode).toBe(400);
    expect(txt.json().message).toBe('File type unsupported');
    expect((await upload(sh, `${HEADER}\n`)).json().message).toBe('The file has no rows to import');
    expect((await upload(sh, 'part_name,selling_price\nA,1\n')).json().message).toBe(
      'The file lacks the columns part_number; download the sample file to see them',
    );
    expect((await upload(sh, 'part_number,part_name,selling_price,colour\nA,B,1,red\n')).json().message).toMatch(
      /^Unknown columns colour; the columns are part_number, part_name/,
    );
    expect((await upload(sh, 'part_number,part_name,selling_price\nA,"B,1\n')).json().message).toMatch(
      /^The file cannot be read as CSV near line/,
    );
    expect(await partCount(sh)).toBe(0);
  });

  it('price lists are importable types now (decision 061): their files are read by their own columns', async () => {
    const sh = await shop();
    for (const [type, columns] of [
      ['VENDOR_PRICE', 'part_number, purchase_price'],
      ['CUSTOMER_PART_PRICE', 'part_number, price'],
      ['CUSTOMER_SERVICE_PRICE', 'service_name, price'],
    ]) {
      const first = type === 'VENDOR_PRICE' ? 'vendor' : 'customer_mobile';
      const res = await upload(sh, `${first}\n1\n`, type);
      expect(res.statusCode).toBe(400);
      // Refused for its header, as any type is, and no longer as "not available yet".
      expect(res.json().message).toBe(`The file lacks the columns ${columns}; download the sample file to see them`);
    }
    const sample = await req(sh, 'GET', '/api/analytics/sample/csv/service');
    expect(sample.statusCode).toBe(200);
    expect(sample.body.replace(/^\uFEFF/, '').split('\n')[0]).toBe('customer_mobile,service_name,price');
  });

  it('nothing is imported before the check ends, and a cancelled upload cannot be imported', async () => {
    const sh = await shop();
    const created = (await upload(sh, inventoryFile(5, false))).json();
    const early = await req(sh, 'POST', `/api/oms/ho/csv/${created.upload_id}/import`);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('This upload is not ready to import: check it first');
    await stepUntil(sh, created.upload_id, 'check', 'CHECKED');
    expect((await req(sh, 'POST', `/api/oms/ho/csv/${created.upload_id}/cancel`)).json().status).toBe('CANCELLED');
    expect((await req(sh, 'POST', `/api/oms/ho/csv/${created.upload_id}/import`)).statusCode).toBe(400);
    expect(await partCount(sh)).toBe(0);
  });

  it("another group's upload is 404 on every route; without an inventory role 403; CREATE_INVENTORY may import", async () => {
    const mine = await shop();
    const other = await shop();
    const id = (await upload(mine, inventoryFile(2, false))).json().upload_id;
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/check'],
      ['POST', '/import'],
      ['POST', '/cancel'],
      ['GET', '/errors'],
    ] as const) {
      expect((await req(other, method, `/api/oms/ho/csv/${id}${path}`)).statusCode).toBe(404);
    }
    expect((await req(other, 'GET', '/api/oms/ho/csv')).json().content).toEqual([]);

    const clerk = await member(mine, ['VIEW_INVENTORY', 'CREATE_ORDER']);
    expect((await upload(clerk, inventoryFile(2, false))).statusCode).toBe(403);
    expect((await req(clerk, 'GET', '/api/oms/ho/csv')).statusCode).toBe(403);
    expect((await req(clerk, 'POST', `/api/oms/ho/csv/${id}/check`)).statusCode).toBe(403);
    expect((await req(clerk, 'GET', '/api/analytics/sample/csv/part')).statusCode).toBe(403);

    const keeper = await member(mine, ['CREATE_INVENTORY']);
    const own = (await upload(keeper, inventoryFile(2, false))).json();
    await stepUntil(keeper, own.upload_id, 'check', 'CHECKED');
    expect((await stepUntil(keeper, own.upload_id, 'import', 'IMPORTED')).new_rows).toBe(2);
  });

  it('a create with the same Idempotency-Key makes one upload', async () => {
    const sh = await shop();
    const body = { import_type: 'INVENTORY', file_name: 'a.csv', content: inventoryFile(2, false) };
    const headers = { ...sh.s.headers(sh.garageId), 'idempotency-key': 'csv-once' };
    const a = await t.app.inject({ method: 'POST', url: '/api/oms/ho/csv', headers, payload: body });
    const b = await t.app.inject({ method: 'POST', url: '/api/oms/ho/csv', headers, payload: body });
    expect(b.json().upload_id).toBe(a.json().upload_id);
    expect((await req(sh, 'GET', '/api/oms/ho/csv')).json().total_elements).toBe(1);
  });
});

describe('sample files', () => {
  it('an Indian garage gets HSN codes, rupee prices and its GST category; a Spanish one semicolons and decimal commas', async () => {
    const india = await shop('IN');
    const res = await req(india, 'GET', '/api/analytics/sample/csv/part');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('sample-inventory.csv');
    const [head, row1, row2, ...rest] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(head).toBe(HEADER);
    expect(row1).toBe('OF-1001,Oil filter,Bosch,8421,PART,NONE,pc,450.00,320.00,GST 18%,yes,5');
    expect(row2).toContain('BP-2040');
    expect(rest).toEqual([]);

    const spain = await shop('ES');
    const es = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/sample/csv/part?import_type=STOCK_MASTER',
      headers: { ...spain.s.headers(spain.garageId), 'accept-language': 'es' },
    });
    expect(es.body.replace(/^\uFEFF/, '').split('\n')[0]).toBe('part_number;quantity;unit_cost;batch_number;expiry_date');
    expect(es.body).toContain('OF-1001;24;8,00;;');
  });

  it('the sample file imports as it is', async () => {
    const sh = await shop('MX');
    const sample = (await req(sh, 'GET', '/api/analytics/sample/csv/part')).body;
    const created = (await upload(sh, sample, 'INVENTORY', 'sample.CSV')).json();
    expect((await stepUntil(sh, created.upload_id, 'check', 'CHECKED')).new_rows).toBe(2);
  });
});

describe('CSV import of opening stock (STOCK_MASTER)', () => {
  it('writes OPENING movements through the stock ledger; unknown parts, half pieces and untracked batches are errors', async () => {
    const sh = await shop();
    const parts = (await upload(sh, inventoryFile(3, false))).json();
    await stepUntil(sh, parts.upload_id, 'check', 'CHECKED');
    await stepUntil(sh, parts.upload_id, 'import', 'IMPORTED');

    const file = [
      'part_number,quantity,unit_cost,batch_number,expiry_date',
      'P-1,10,40.00,,',
      'P-2,4,,,',
      'P-404,1,1,,',
      'P-3,1.5,1,,',
      'P-3,2,1,B-1,2027-01-31',
    ].join('\n');
    const created = (await upload(sh, file, 'STOCK_MASTER', 'opening.csv')).json();
    const checked = await stepUntil(sh, created.upload_id, 'check', 'CHECKED');
    expect(checked).toMatchObject({ new_rows: 2, error_rows: 3 });
    expect(checked.errors.map((e: { reason: string }) => e.reason)).toEqual([
      'No part with part number P-404 in this garage',
      'The quantity of Part 3 must be a whole number of Piece',
      'Part 3 is not tracked by batch or serial number: leave batch_number and expiry_date empty',
    ]);
    const moves = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(stockMovement)
          .where(and(eq(stockMovement.groupId, sh.groupId), eq(stockMovement.docKind, 'CSV_IMPORT')))
      )[0]?.n;
    expect(await moves()).toBe(0);

    await stepUntil(sh, created.upload_id, 'import', 'IMPORTED');
    expect(await moves()).toBe(2);
    const stock = await t.db
      .select({ onHand: partStock.runningStock, value: partStock.stockValue })
      .from(partStock)
      .where(and(eq(partStock.groupId, sh.groupId), eq(partStock.garageId, sh.garageId)));
    expect(stock.map((s) => [Number(s.onHand), Number(s.value)]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))).toEqual([
      [4, 4 * 52], // no unit cost: the part's purchase price (52)
      [10, 400],
    ]);
    expect(await checkStockLedger(t.db, sh.groupId)).toEqual([]);
  });

  it('with batch tracking on, a tracked part needs its batch; a serial is one piece', async () => {
    const sh = await shop('IN', { batch_serial_enabled: true });
    const file = [
      HEADER,
      'L-1,Brake fluid,,,PART,BATCH,l,10,5,GST 18%,yes,0',
      'S-1,Battery,,,PART,SERIAL,pc,100,70,GST 18%,yes,0',
    ].join('\n');
    const parts = (await upload(sh, file)).json();
    await stepUntil(sh, parts.upload_id, 'check', 'CHECKED');
    await stepUntil(sh, parts.upload_id, 'import', 'IMPORTED');
    const stockFile = [
      'part_number,quantity,unit_cost,batch_number,expiry_date',
      'L-1,5,4,,',
      'L-1,5,4,LOT-7,2027-06-30',
      'S-1,2,60,SN-1,',
      'S-1,1,60,SN-2,',
    ].join('\n');
    const created = (await upload(sh, stockFile, 'STOCK_MASTER', 'opening.csv')).json();
    const checked = await stepUntil(sh, created.upload_id, 'check', 'CHECKED');
    expect(checked.errors.map((e: { row: number; reason: string }) => [e.row, e.reason])).toEqual([
      [2, 'Brake fluid is tracked by batch or serial number: fill in batch_number'],
      [4, 'Serial number SN-1 of Battery stands for one piece: the quantity must be 1'],
    ]);
    const done = await stepUntil(sh, created.upload_id, 'import', 'IMPORTED');
    expect(done).toMatchObject({ new_rows: 2, error_rows: 2 });
    expect(await checkStockLedger(t.db, sh.groupId)).toEqual([]);
  });
});
