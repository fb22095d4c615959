import type { PriceRules } from '@garage/domain';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Part, packagesQuery, partsQuery, type Service, type ServicePackage, servicesQuery } from '../../lib/api/masters.ts';
import { useFormat } from '../../lib/format.ts';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui/use-url-search-text.ts';
import type { MoneyFormat } from './line-items.tsx';

// ---- adding items ------------------------------------------------------------------------------------------------

export interface ItemPickerProps {
  stock: ReadonlyMap<number, string>;
  priceRules: PriceRules;
  money: MoneyFormat;
  onService: (s: Service) => void;
  onPart: (p: Part) => void;
  onPackage: (p: ServicePackage) => void;
}

/** One search box for services, parts and service packages of the catalogue; a pick adds lines. */
export function ItemPicker({ stock, priceRules, onService, onPart, onPackage }: ItemPickerProps) {
  const f = useFormat();
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const services = useQuery(servicesQuery({ query, page: 0, includeInactive: false, pageSize: 30 }));
  const parts = useQuery(partsQuery({ query, page: 0, includeInactive: false, pageSize: 30 }));
  const packages = useQuery(packagesQuery());
  const known = useRef(new Map<string, Service | Part | ServicePackage>());
  const data = useMemo(() => {
    const fmt = (v: string) => f.money(v);
    const words = query.toLowerCase();
    const serviceItems = (services.data?.content ?? []).map((s) => {
      known.current.set(`s:${s.service_id}`, s);
      return { value: `s:${s.service_id}`, label: `${s.service_name} · ${fmt(s.price)}` };
    });
    const partItems = (parts.data?.content ?? []).map((p) => {
      known.current.set(`p:${p.part_id}`, p);
      const bits = [p.part_name, p.part_number, fmt(p.selling_price)];
      const left = stock.get(p.part_id);
      if (left !== undefined) bits.push(t('orderEditor.lines.stockShort', { count: f.number(left) }));
      if (!priceRules.hidePurchase && p.purchase_price !== null) {
        bits.push(t('orderEditor.lines.purchaseShort', { price: fmt(p.purchase_price) }));
      }
      return { value: `p:${p.part_id}`, label: bits.filter(Boolean).join(' · ') };
    });
    const packageItems = (packages.data ?? [])
      .filter((k) => k.active && (!words || k.service_package_name.toLowerCase().includes(words)))
      .map((k) => {
        known.current.set(`k:${k.service_package_id}`, k);
        const count = k.services.length + k.parts.length;
        return {
          value: `k:${k.service_package_id}`,
          label: `${k.service_package_name} · ${t('orderEditor.lines.itemsCount', { count })}`,
        };
      });
    return [
      { group: t('orderEditor.lines.services'), items: serviceItems },
      { group: t('orderEditor.lines.parts'), items: partItems },
      { group: t('orderEditor.lines.packages'), items: packageItems },
    ].filter((g) => g.items.length > 0);
  }, [services.data, parts.data, packages.data, query, stock, priceRules.hidePurchase, t, f]);

  const pick = (value: string | null) => {
    if (!value) return;
    const item = known.current.get(value);
    if (!item) return;
    if (value.startsWith('s:')) onService(item as Service);
    else if (value.startsWith('p:')) onPart(item as Part);
    else onPackage(item as ServicePackage);
    setSearch('');
  };

  const loading = services.isFetching || parts.isFetching || packages.isPending;
  return (
    <Select
      label={t('orderEditor.lines.add')}
      placeholder={t('orderEditor.lines.addPlaceholder')}
      data={data}
      value={null}
      onChange={pick}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={loading ? t('common.loading') : t('orderEditor.lines.nothingFound')}
      maxDropdownHeight={340}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
