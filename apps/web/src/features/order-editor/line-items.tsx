import { findUnit, message, type PricedLine } from '@garage/domain';
import { ActionIcon, Badge, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconPackage, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Part,
  packagesQuery,
  partsQuery,
  type Service,
  type ServicePackage,
  servicesQuery,
  type TaxCategory,
} from '../../lib/api/masters.ts';
import { currentLanguage, type TKey } from '../../lib/i18n.ts';
import { formatMoney, formatQuantity } from '../../lib/money.ts';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui/use-url-search-text.ts';
import { taxCategoryShort } from '../catalogue/tax-category-select.tsx';
import {
  type AmcState,
  groupByPackage,
  type LineDraft,
  type LineIssue,
  lineIssues,
  type PriceRules,
  trimDecimal,
} from './editor-rules.ts';

export interface MoneyFormat {
  currency: string;
  digits: number;
}

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
export function ItemPicker({ stock, priceRules, money, onService, onPart, onPackage }: ItemPickerProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const services = useQuery(servicesQuery({ query, page: 0, includeInactive: false, pageSize: 30 }));
  const parts = useQuery(partsQuery({ query, page: 0, includeInactive: false, pageSize: 30 }));
  const packages = useQuery(packagesQuery());
  const known = useRef(new Map<string, Service | Part | ServicePackage>());
  const data = useMemo(() => {
    const fmt = (v: string) => formatMoney(v, money.currency, money.digits, language);
    const words = query.toLowerCase();
    const serviceItems = (services.data?.content ?? []).map((s) => {
      known.current.set(`s:${s.service_id}`, s);
      return { value: `s:${s.service_id}`, label: `${s.service_name} · ${fmt(s.price)}` };
    });
    const partItems = (parts.data?.content ?? []).map((p) => {
      known.current.set(`p:${p.part_id}`, p);
      const bits = [p.part_name, p.part_number, fmt(p.selling_price)];
      const left = stock.get(p.part_id);
      if (left !== undefined) bits.push(t('orderEditor.lines.stockShort', { count: formatQuantity(left, language) }));
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
  }, [
    services.data,
    parts.data,
    packages.data,
    query,
    stock,
    priceRules.hidePurchase,
    t,
    language,
    money.currency,
    money.digits,
  ]);

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

// ---- lines ---------------------------------------------------------------------------------------------------------

export interface LinesProps {
  lines: readonly LineDraft[];
  priced: readonly PricedLine[] | null;
  amc: ReadonlyMap<string, AmcState>;
  stock: ReadonlyMap<number, string>;
  taxCategories: readonly TaxCategory[];
  priceRules: PriceRules;
  itemWiseDiscount: boolean;
  taxApplicable: boolean;
  money: MoneyFormat;
  readOnly: boolean;
  /** Show inline errors (after a refused Next). */
  showErrors: boolean;
  onChange: (key: string, patch: Partial<LineDraft>) => void;
  onRemove: (keys: readonly string[]) => void;
}

/** The order's lines, package items grouped under the package name. */
export function Lines(props: LinesProps) {
  const { t } = useTranslation();
  const groups = groupByPackage(props.lines);
  const index = new Map(props.lines.map((l, i) => [l.key, i]));
  return (
    <Stack gap="sm">
      {groups.map((g) =>
        g.packageName ? (
          <Paper
            key={`k:${g.packageName}`}
            withBorder
            p="xs"
            bg="var(--mantine-color-gray-0)"
            role="group"
            aria-label={g.packageName}
          >
            <Group justify="space-between" mb={6} gap="xs" wrap="nowrap">
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <IconPackage size={16} aria-hidden />
                <Text fw={650} size="sm" truncate>
                  {g.packageName}
                </Text>
                <Badge size="xs" variant="light" tt="none">
                  {t('orderEditor.lines.package')}
                </Badge>
              </Group>
              {!props.readOnly && (
                <Tooltip label={t('orderEditor.lines.removePackage', { name: g.packageName })}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('orderEditor.lines.removePackage', { name: g.packageName })}
                    onClick={() => props.onRemove(g.lines.map((l) => l.key))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
            <Stack gap={6}>
              {g.lines.map((l) => (
                <LineCard key={l.key} {...props} line={l} linePriced={props.priced?.[index.get(l.key) ?? -1] ?? null} />
              ))}
            </Stack>
          </Paper>
        ) : (
          g.lines.map((l) => (
            <LineCard key={l.key} {...props} line={l} linePriced={props.priced?.[index.get(l.key) ?? -1] ?? null} />
          ))
        ),
      )}
    </Stack>
  );
}

const PERCENT_LABELS: Partial<Record<LineIssue['field'], TKey>> = {
  discount: 'orderEditor.lines.discount',
  insurancePercentage: 'orderEditor.lines.insurance',
  customerPercentage: 'orderEditor.lines.customerShare',
};

function issueText(
  issue: LineIssue | undefined,
  line: LineDraft,
  money: MoneyFormat,
  invalid: string,
  fieldLabel: string,
): string | undefined {
  if (!issue) return undefined;
  const language = currentLanguage();
  if (issue.key === 'order.priceAboveMaster') {
    return message(issue.key, language, {
      name: line.name,
      price: formatMoney(line.masterPrice, money.currency, money.digits, language),
    });
  }
  if (issue.key === 'order.priceRestricted') return message(issue.key, language, { name: line.name });
  if (issue.key === 'order.wholeUnitQuantity')
    return message(issue.key, language, { name: line.name, unit: findUnit(line.unitId)?.symbol ?? '' });
  if (issue.key === 'order.quantity' || issue.key === 'order.sharesOver100') return message(issue.key, language);
  if (issue.key === 'field.percent') return message(issue.key, language, { field: fieldLabel });
  return invalid;
}

function LineCard({
  line,
  linePriced: priced,
  amc,
  stock,
  taxCategories,
  priceRules,
  itemWiseDiscount,
  taxApplicable,
  money,
  readOnly,
  showErrors,
  onChange,
  onRemove,
}: LinesProps & { line: LineDraft; linePriced: PricedLine | null }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const issues = lineIssues(line, priceRules);
  const byField = (f: LineIssue['field']) => issues.find((i) => i.field === f);
  // Price errors show at once (the user is typing against a limit); the others after a refused Next.
  const shown = (f: LineIssue['field']) => {
    const issue = byField(f);
    if (!issue) return undefined;
    if (f === 'unitPrice' || showErrors || (f === 'quantity' && line.quantity.trim() !== ''))
      return issueText(issue, line, money, t('orderEditor.lines.invalidNumber'), PERCENT_LABELS[f] ? t(PERCENT_LABELS[f]) : '');
    return undefined;
  };
  const amcState = amc.get(line.key);
  const left = line.kind === 'part' && line.itemId !== null ? stock.get(line.itemId) : undefined;
  const fmt = (v: string | null) => formatMoney(v, money.currency, money.digits, language);
  const priceLocked = readOnly || (priceRules.readOnly && line.masterPrice !== null);
  const taxData = useMemo(
    () =>
      taxCategories
        .filter((c) => c.active || c.tax_category_id === line.taxCategoryId)
        .map((c) => ({ value: String(c.tax_category_id), label: taxCategoryShort(c, language) })),
    [taxCategories, line.taxCategoryId, language],
  );
  const set = (patch: Partial<LineDraft>) => onChange(line.key, patch);

  return (
    <Paper withBorder p="xs" role="group" aria-label={line.name}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start" mb={6}>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Badge
              size="xs"
              variant="light"
              color={line.kind === 'service' ? 'workshop' : 'grape'}
              tt="none"
              style={{ flexShrink: 0 }}
            >
              {line.kind === 'service' ? t('orderEditor.lines.service') : t('orderEditor.lines.part')}
            </Badge>
            <Text fw={600} size="sm" truncate>
              {line.name}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {[
              line.code ? `${line.kind === 'service' ? 'SAC' : 'HSN'} ${line.code}` : null,
              line.unitSymbol,
              !priceRules.hidePurchase && line.purchasePrice !== null
                ? t('orderEditor.lines.purchaseShort', { price: fmt(line.purchasePrice) })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Text fw={650} size="sm" aria-label={t('orderEditor.lines.total')}>
            {priced ? fmt(priced.total) : '—'}
          </Text>
          {!readOnly && (
            <Tooltip label={t('orderEditor.lines.remove', { name: line.name })}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('orderEditor.lines.remove', { name: line.name })}
                onClick={() => onRemove([line.key])}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 3, lg: itemWiseDiscount ? 7 : 6 }} spacing="xs" verticalSpacing={6}>
        <TextInput
          size="xs"
          label={t('orderEditor.lines.quantity')}
          value={line.quantity}
          inputMode="decimal"
          required
          readOnly={readOnly}
          onChange={(e) => set({ quantity: e.currentTarget.value })}
          error={shown('quantity')}
          rightSection={
            line.unitSymbol ? (
              <Text size="xs" c="dimmed">
                {line.unitSymbol}
              </Text>
            ) : undefined
          }
        />
        <TextInput
          size="xs"
          label={t('orderEditor.lines.unitPrice')}
          value={line.unitPrice}
          inputMode="decimal"
          readOnly={priceLocked}
          description={
            priceRules.readOnly && line.masterPrice !== null && !readOnly ? t('orderEditor.lines.priceLocked') : undefined
          }
          onChange={(e) => set({ unitPrice: e.currentTarget.value })}
          error={shown('unitPrice')}
        />
        {itemWiseDiscount && (
          <TextInput
            size="xs"
            label={t('orderEditor.lines.discount')}
            value={line.discount}
            inputMode="decimal"
            placeholder="0"
            readOnly={readOnly}
            onChange={(e) => set({ discount: e.currentTarget.value })}
            error={shown('discount')}
            styles={amcState?.exceeded ? { input: { textDecoration: 'line-through' } } : undefined}
          />
        )}
        <Select
          size="xs"
          label={t('orderEditor.lines.taxCategory')}
          data={taxData}
          value={
            line.taxCategoryId === null
              ? line.masterTaxCategoryId === null
                ? null
                : String(line.masterTaxCategoryId)
              : String(line.taxCategoryId)
          }
          onChange={(v) => set({ taxCategoryId: v === null ? null : Number(v) })}
          placeholder={t('orderEditor.lines.noTax')}
          clearable={line.masterTaxCategoryId === null}
          disabled={!taxApplicable}
          readOnly={readOnly}
          comboboxProps={{ withinPortal: true }}
        />
        <Checkbox
          size="xs"
          mt={{ base: 4, xs: 24 }}
          label={t('orderEditor.lines.taxInclusive')}
          checked={line.taxInclusive}
          disabled={readOnly || !taxApplicable}
          onChange={(e) => set({ taxInclusive: e.currentTarget.checked })}
        />
        <TextInput
          size="xs"
          label={t('orderEditor.lines.insurance')}
          value={line.insurancePercentage}
          inputMode="decimal"
          placeholder="—"
          readOnly={readOnly}
          onChange={(e) => set({ insurancePercentage: e.currentTarget.value })}
          error={shown('insurancePercentage')}
        />
        <TextInput
          size="xs"
          label={t('orderEditor.lines.customerShare')}
          value={line.customerPercentage}
          inputMode="decimal"
          placeholder="—"
          readOnly={readOnly}
          onChange={(e) => set({ customerPercentage: e.currentTarget.value })}
          error={shown('customerPercentage')}
        />
      </SimpleGrid>
      {(left !== undefined || amcState) && (
        <Group gap="md" mt={6}>
          {left !== undefined && (
            <Text size="xs" c={Number(left) < Number(line.quantity || 0) ? 'orange.8' : 'dimmed'}>
              {t('orderEditor.lines.stock', { count: formatQuantity(left, language) })}
            </Text>
          )}
          {amcState && (
            <Text size="xs" c={amcState.exceeded ? 'orange.9' : 'teal.8'} role={amcState.exceeded ? 'alert' : undefined}>
              {amcState.exceeded && <IconAlertTriangle size={12} style={{ verticalAlign: -1, marginRight: 4 }} aria-hidden />}
              {amcState.exceeded
                ? t('orderEditor.amc.exceeded', {
                    remaining: formatQuantity(amcState.remaining, language),
                    discount: trimDecimal(amcState.item.discount),
                  })
                : t('orderEditor.amc.covered', { remaining: formatQuantity(amcState.remaining, language) })}
            </Text>
          )}
        </Group>
      )}
    </Paper>
  );
}
