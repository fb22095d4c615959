import type { VendorPage, VendorSearchQuery } from '@garage/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Membership } from '../../platform/guard.ts';
import { pageOf } from '../../platform/paging.ts';
import { searchVendorRows, vendorDueAmounts, vendorView } from './vendor.repository.ts';

/** The vendors list (my-vendors): by name, tax number, phone or e-mail; active first, then by name. */
export async function searchVendors(
  db: Db,
  current: Membership,
  query: z.output<typeof VendorSearchQuery>,
): Promise<z.infer<typeof VendorPage>> {
  const { rows, total } = await searchVendorRows(db, current, {
    q: query.q,
    includeInactive: query.include_inactive ?? false,
    pageNumber: query.page_number,
    pageSize: query.page_size,
  });
  const dues = await vendorDueAmounts(
    db,
    current,
    rows.map((r) => r.id),
  );
  return pageOf(
    rows.map((r) => vendorView(r, dues.get(r.id) ?? '0')),
    total,
    query.page_number,
    query.page_size,
    true,
  );
}
