import type { LostSaleQuery } from '@garage/contract';
import { localDayRange } from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { loadGarageSettings } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';
import { type Paged, pageOf, pageTotal } from '../../platform/paging.ts';
import { countLostSales, type LostSaleView, lostSaleRows } from './lost-sale.repository.ts';

/** The lost sales of this garage, newest first, over a range of garage-local days and for one part. */
export async function listLostSales(
  db: Db,
  current: Membership,
  query: z.output<typeof LostSaleQuery>,
): Promise<Paged<LostSaleView>> {
  const settings = await loadGarageSettings(db, current.groupId, current.garageId);
  if (!settings) throw new AppError('NOT_FOUND', 'http.notFound');
  const range = localDayRange({ from: query.from, to: query.to }, settings.timeZone);
  const filter = { partId: query.part_id, ...range };
  const rows = await lostSaleRows(db, current, filter, {
    limit: query.page_size,
    offset: query.page_number * query.page_size,
  });
  const total = await pageTotal(rows.length, query.page_number, query.page_size, () => countLostSales(db, current, filter));
  return pageOf(rows, total, query.page_number, query.page_size);
}
