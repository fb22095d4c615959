import { type GarageProperties, PROPERTY_NAMES, type PropertyName, parsePropertyValue, propertyName } from '@garage/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { garage, garageProperty } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { loadProperties } from '../../platform/garage-settings.ts';
import type { Membership } from '../../platform/guard.ts';

export interface StoredPropertyView {
  garage_id: number;
  property_name: string;
  property_value: string;
}

export function asStored(
  garageId: number,
  props: GarageProperties,
  names: readonly PropertyName[] = PROPERTY_NAMES,
): StoredPropertyView[] {
  return names.map((name) => ({ garage_id: garageId, property_name: name, property_value: String(props[name]) }));
}

/** Resolves names as sent (either spelling); an unknown name is a 400 that names it. */
export function knownNames(raw: readonly string[]): PropertyName[] {
  return raw.map((n) => {
    const name = propertyName(n.trim());
    if (!name) throw new AppError('VALIDATION', 'garage.propertyUnknown', { name: n.trim() });
    return name;
  });
}

/** Sets properties all-or-none: every name and value is checked before anything is written. */
export async function setProperties(
  db: Db,
  target: Membership,
  input: ReadonlyArray<{ property_name: string; property_value: unknown }>,
  now: Date,
): Promise<StoredPropertyView[]> {
  const parsed = input.map(({ property_name, property_value }) => {
    const [name] = knownNames([property_name]) as [PropertyName];
    const value = parsePropertyValue(name, property_value);
    if (value === undefined) throw new AppError('VALIDATION', 'garage.propertyValue', { name });
    return { name, value };
  });
  await db.transaction(async (tx) => {
    for (const { name, value } of parsed) {
      if (name === 'inventory_enabled' || name === 'part_issuance_enabled') {
        await tx
          .update(garage)
          .set(name === 'inventory_enabled' ? { inventoryEnabled: value === true } : { partIssuanceEnabled: value === true })
          .where(and(eq(garage.groupId, target.groupId), eq(garage.id, target.garageId)));
      }
      await tx
        .insert(garageProperty)
        .values({
          groupId: target.groupId,
          garageId: target.garageId,
          propertyName: name,
          propertyValue: String(value),
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [garageProperty.groupId, garageProperty.garageId, garageProperty.propertyName],
          set: { propertyValue: String(value), updatedAt: now },
        });
    }
  });
  const props = await loadProperties(db, target.groupId, target.garageId);
  return asStored(
    target.garageId,
    props,
    parsed.map((p) => p.name),
  );
}
