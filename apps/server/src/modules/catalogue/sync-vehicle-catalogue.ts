import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vehicleBrand, vehicleModel } from '../../db/schema.ts';
import { catalogue } from '../../db/seed/vehicle-catalogue.ts';

/**
 * Loads the curated brands and models at start. Rows are keyed by fixed ids and inserted only when
 * missing, so a garage's favourites and vehicles never lose their brand, and a longer list adds rows.
 */
export async function syncVehicleCatalogue(db: Db): Promise<void> {
  const { brands, models } = catalogue();
  const [have] = await db.select({ n: count() }).from(vehicleModel);
  const [haveBrands] = await db.select({ n: count() }).from(vehicleBrand);
  if ((haveBrands?.n ?? 0) >= brands.length && (have?.n ?? 0) >= models.length) return;
  await db.transaction(async (tx) => {
    await tx.insert(vehicleBrand).values(brands).onConflictDoNothing();
    for (let i = 0; i < models.length; i += 500) {
      await tx
        .insert(vehicleModel)
        .values(models.slice(i, i + 500).map((m) => ({ ...m, groupId: null })))
        .onConflictDoNothing();
    }
  });
}
