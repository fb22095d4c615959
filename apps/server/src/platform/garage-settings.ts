/**
 * A garage's settings as every area reads them: country, time zone and typed properties (defaults
 * filled in). Shared by orders, customers, vehicles, catalogue and the right-hand panel, so it lives in
 * platform/; writing properties stays in the garages module (set-garage-properties.ts).
 */
import { type GarageProperties, resolveProperties } from '@garage/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { garage, garageProperty } from '../db/schema.ts';

type Reader = Db | Tx;

export interface GarageSettings {
  countryCode: string;
  /** The garage's currency (ISO 4217): how messages show its amounts. */
  currencyCode: string;
  timeZone: string;
  props: GarageProperties;
}

/** The garage's country, time zone and typed properties: the garage row and its properties in one statement. */
export async function loadGarageSettings(db: Reader, groupId: number, garageId: number): Promise<GarageSettings | null> {
  const [row] = await db
    .select({
      countryCode: garage.countryCode,
      currencyCode: garage.currencyCode,
      timeZone: garage.timeZone,
      inventoryEnabled: garage.inventoryEnabled,
      partIssuanceEnabled: garage.partIssuanceEnabled,
      props: sql<Array<{ property_name: string; property_value: string }>>`(
        select coalesce(json_agg(json_build_object('property_name', ${garageProperty.propertyName},
          'property_value', ${garageProperty.propertyValue})), '[]'::json)
        from ${garageProperty}
        where ${garageProperty.groupId} = ${groupId} and ${garageProperty.garageId} = ${garageId})`,
    })
    .from(garage)
    .where(and(eq(garage.groupId, groupId), eq(garage.id, garageId)))
    .limit(1);
  if (!row) return null;
  return settingsOf(row, row.props);
}

/** Settings from the garage row and its stored properties (also read in one statement by document-context.ts). */
export function settingsOf(
  row: { countryCode: string; currencyCode: string; timeZone: string; inventoryEnabled: boolean; partIssuanceEnabled: boolean },
  stored: ReadonlyArray<{ property_name: string; property_value: string }>,
): GarageSettings {
  const props = resolveProperties(stored);
  // Two switches live on the garage row itself (they are Garage fields in the spec); the row wins.
  props.inventory_enabled = row.inventoryEnabled;
  props.part_issuance_enabled = row.partIssuanceEnabled;
  return { countryCode: row.countryCode, currencyCode: row.currencyCode, timeZone: row.timeZone, props };
}

export async function loadProperties(db: Reader, groupId: number, garageId: number): Promise<GarageProperties> {
  const settings = await loadGarageSettings(db, groupId, garageId);
  if (settings) return settings.props;
  return resolveProperties([]);
}

/** The garage's name (messages and links that show it); null when the group has no such garage. */
export async function garageName(db: Reader, groupId: number, garageId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: garage.name })
    .from(garage)
    .where(and(eq(garage.groupId, groupId), eq(garage.id, garageId)))
    .limit(1);
  return row?.name ?? null;
}

/**
 * The garage's row and stored properties as one JSON value, to read in the same statement as something
 * else (a locked order, a locked bill): every statement saved on a path that holds a lock is a wait saved
 * for the next request. Read it back with settingsFromJson.
 */
export const settingsJson = (groupId: number | SQL, garageId: number | SQL) => sql`(
  select json_build_object('country_code', g.country_code, 'currency_code', g.currency_code, 'time_zone', g.time_zone,
    'inventory_enabled', g.inventory_enabled, 'part_issuance_enabled', g.part_issuance_enabled,
    'props', (select coalesce(json_agg(json_build_object('property_name', p.property_name, 'property_value', p.property_value)), '[]'::json)
                from ${garageProperty} p where p.group_id = g.group_id and p.garage_id = g.id))
    from ${garage} g where g.group_id = ${groupId} and g.id = ${garageId})`;

export interface SettingsJson {
  country_code: string;
  currency_code: string;
  time_zone: string;
  inventory_enabled: boolean;
  part_issuance_enabled: boolean;
  props: Array<{ property_name: string; property_value: string }>;
}

export const settingsFromJson = (row: SettingsJson): GarageSettings =>
  settingsOf(
    {
      countryCode: row.country_code,
      currencyCode: row.currency_code,
      timeZone: row.time_zone,
      inventoryEnabled: row.inventory_enabled,
      partIssuanceEnabled: row.part_issuance_enabled,
    },
    row.props,
  );
