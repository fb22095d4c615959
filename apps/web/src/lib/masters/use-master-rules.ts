import { COUNTRIES, findCountry } from '@garage/domain';
import { useMemo } from 'react';
import { useShellData } from '../api/session-data.ts';
import { type MasterRules, masterRules } from './garage-rules.ts';

export interface GarageContext {
  rules: MasterRules;
  currency: string;
  timeZone: string;
  /** The garage's own country phone code: the default of new customers. */
  phoneCode: string;
}

/** The selected garage's country and properties as the master-data screens need them. */
export function useGarageContext(): GarageContext {
  const { garage, properties } = useShellData();
  return useMemo(
    () => ({
      rules: masterRules(garage.country_code, properties),
      currency: garage.currency_code,
      timeZone: garage.time_zone,
      phoneCode: findCountry(garage.country_code)?.phoneCode ?? garage.country_phone_code ?? '',
    }),
    [garage.country_code, garage.currency_code, garage.time_zone, garage.country_phone_code, properties],
  );
}

/** Country phone codes for a select; a code outside the list (an existing customer's) is kept as an option. */
export function phoneCodeOptions(extra?: string): { value: string; label: string }[] {
  const options = [...COUNTRIES]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => ({ value: c.phoneCode, label: `+${c.phoneCode} ${c.name}` }));
  if (extra && !options.some((o) => o.value === extra)) options.unshift({ value: extra, label: `+${extra}` });
  return options;
}
