import type { StockAuditPartPage, StockAuditPartQuery } from '@garage/contract';
import { priceRules } from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import { pageOf, pageTotal } from '../../platform/paging.ts';
import { countLines, findAudit, findLines } from './stock-audit.repository.ts';
import { auditLineView } from './stock-audit-view.ts';

/** An audit's parts (inventory-parts-audit): search, counted / uncounted / with a variance, by name, paged. */
export async function listStockAuditParts(
  db: Db,
  current: Membership,
  id: number,
  query: z.output<typeof StockAuditPartQuery>,
): Promise<z.infer<typeof StockAuditPartPage>> {
  if (!(await findAudit(db, current, id))) throw notFound();
  const { page_number: pageNumber, page_size: pageSize, state, q } = query;
  const hide = priceRules(current.roles).hidePurchase;
  const rows = await findLines(db, current, id, state, q, pageNumber, pageSize);
  const total = await pageTotal(rows.length, pageNumber, pageSize, () => countLines(db, current, id, state, q));
  return {
    ...pageOf(
      rows.map((r) => auditLineView(r, hide)),
      total,
      pageNumber,
      pageSize,
    ),
    prices_hidden: hide,
  };
}
