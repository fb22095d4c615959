/**
 * Writes the STOCK_MASTER rows of one import step as OPENING movements through THE stock ledger
 * (decision 052), document CSV_IMPORT = the upload. When the ledger refuses the step (a serial number
 * already in stock, say), the rows go again one by one, each in a savepoint, so only the refused rows
 * become errors.
 */
import type { Language } from '@garage/domain';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { moveStock, type StockMove } from '../../platform/stock-ledger.ts';
import type { UploadRow } from './csv-import.repository.ts';
import type { Checked } from './row-checks.ts';

export const CSV_STOCK_DOC = 'CSV_IMPORT';

function moveOf(row: Checked, hidePurchase: boolean): StockMove {
  const v = row.values ?? {};
  const quantity = String(v.quantity);
  return {
    partId: row.targetId as number,
    kind: 'OPENING',
    quantity,
    unitCost: hidePurchase || v.unit_cost === null ? null : String(v.unit_cost),
    ...(v.batch_number === null
      ? {}
      : { lots: [{ code: String(v.batch_number), expiryDate: (v.expiry_date as string | null) ?? null, quantity }] }),
  };
}

const paramText = (params: AppError['params']) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'function' ? v('en' as Language) : v]));

export async function writeOpeningStock(
  tx: Tx,
  current: Membership,
  userId: number,
  upload: UploadRow,
  rows: readonly Checked[],
  now: Date,
  hidePurchase: boolean,
): Promise<{ created: number[]; refused: Checked[] }> {
  const importable = rows.filter((r) => r.outcome === 'NEW');
  if (importable.length === 0) return { created: [], refused: [] };
  const actor = { groupId: current.groupId, garageId: current.garageId, userId };
  const doc = { kind: CSV_STOCK_DOC, id: upload.id, number: upload.fileName };
  try {
    await tx.transaction((sp) =>
      moveStock(
        sp,
        actor,
        now,
        importable.map((r) => moveOf(r, hidePurchase)),
        doc,
      ),
    );
    return { created: importable.map((r) => r.position), refused: [] };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  const created: number[] = [];
  const refused: Checked[] = [];
  for (const row of importable) {
    try {
      await tx.transaction((sp) => moveStock(sp, actor, now, [moveOf(row, hidePurchase)], doc));
      created.push(row.position);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.push({ position: row.position, outcome: 'ERROR', reasonKey: error.key, reasonParams: paramText(error.params) });
    }
  }
  return { created, refused };
}
