import type { TaxCategory } from '@garage/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  customer,
  customerItemPrice,
  garage,
  garageProperty,
  part,
  service,
  taxCategory,
  taxComponent,
  vehicle,
  vehicleBrand,
  vehicleModel,
} from '../../db/schema.ts';
import { type GarageSettings, settingsOf } from '../../platform/garage-settings.ts';
import { taxCategoryView } from '../catalogue/tax-category.repository.ts';

type Reader = Db | Tx;

export interface ContextCustomer {
  firstName: string;
  lastName: string | null;
  phoneCode: string;
  mobile: string;
  email: string | null;
}

export interface ContextVehicle {
  customerId: number;
  regNumber: string;
  fuelType: string | null;
  brandName: string | null;
  modelName: string | null;
}

export interface ContextItem {
  id: number;
  price: string | null;
  tax: number | null;
  /** SAC of a service, HSN of a part (India's codes; the SAT product key in Mexico). */
  code?: string | null;
  unitId?: number | null;
  /** Parts: how the part's stock is tracked (NONE, BATCH, SERIAL). */
  tracking?: 'NONE' | 'BATCH' | 'SERIAL';
}

/** Everything a document is priced from, read in one statement. */
export interface DocumentContext {
  settings: GarageSettings | null;
  customer: ContextCustomer | null;
  vehicle: ContextVehicle | null;
  services: ContextItem[];
  parts: ContextItem[];
  taxes: Map<number, TaxCategory>;
}

interface RawContext {
  garage: {
    country_code: string;
    currency_code: string;
    time_zone: string;
    inventory_enabled: boolean;
    part_issuance_enabled: boolean;
  } | null;
  props: Array<{ property_name: string; property_value: string }>;
  customer: {
    first_name: string;
    last_name: string | null;
    phone_code: string;
    mobile: string;
    email: string | null;
  } | null;
  vehicle: {
    customer_id: number | string;
    reg_number: string;
    fuel_type: string | null;
    brand_name: string | null;
    model_name: string | null;
  } | null;
  services: Array<{ id: number | string; price: string | null; tax: number | string | null; code: string | null }>;
  parts: Array<{
    id: number | string;
    price: string | null;
    tax: number | string | null;
    unit_id: number | string | null;
    code: string | null;
    tracking: 'NONE' | 'BATCH' | 'SERIAL';
  }>;
  taxes: Array<{
    id: number | string;
    name: string;
    total_value: string;
    active: boolean;
    components: Array<{ id: number | string; name: string; value: string }>;
  }>;
}

const ids = (values: readonly number[]) => JSON.stringify(values);
const num = (v: number | string | null) => (v === null ? null : Number(v));

/**
 * The garage's settings, the customer, the vehicle with its brand and model names, the named services
 * and parts of the garage and its tax categories, in one round trip: a create is mostly waiting on the
 * database, and on a busy server each statement costs a write and a wake-up (bench-orders.ts). Numbers
 * travel as text so no decimal passes through a float.
 */
export async function loadDocumentContext(
  db: Reader,
  groupId: number,
  garageId: number,
  query: { customerId: number; vehicleId: number | null; serviceIds: readonly number[]; partIds: readonly number[] },
): Promise<DocumentContext> {
  // The customer's own price of an item, where one is set (decision 060), stands for the master price.
  const customerPrice = (kind: 'part' | 'service', itemId: typeof part.id | typeof service.id) => sql`(
    select ${customerItemPrice.price} from ${customerItemPrice}
     where ${customerItemPrice.groupId} = ${groupId} and ${customerItemPrice.garageId} = ${garageId}
       and ${customerItemPrice.customerId} = ${query.customerId} and ${customerItemPrice.kind} = ${kind}
       and ${customerItemPrice.itemId} = ${itemId})`;
  const result = await db.execute(sql`
    select
      (select json_build_object(
          'country_code', ${garage.countryCode}, 'currency_code', ${garage.currencyCode}, 'time_zone', ${garage.timeZone},
          'inventory_enabled', ${garage.inventoryEnabled}, 'part_issuance_enabled', ${garage.partIssuanceEnabled})
        from ${garage} where ${garage.groupId} = ${groupId} and ${garage.id} = ${garageId}) as garage,
      (select coalesce(json_agg(json_build_object(
          'property_name', ${garageProperty.propertyName}, 'property_value', ${garageProperty.propertyValue})), '[]'::json)
        from ${garageProperty}
        where ${garageProperty.groupId} = ${groupId} and ${garageProperty.garageId} = ${garageId}) as props,
      (select json_build_object(
          'first_name', ${customer.firstName}, 'last_name', ${customer.lastName}, 'phone_code', ${customer.countryPhoneCode},
          'mobile', ${customer.mobileNumber}, 'email', ${customer.email})
        from ${customer} where ${customer.groupId} = ${groupId} and ${customer.id} = ${query.customerId}) as customer,
      (select json_build_object(
          'customer_id', ${vehicle.customerId}, 'reg_number', ${vehicle.regNumber}, 'fuel_type', ${vehicle.fuelType},
          'brand_name', ${vehicleBrand.name}, 'model_name', ${vehicleModel.name})
        from ${vehicle}
        left join ${vehicleBrand} on ${vehicleBrand.id} = ${vehicle.brandId}
        left join ${vehicleModel} on ${vehicleModel.id} = ${vehicle.modelId}
        where ${vehicle.groupId} = ${groupId} and ${vehicle.id} = ${query.vehicleId ?? -1}) as vehicle,
      (select coalesce(json_agg(json_build_object(
          'id', ${service.id}, 'price', coalesce(${customerPrice('service', service.id)}, ${service.price})::text,
          'tax', ${service.taxCategoryId}, 'code', ${service.sac})), '[]'::json)
        from ${service}
        where ${service.groupId} = ${groupId} and ${service.garageId} = ${garageId}
          and ${service.id} in (select jsonb_array_elements_text(${ids(query.serviceIds)}::jsonb)::bigint)) as services,
      (select coalesce(json_agg(json_build_object(
          'id', ${part.id}, 'price', coalesce(${customerPrice('part', part.id)}, ${part.sellingPrice})::text,
          'tax', ${part.taxCategoryId}, 'unit_id', ${part.unitId},
          'code', ${part.hsn}, 'tracking', ${part.tracking})), '[]'::json)
        from ${part}
        where ${part.groupId} = ${groupId} and ${part.garageId} = ${garageId}
          and ${part.id} in (select jsonb_array_elements_text(${ids(query.partIds)}::jsonb)::bigint)) as parts,
      (select coalesce(json_agg(json_build_object(
          'id', ${taxCategory.id}, 'name', ${taxCategory.name}, 'total_value', ${taxCategory.totalValue}::text,
          'active', ${taxCategory.active},
          'components', (select coalesce(json_agg(json_build_object(
              'id', ${taxComponent.id}, 'name', ${taxComponent.name}, 'value', ${taxComponent.value}::text)
              order by ${taxComponent.position}), '[]'::json)
            from ${taxComponent}
            where ${taxComponent.groupId} = ${groupId} and ${taxComponent.taxCategoryId} = ${taxCategory.id}))
          order by ${taxCategory.id}), '[]'::json)
        from ${taxCategory} where ${taxCategory.groupId} = ${groupId} and ${taxCategory.garageId} = ${garageId}) as taxes`);
  const raw = (result as unknown as { rows: RawContext[] }).rows[0]!;

  const settings = raw.garage
    ? settingsOf(
        {
          countryCode: raw.garage.country_code,
          currencyCode: raw.garage.currency_code,
          timeZone: raw.garage.time_zone,
          inventoryEnabled: raw.garage.inventory_enabled,
          partIssuanceEnabled: raw.garage.part_issuance_enabled,
        },
        raw.props,
      )
    : null;
  const taxes = new Map<number, TaxCategory>();
  for (const t of raw.taxes) {
    const components = t.components.map((k) => ({ id: Number(k.id), name: k.name, value: k.value }));
    const id = Number(t.id);
    taxes.set(id, taxCategoryView({ id, name: t.name, totalValue: t.total_value, active: t.active }, components));
  }
  return {
    settings,
    customer: raw.customer
      ? {
          firstName: raw.customer.first_name,
          lastName: raw.customer.last_name,
          phoneCode: raw.customer.phone_code,
          mobile: raw.customer.mobile,
          email: raw.customer.email,
        }
      : null,
    vehicle: raw.vehicle
      ? {
          customerId: Number(raw.vehicle.customer_id),
          regNumber: raw.vehicle.reg_number,
          fuelType: raw.vehicle.fuel_type,
          brandName: raw.vehicle.brand_name,
          modelName: raw.vehicle.model_name,
        }
      : null,
    services: raw.services.map((s) => ({ id: Number(s.id), price: s.price, tax: num(s.tax), code: s.code })),
    parts: raw.parts.map((p) => ({
      id: Number(p.id),
      price: p.price,
      tax: num(p.tax),
      unitId: num(p.unit_id),
      code: p.code,
      tracking: p.tracking,
    })),
    taxes,
  };
}
