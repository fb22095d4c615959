import { countriesByName } from '@garage/domain';

let options: { value: string; label: string }[] | undefined;

/** The country phone codes for a select, by country name: "+91 India". */
export function phoneCodeOptions(): { value: string; label: string }[] {
  options ??= countriesByName().map((c) => ({ value: c.phoneCode, label: `+${c.phoneCode} ${c.name}` }));
  return options;
}
