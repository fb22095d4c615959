/**
 * An outside parts catalogue looked up by vehicle (TecDoc-style: the spec's tec-doc-select-vehicle,
 * tec-doc-select-part and tec-doc-part-info screens), behind an interface whose default is "not
 * configured" (architecture: outside services with an offline default; decision 059). A provider is a
 * licensed data service the garage or the group subscribes to; plugging one in means implementing
 * `PartsCatalogue` and choosing it in `partsCatalogueFor` by configuration. Until then the routes answer
 * `configured: false` with no items, and the screen says so rather than showing an empty search.
 */
export interface CatalogueVehicleHit {
  vehicle_id: string;
  label: string;
  years: string | null;
}

export interface CataloguePartHit {
  article_id: string;
  part_number: string;
  brand: string;
  name: string;
}

export interface PartsCatalogue {
  /** Provider name shown to users; null when none is configured. */
  readonly provider: string | null;
  vehicles(text: string): Promise<CatalogueVehicleHit[]>;
  parts(vehicleId: string, text: string | undefined): Promise<CataloguePartHit[]>;
}

export const notConfiguredCatalogue: PartsCatalogue = {
  provider: null,
  vehicles: async () => [],
  parts: async () => [],
};

/** The catalogue this server uses: none is built in, so always the "not configured" default for now. */
export function partsCatalogueFor(): PartsCatalogue {
  return notConfiguredCatalogue;
}
