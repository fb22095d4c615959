import type { AdvisoryTopic, Language } from '@garage/domain';

export interface AdvisoryVehicle {
  brandName: string;
  modelName: string;
  countryName: string;
  /** Model (manufacture) year of the vehicle when known. */
  year?: number | null;
  odometer?: { reading: number; unit: 'KM' | 'MILE' } | null;
  fuelType?: string | null;
}

const TABLE = 'Format the answer as an HTML table with the CSS class rec-table';

/**
 * The three prompts of the spec (shell 7 "Vehicle advisory"). Built only here, from catalogue and garage
 * data, so a browser can never make the provider answer free text.
 */
export function advisoryPrompt(topic: AdvisoryTopic, v: AdvisoryVehicle, language: Language, currentYear: number): string {
  const name = `${v.brandName} ${v.modelName}`.trim() + (v.fuelType ? ` (${v.fuelType.toLowerCase()})` : '');
  const lang = language === 'es' ? ' Write the table text in Spanish.' : '';
  switch (topic) {
    case 'oil':
      return (
        `Give the engine oil, coolant, brake fluid and transmission fluid specifications of the ${name}` +
        `${v.year ? ` of model year ${v.year}` : ''} as sold in ${v.countryName}: grade or standard, viscosity and ` +
        `capacity. ${TABLE} (columns: Fluid, Specification, Capacity, Notes).${lang}`
      );
    case 'service': {
      const odo = v.odometer
        ? ` The vehicle's odometer reads ${v.odometer.reading} ${v.odometer.unit === 'MILE' ? 'miles' : 'km'}; mark the services due next.`
        : '';
      return (
        `Give the manufacturer's periodic maintenance schedule of the ${name}` +
        `${v.year ? ` of model year ${v.year}` : ''} in ${v.countryName}.${odo} ` +
        `${TABLE} (columns: Interval, Service items).${lang}`
      );
    }
    case 'tyre': {
      const years = v.year
        ? `of model year ${v.year}`
        : `for each of the last 5 model years (${currentYear - 4} to ${currentYear})`;
      return `List the factory tyre sizes of the ${name} ${years} in ${v.countryName}. ${TABLE} (columns: Model year, Variant, Tyre size, Recommended pressure).${lang}`;
    }
  }
}
