import { priceRules } from '@garage/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { taxCategoriesQuery } from '../../lib/api/masters.ts';
import { isOn, useShellData } from '../../lib/api/session-data.ts';
import { masterRules } from '../../lib/masters/garage-rules.ts';
import { type AmcState, amcStates } from './amc-rules.ts';
import { amcItemsQuery, stockQuery } from './editor-api.ts';
import type { EditorDraft } from './editor-draft.ts';
import type { MoneyFormat } from './line-items.tsx';
import { computeTotals, type GarageSettings, type TotalsResult } from './totals-rules.ts';

/**
 * What prices the draft: the garage's settings, the user's price roles, tax categories, stock, the
 * customer's AMC items, and the live totals of the domain engine.
 */
export function useEditorPricing(draft: EditorDraft) {
  const { garage, roles, properties } = useShellData();
  const rules = useMemo(() => masterRules(garage.country_code, properties), [garage.country_code, properties]);
  const settings: GarageSettings = useMemo(
    () => ({
      countryCode: garage.country_code,
      digits: rules.roundingDigits,
      // A garage that never set it applies tax (the property's default).
      taxApplicable: properties.isTaxApplicable === undefined ? true : isOn(properties, 'isTaxApplicable'),
      timeZone: garage.time_zone,
    }),
    [garage.country_code, garage.time_zone, rules.roundingDigits, properties],
  );
  const money: MoneyFormat = useMemo(
    () => ({ currency: garage.currency_code, digits: settings.digits }),
    [garage.currency_code, settings.digits],
  );
  const prices = useMemo(() => priceRules(roles), [roles]);

  const taxCategories = useQuery(taxCategoriesQuery());
  const stock = useQuery(stockQuery());
  const isAmc = draft.orderType === 'AMC';
  const amcItems = useQuery({ ...amcItemsQuery(draft.customerId ?? 0), enabled: isAmc && draft.customerId !== null });
  const stockMap = useMemo(() => new Map((stock.data ?? []).map((s) => [s.part_id, s.running_stock])), [stock.data]);
  const amc = useMemo(
    () => (isAmc ? amcStates(draft.lines, amcItems.data ?? [], draft.vehicleId) : new Map<string, AmcState>()),
    [isAmc, draft.lines, amcItems.data, draft.vehicleId],
  );
  const totals: TotalsResult = useMemo(
    () => computeTotals(draft, settings, taxCategories.data ?? [], amc),
    [draft, settings, taxCategories.data, amc],
  );
  return { rules, settings, money, prices, taxCategories: taxCategories.data ?? [], stockMap, isAmc, amcItems, amc, totals };
}

export type EditorPricing = ReturnType<typeof useEditorPricing>;
