/** Every IANA zone the browser knows, or an empty list on engines without Intl.supportedValuesOf. */
export function allTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  try {
    return intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [];
  } catch {
    return [];
  }
}

/** Zones whose name matches every word of the query ('new york', 'kolkata', 'america/mex'). */
export function searchTimeZones(zones: readonly string[], query: string, limit = 40): string[] {
  const words = query.toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return zones.filter((zone) => words.every((w) => zone.toLowerCase().replace(/_/g, ' ').includes(w))).slice(0, limit);
}
