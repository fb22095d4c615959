import type { VehicleType } from '@garage/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type CallInput, call, type RouteAnswer, type RouteBody } from './call.ts';
import { routes } from './routes.ts';

/** Master data of the garage (customers, vehicles, catalogue) as the routes answer it (decision 027). */
export type CustomerDetails = RouteAnswer<typeof routes.getCustomer>;
export type Customer = RouteAnswer<typeof routes.listCustomers>['content'][number];
export type CustomerWithVehicles = RouteAnswer<typeof routes.searchCustomersV2>['content'][number];
export type Vehicle = RouteAnswer<typeof routes.createVehicle>;
export type VehicleHistory = RouteAnswer<typeof routes.getVehicle>;
export type Brand = RouteAnswer<typeof routes.listBrands>[number];
export type Model = RouteAnswer<typeof routes.listModels>[number];
export type Service = RouteAnswer<typeof routes.getService>;
export type Part = RouteAnswer<typeof routes.getPart>;
export type ServicePackage = RouteAnswer<typeof routes.getServicePackage>;
export type TaxCategory = RouteAnswer<typeof routes.listTaxCategories>[number];
export type UnitView = RouteAnswer<typeof routes.listUnits>[number];
export type CheckMobileAnswer = RouteAnswer<typeof routes.checkCustomerMobile>;
export type CustomerBody = RouteBody<typeof routes.createCustomer>;
export type VehicleCreateBody = RouteBody<typeof routes.createVehicle>;
export type VehicleUpdateBody = RouteBody<typeof routes.updateVehicle>;
export type OwnershipChangeBody = RouteBody<typeof routes.changeOwnership>;
export type ModelCreateBody = RouteBody<typeof routes.createModel>;
export type ServiceBody = RouteBody<typeof routes.createService>;
export type PartBody = RouteBody<typeof routes.createPart>;
export type ServicePackageBody = RouteBody<typeof routes.createServicePackage>;
export type TaxCategoryBody = RouteBody<typeof routes.createTaxCategory>;

/** A page of a list: page_number counts from 0. */
export interface Page<T> {
  content: T[];
  page_number: number;
  page_size: number;
  total_elements: number;
  total_pages: number;
  /** A search stopped counting at its cap: there are at least total_elements. */
  total_capped?: boolean;
}

export const PAGE_SIZE = 20;

/** Writes answer their refusal to the form (raw); a create is sent once per Idempotency-Key (lib/idempotency.ts). */
const idempotent = (key: string) => ({ raw: true, idempotencyKey: key }) as const;

// ---- query keys: the prefixes ['customers'], ['vehicles'], ['catalogue'] are invalidated by other areas ----

export const customerKeys = {
  all: ['customers'] as const,
  list: (query: string, page: number) => [...customerKeys.all, 'list', query, page] as const,
  picker: (query: string) => [...customerKeys.all, 'picker', query] as const,
  one: (id: number) => [...customerKeys.all, 'one', id] as const,
  vehicles: (id: number) => [...customerKeys.all, 'vehicles', id] as const,
};

export const vehicleKeys = {
  all: ['vehicles'] as const,
  search: (by: VehicleSearchBy, term: string, page: number) => [...vehicleKeys.all, 'search', by, term, page] as const,
  one: (id: number) => [...vehicleKeys.all, 'one', id] as const,
  odometer: (id: number, page: number, pageSize: number) => [...vehicleKeys.all, 'odometer', id, page, pageSize] as const,
};

export const catalogueKeys = {
  all: ['catalogue'] as const,
  brands: (vehicleType: VehicleType) => [...catalogueKeys.all, 'brands', vehicleType] as const,
  models: (brandId: number) => [...catalogueKeys.all, 'models', brandId] as const,
  taxCategories: () => [...catalogueKeys.all, 'tax-categories'] as const,
  units: () => [...catalogueKeys.all, 'units'] as const,
  services: (p?: CatalogueListParams) =>
    p ? ([...catalogueKeys.all, 'services', p] as const) : ([...catalogueKeys.all, 'services'] as const),
  parts: (p?: CatalogueListParams) =>
    p ? ([...catalogueKeys.all, 'parts', p] as const) : ([...catalogueKeys.all, 'parts'] as const),
  packages: () => [...catalogueKeys.all, 'packages'] as const,
  /** Without an id: every cached package. */
  package: (id?: number) =>
    id === undefined ? ([...catalogueKeys.all, 'package'] as const) : ([...catalogueKeys.all, 'package', id] as const),
};

// ---- customers ------------------------------------------------------------------------------------------

/** The customer list: the search when there is a term, else everyone (newest first). */
export const customersQuery = (query: string, page: number) =>
  queryOptions({
    queryKey: customerKeys.list(query, page),
    queryFn: ({ signal }) =>
      query
        ? call(routes.searchCustomers, { query: { query, page_number: page, page_size: PAGE_SIZE }, signal })
        : call(routes.listCustomers, { query: { page_number: page, page_size: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** The pickers: each customer with their vehicles. */
export const customerPickerQuery = (query: string) =>
  queryOptions({
    queryKey: customerKeys.picker(query),
    queryFn: ({ signal }) => call(routes.searchCustomersV2, { query: { query, page_number: 0, page_size: 10 }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const customerQuery = (id: number) =>
  queryOptions({
    queryKey: customerKeys.one(id),
    queryFn: ({ signal }) => call(routes.getCustomer, { params: { id }, signal }),
  });

export const customerVehiclesQuery = (id: number) =>
  queryOptions({
    queryKey: customerKeys.vehicles(id),
    queryFn: ({ signal }) => call(routes.customerVehicles, { params: { id }, signal }),
  });

/** Whether the number already belongs to a customer of the group; quiet on failure (the server checks again). */
export function checkCustomerMobile(countryPhoneCode: string, mobileNumber: string, signal?: AbortSignal) {
  return call(routes.checkCustomerMobile, {
    query: { country_phone_code: countryPhoneCode, mobile_number: mobileNumber },
    raw: true,
    signal,
  });
}

export const createCustomer = (body: CustomerBody, key: string) => call(routes.createCustomer, { body, ...idempotent(key) });

export const updateCustomer = (id: number, body: CustomerBody) =>
  call(routes.updateCustomer, { params: { id }, body, raw: true });

// ---- vehicles -------------------------------------------------------------------------------------------

export type VehicleSearchBy = 'reg_number' | 'customer_name' | 'vin_number';
type VehicleSearchWire = NonNullable<CallInput<typeof routes.searchVehicles>['query']>;

/** Registration numbers are searched with `reg_number=`, the other fields with `search_by=&search=`. */
export function vehicleSearchParams(by: VehicleSearchBy, term: string, page: number): VehicleSearchWire {
  const base = { page_number: page, page_size: PAGE_SIZE };
  const text = term.trim();
  if (!text) return base;
  return by === 'reg_number' ? { ...base, reg_number: text } : { ...base, search_by: by, search: text };
}

export const vehicleSearchQuery = (by: VehicleSearchBy, term: string, page: number) =>
  queryOptions({
    queryKey: vehicleKeys.search(by, term.trim(), page),
    queryFn: ({ signal }) => call(routes.searchVehicles, { query: vehicleSearchParams(by, term, page), signal }),
    placeholderData: keepPreviousData,
  });

export const vehicleQuery = (id: number) =>
  queryOptions({
    queryKey: vehicleKeys.one(id),
    queryFn: ({ signal }) => call(routes.getVehicle, { params: { id }, signal }),
  });

export const createVehicle = (body: VehicleCreateBody, key: string) => call(routes.createVehicle, { body, ...idempotent(key) });

export const updateVehicle = (id: number, body: VehicleUpdateBody) =>
  call(routes.updateVehicle, { params: { id }, body, raw: true });

export const changeOwnership = (id: number, body: OwnershipChangeBody) =>
  call(routes.changeOwnership, { params: { id }, body, raw: true });

export const brandsQuery = (vehicleType: VehicleType) =>
  queryOptions({
    queryKey: catalogueKeys.brands(vehicleType),
    queryFn: ({ signal }) => call(routes.listBrands, { query: { vehicle_type: vehicleType }, signal }),
    staleTime: 5 * 60_000,
  });

export const modelsQuery = (brandId: number) =>
  queryOptions({
    queryKey: catalogueKeys.models(brandId),
    queryFn: ({ signal }) => call(routes.listModels, { params: { id: brandId }, signal }),
    staleTime: 5 * 60_000,
  });

export const createModel = (body: ModelCreateBody) => call(routes.createModel, { body, raw: true });

// ---- taxes and units ------------------------------------------------------------------------------------

export const taxCategoriesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.taxCategories(),
    queryFn: ({ signal }) => call(routes.listTaxCategories, { signal }),
    staleTime: 60_000,
  });

export const createTaxCategory = (body: TaxCategoryBody, key: string) =>
  call(routes.createTaxCategory, { body, ...idempotent(key) });

export const updateTaxCategory = (id: number, body: TaxCategoryBody) =>
  call(routes.updateTaxCategory, { params: { id }, body, raw: true });

export const unitsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.units(),
    queryFn: ({ signal }) => call(routes.listUnits, { signal }),
    staleTime: 30 * 60_000,
  });

// ---- services, parts, packages --------------------------------------------------------------------------

export interface CatalogueListParams {
  query: string;
  page: number;
  includeInactive: boolean;
  pageSize?: number;
}

const catalogueQuery = (p: CatalogueListParams) => ({
  query: p.query,
  page_number: p.page,
  page_size: p.pageSize ?? PAGE_SIZE,
  /** A stringbool on the wire: 'true' / 'false', as String() of the flag sent before. */
  include_inactive: String(p.includeInactive),
});

export const servicesQuery = (p: CatalogueListParams) =>
  queryOptions({
    queryKey: catalogueKeys.services(p),
    queryFn: ({ signal }) => call(routes.listServices, { query: catalogueQuery(p), signal }),
    placeholderData: keepPreviousData,
  });

export const partsQuery = (p: CatalogueListParams) =>
  queryOptions({
    queryKey: catalogueKeys.parts(p),
    queryFn: ({ signal }) => call(routes.listParts, { query: catalogueQuery(p), signal }),
    placeholderData: keepPreviousData,
  });

export const createService = (body: ServiceBody, key: string) => call(routes.createService, { body, ...idempotent(key) });
export const updateService = (id: number, body: ServiceBody) => call(routes.updateService, { params: { id }, body, raw: true });
export const createPart = (body: PartBody, key: string) => call(routes.createPart, { body, ...idempotent(key) });
export const updatePart = (id: number, body: PartBody) => call(routes.updatePart, { params: { id }, body, raw: true });

export const packagesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.packages(),
    queryFn: ({ signal }) => call(routes.listServicePackages, { signal }),
  });

export const packageQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.package(id),
    queryFn: ({ signal }) => call(routes.getServicePackage, { params: { id }, signal }),
  });

export const createServicePackage = (body: ServicePackageBody, key: string) =>
  call(routes.createServicePackage, { body, ...idempotent(key) });
export const updateServicePackage = (id: number, body: ServicePackageBody) =>
  call(routes.updateServicePackage, { params: { id }, body, raw: true });
