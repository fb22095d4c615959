import { countriesByName, type Language } from '@garage/domain';

const options = new Map<Language, { value: string; label: string }[]>();

/** The country phone codes for a select, by country name in the UI language: "+52 México". */
export function phoneCodeOptions(language: Language): { value: string; label: string }[] {
  let list = options.get(language);
  if (!list) {
    list = countriesByName(language).map((c) => ({ value: c.phoneCode, label: `+${c.phoneCode} ${c.localName}` }));
    options.set(language, list);
  }
  return list;
}
