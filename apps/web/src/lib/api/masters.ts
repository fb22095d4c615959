import type {
  Brand as BrandSchema,
  CheckMobileAnswer as CheckMobileAnswerSchema,
  Customer,
  CustomerCreate,
  CustomerDetails as CustomerDetailsSchema,
  CustomerWithVehicles as CustomerWithVehiclesSchema,
  Model as ModelSchema,
  OwnershipChange as OwnershipChangeSchema,
  PartInput as PartInputSchema,
  Part as PartSchema,
  ServiceInput as ServiceInputSchema,
  ServicePackageInput as ServicePackageInputSchema,
  ServicePackage as ServicePackageSchema,
  Service as ServiceSchema,
  TaxCategory,
  TaxCategoryInput as TaxCategoryInputSchema,
  UnitView as UnitViewSchema,
  Vehicle,
  VehicleCreate,
  VehicleHistory as VehicleHistorySchema,
  VehicleUpdate as VehicleUpdateSchema,
} from '@garage/contract';
import type { VehicleType } from '@garage/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../http.ts';

/**
 * What a contract schema parses to / accepts (zod's `output` / `input`), without the web app depending on
 * zod itself: the contract package owns the schemas.
 */
type Out<S extends { _zod: { output: unknown } }> = S['_zod']['output'];
type In<S extends { _zod: { input: unknown } }> = S['_zod']['input'];

/** Master data of the garage (customers, vehicles, catalogue) as the API answers it. */
export type { Customer, TaxCategory, Vehicle };
export type CustomerDetails = Out<typeof CustomerDetailsSchema>;
export type CustomerWithVehicles = Out<typeof CustomerWithVehiclesSchema>;
export type VehicleHistory = Out<typeof VehicleHistorySchema>;
export type Brand = Out<typeof BrandSchema>;
export type Model = Out<typeof ModelSchema>;
export type Service = Out<typeof ServiceSchema>;
export type Part = Out<typeof PartSchema>;
export type ServicePackage = Out<typeof ServicePackageSchema>;
export type UnitView = Out<typeof UnitViewSchema>;
export type CheckMobileAnswer = Out<typeof CheckMobileAnswerSchema>;
export type CustomerBody = In<typeof CustomerCreate>;
export type VehicleCreateBody = In<typeof VehicleCreate>;
export type VehicleUpdateBody = In<typeof VehicleUpdateSchema>;
export type OwnershipChangeBody = In<typeof OwnershipChangeSchema>;
export type ServiceBody = In<typeof ServiceInputSchema>;
export type PartBody = In<typeof PartInputSchema>;
export type ServicePackageBody = In<typeof ServicePackageInputSchema>;
export type TaxCategoryBody = In<typeof TaxCategoryInputSchema>;

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

/** Creates are sent once per Idempotency-Key; the form decides when a key is new (see lib/idempotency.ts). */
const idempotent = (key: string) => ({ raw: true, headers: { 'Idempotency-Key': key } });

// ---- customers ------------------------------------------------------------------------------------------

/** The customer list: the search when there is a term, else everyone (newest first). */
export const customersQuery = (query: string, page: number) =>
  queryOptions({
    queryKey: ['customers', 'list', query, page] as const,
    queryFn: ({ signal }) =>
      query
        ? http.get<Page<Customer>>('/api/customer/customer/search', {
            query: { query, page_number: page, page_size: PAGE_SIZE },
            signal,
          })
        : http.get<Page<Customer>>('/api/customer/customer/all', { query: { page_number: page, page_size: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** The pickers: each customer with their vehicles. */
export const customerPickerQuery = (query: string) =>
  queryOptions({
    queryKey: ['customers', 'picker', query] as const,
    queryFn: ({ signal }) =>
      http.get<Page<CustomerWithVehicles>>('/api/customer/customer/search/v2', {
        query: { query, page_number: 0, page_size: 10 },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const customerQuery = (id: number) =>
  queryOptions({
    queryKey: ['customers', 'one', id] as const,
    queryFn: ({ signal }) => http.get<CustomerDetails>(`/api/customer/customer/${id}`, { signal }),
  });

export const customerVehiclesQuery = (id: number) =>
  queryOptions({
    queryKey: ['customers', 'vehicles', id] as const,
    queryFn: ({ signal }) => http.get<Vehicle[]>(`/api/customer/customer/${id}/vehicles`, { signal }),
  });

/** Whether the number already belongs to a customer of the group; quiet on failure (the server checks again). */
export function checkCustomerMobile(countryPhoneCode: string, mobileNumber: string, signal?: AbortSignal) {
  return http.get<CheckMobileAnswer>('/api/customer/customer/check/mobile', {
    query: { country_phone_code: countryPhoneCode, mobile_number: mobileNumber },
    raw: true,
    signal,
  });
}

export const createCustomer = (body: CustomerBody, key: string) =>
  http.post<CustomerDetails>('/api/customer/customer', body, idempotent(key));

export const updateCustomer = (id: number, body: CustomerBody) =>
  http.put<CustomerDetails>(`/api/customer/customer/gp/${id}`, body, { raw: true });

// ---- vehicles -------------------------------------------------------------------------------------------

export type VehicleSearchBy = 'reg_number' | 'customer_name' | 'vin_number';

/** Registration numbers are searched with `reg_number=`, the other fields with `search_by=&search=`. */
export function vehicleSearchParams(by: VehicleSearchBy, term: string, page: number): Record<string, string | number> {
  const base = { page_number: page, page_size: PAGE_SIZE };
  const text = term.trim();
  if (!text) return base;
  return by === 'reg_number' ? { ...base, reg_number: text } : { ...base, search_by: by, search: text };
}

export const vehicleSearchQuery = (by: VehicleSearchBy, term: string, page: number) =>
  queryOptions({
    queryKey: ['vehicles', 'search', by, term.trim(), page] as const,
    queryFn: ({ signal }) =>
      http.get<Page<Vehicle>>('/api/customer/customer/vehicle/search', { query: vehicleSearchParams(by, term, page), signal }),
    placeholderData: keepPreviousData,
  });

export const vehicleQuery = (id: number) =>
  queryOptions({
    queryKey: ['vehicles', 'one', id] as const,
    queryFn: ({ signal }) => http.get<VehicleHistory>(`/api/customer/user_car/${id}`, { signal }),
  });

export const createVehicle = (body: VehicleCreateBody, key: string) =>
  http.post<Vehicle>('/api/customer/user_car', body, idempotent(key));

export const updateVehicle = (id: number, body: VehicleUpdateBody) =>
  http.put<Vehicle>(`/api/customer/user_car/${id}`, body, { raw: true });

export const changeOwnership = (id: number, body: OwnershipChangeBody) =>
  http.put<VehicleHistory>(`/api/customer/user_car/${id}/ownership`, body, { raw: true });

export const brandsQuery = (vehicleType: VehicleType) =>
  queryOptions({
    queryKey: ['catalogue', 'brands', vehicleType] as const,
    queryFn: ({ signal }) => http.get<Brand[]>('/api/customer/brand/all', { query: { vehicle_type: vehicleType }, signal }),
    staleTime: 5 * 60_000,
  });

export const modelsQuery = (brandId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'models', brandId] as const,
    queryFn: ({ signal }) => http.get<Model[]>(`/api/customer/brand/${brandId}/models`, { signal }),
    staleTime: 5 * 60_000,
  });

export const createModel = (body: { brand_id: number; model_name: string; vehicle_type: VehicleType }) =>
  http.post<Model>('/api/customer/model', body, { raw: true });

// ---- taxes and units ------------------------------------------------------------------------------------

export const taxCategoriesQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'tax-categories'] as const,
    queryFn: ({ signal }) => http.get<TaxCategory[]>('/api/oms/tax_category', { signal }),
    staleTime: 60_000,
  });

export const createTaxCategory = (body: TaxCategoryBody, key: string) =>
  http.post<TaxCategory>('/api/oms/tax_category', body, idempotent(key));

export const updateTaxCategory = (id: number, body: TaxCategoryBody) =>
  http.put<TaxCategory>(`/api/oms/tax_category/${id}`, body, { raw: true });

export const unitsQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'units'] as const,
    queryFn: ({ signal }) => http.get<UnitView[]>('/api/oms/unit', { signal }),
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
  include_inactive: p.includeInactive,
});

export const servicesQuery = (p: CatalogueListParams) =>
  queryOptions({
    queryKey: ['catalogue', 'services', p] as const,
    queryFn: ({ signal }) => http.get<Page<Service>>('/api/oms/service', { query: catalogueQuery(p), signal }),
    placeholderData: keepPreviousData,
  });

export const partsQuery = (p: CatalogueListParams) =>
  queryOptions({
    queryKey: ['catalogue', 'parts', p] as const,
    queryFn: ({ signal }) => http.get<Page<Part>>('/api/oms/part', { query: catalogueQuery(p), signal }),
    placeholderData: keepPreviousData,
  });

export const createService = (body: ServiceBody, key: string) => http.post<Service>('/api/oms/service', body, idempotent(key));
export const updateService = (id: number, body: ServiceBody) => http.put<Service>(`/api/oms/service/${id}`, body, { raw: true });
export const createPart = (body: PartBody, key: string) => http.post<Part>('/api/oms/part', body, idempotent(key));
export const updatePart = (id: number, body: PartBody) => http.put<Part>(`/api/oms/part/${id}`, body, { raw: true });

export const packagesQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'packages'] as const,
    queryFn: ({ signal }) => http.get<ServicePackage[]>('/api/oms/service_package', { signal }),
  });

export const packageQuery = (id: number) =>
  queryOptions({
    queryKey: ['catalogue', 'package', id] as const,
    queryFn: ({ signal }) => http.get<ServicePackage>(`/api/oms/service_package/${id}`, { signal }),
  });

export const createServicePackage = (body: ServicePackageBody, key: string) =>
  http.post<ServicePackage>('/api/oms/service_package', body, idempotent(key));
export const updateServicePackage = (id: number, body: ServicePackageBody) =>
  http.put<ServicePackage>(`/api/oms/service_package/${id}`, body, { raw: true });
