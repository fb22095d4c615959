/** Service packages of a garage: writes and the list view with their services and parts; tenant-first. */
import type { Part as PartView, Service as ServiceView } from '@garage/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { part, service, servicePackage } from '../../db/schema.ts';
import type { Membership } from '../../platform/guard.ts';
import { partViews, serviceViews } from './item.repository.ts';

type Reader = Db | Tx;
export type PackageColumns = Pick<
  typeof servicePackage.$inferInsert,
  'name' | 'description' | 'serviceIds' | 'partIds' | 'active'
>;

export async function insertPackage(db: Db, current: Membership, values: PackageColumns, now: Date): Promise<number> {
  const [row] = await db
    .insert(servicePackage)
    .values({ groupId: current.groupId, garageId: current.garageId, ...values, createdAt: now, updatedAt: now })
    .returning({ id: servicePackage.id });
  return row!.id;
}

/** Updates a package of this garage; false when it has no package of that id. */
export async function updatePackage(db: Db, current: Membership, id: number, values: PackageColumns, now: Date) {
  const updated = await db
    .update(servicePackage)
    .set({ ...values, updatedAt: now })
    .where(
      and(eq(servicePackage.groupId, current.groupId), eq(servicePackage.garageId, current.garageId), eq(servicePackage.id, id)),
    )
    .returning({ id: servicePackage.id });
  return updated.length > 0;
}

/** The packages of this garage (or the one of that id), newest first, with their services and parts. */
export async function listPackages(db: Reader, current: Membership, hidePurchase: boolean, id?: number) {
  const rows = await db
    .select()
    .from(servicePackage)
    .where(
      and(
        eq(servicePackage.groupId, current.groupId),
        eq(servicePackage.garageId, current.garageId),
        id ? eq(servicePackage.id, id) : undefined,
      ),
    )
    .orderBy(desc(servicePackage.id));
  const serviceIds = [...new Set(rows.flatMap((r) => r.serviceIds))];
  const partIds = [...new Set(rows.flatMap((r) => r.partIds))];
  const services = serviceIds.length
    ? await serviceViews(
        db,
        current,
        await db
          .select()
          .from(service)
          .where(and(eq(service.groupId, current.groupId), inArray(service.id, serviceIds))),
      )
    : [];
  const parts = partIds.length
    ? await partViews(
        db,
        current,
        await db
          .select()
          .from(part)
          .where(and(eq(part.groupId, current.groupId), inArray(part.id, partIds))),
        hidePurchase,
      )
    : [];
  return rows.map((r) => ({
    service_package_id: r.id,
    service_package_name: r.name,
    description: r.description,
    service_ids_list: r.serviceIds,
    part_ids_list: r.partIds,
    services: r.serviceIds.map((sid) => services.find((s) => s.service_id === sid)).filter((s): s is ServiceView => Boolean(s)),
    parts: r.partIds.map((pid) => parts.find((p) => p.part_id === pid)).filter((p): p is PartView => Boolean(p)),
    active: r.active,
  }));
}
