import { ORDER_READ } from '@garage/contract';
import { hasAnyRole, ORDER_STATUSES, ORDER_TYPES, type OrderStatus, type OrderType } from '@garage/domain';
import { Button, Grid, Group, MultiSelect, Paper, Select, Stack, TextInput } from '@mantine/core';
import { IconSearch, IconZoomCancel } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { useStatusLabel, useTypeLabel } from '../../lib/orders/labels.ts';
import { OrderResults } from '../../lib/orders/order-results.tsx';
import { LIST_PAGE_SIZE } from '../../lib/orders/orders-api.ts';
import { useGarageToday } from '../../lib/orders/use-garage-today.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { EmptyList } from '../../lib/ui/list-states.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import {
  EMPTY_SEARCH,
  hasCriteria,
  isoDay,
  type OrderSearchState,
  parseOrderSearch,
  searchApiQuery,
  toOrderSearchParams,
} from './order-rules.ts';
import { orderSearchQuery } from './orders-api.ts';

const route = getRouteApi('/tabs/order-search');

/** Statuses an order can be in (the part-approval ones never hold an order). */
const SEARCHABLE: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => s !== 'PENDING' && s !== 'RECEIVED' && s !== 'REJECTED');

/** /tabs/order-search: orders by number, customer, mobile or registration number, status, type and dates. */
export function OrderSearchPage() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const statusLabel = useStatusLabel();
  const typeLabel = useTypeLabel();
  const today = useGarageToday();
  const navigate = useNavigate();
  const search = route.useSearch();
  const applied = parseOrderSearch(search);
  const appliedKey = JSON.stringify(toOrderSearchParams(applied));
  // The form edits a copy; the address changes (and the search runs) on submit.
  const [form, setForm] = useState<OrderSearchState>(applied);
  // Back, a sidebar link: the form shows the address again.
  useEffect(() => setForm(parseOrderSearch(JSON.parse(appliedKey))), [appliedKey]);
  const allowed = hasAnyRole(roles, ORDER_READ);
  const list = useQuery({ ...orderSearchQuery(searchApiQuery(applied, LIST_PAGE_SIZE)), enabled: allowed });

  if (!allowed) return <AccessDenied title={t('features.orderSearch')} />;

  const apply = (next: OrderSearchState) => void navigate({ to: '/tabs/order-search', search: toOrderSearchParams(next) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply({ ...form, page: 0 });
  };
  const set = <K extends keyof OrderSearchState>(key: K, value: OrderSearchState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const rangeError = form.from && form.to && form.from > form.to ? t('orderLists.search.rangeError') : null;

  return (
    <Stack gap={0} maw={1200}>
      <PageHeader title={t('features.orderSearch')} description={t('orderLists.search.description')} />
      <Paper withBorder p="md" mb="md" component="form" onSubmit={submit} role="search" aria-label={t('orderLists.search.label')}>
        <Stack gap="sm">
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <TextInput
                label={t('orderLists.search.text')}
                placeholder={t('orderLists.search.textPlaceholder')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={form.q}
                onChange={(e) => set('q', e.currentTarget.value)}
                maxLength={60}
                autoComplete="off"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Select
                label={t('orderLists.search.type')}
                placeholder={t('orderLists.search.anyType')}
                data={ORDER_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
                value={form.type}
                onChange={(v) => set('type', (v as OrderType | null) ?? null)}
                clearable
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <MultiSelect
                label={t('orderLists.search.status')}
                placeholder={form.statuses.length === 0 ? t('orderLists.search.anyStatus') : undefined}
                data={SEARCHABLE.map((s) => ({ value: s, label: statusLabel(s) }))}
                value={form.statuses}
                onChange={(v) => set('statuses', v as OrderStatus[])}
                clearable
                searchable
                comboboxProps={{ withinPortal: true }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <TextInput
                type="date"
                label={t('orderLists.search.from')}
                value={form.from ?? ''}
                max={form.to ?? today}
                onChange={(e) => set('from', isoDay(e.currentTarget.value))}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <TextInput
                type="date"
                label={t('orderLists.search.to')}
                value={form.to ?? ''}
                min={form.from ?? undefined}
                onChange={(e) => set('to', isoDay(e.currentTarget.value))}
                error={rangeError}
              />
            </Grid.Col>
          </Grid>
          <Group gap="xs">
            <Button type="submit" leftSection={<IconSearch size={16} />} disabled={rangeError !== null}>
              {t('orderLists.search.submit')}
            </Button>
            {(hasCriteria(form) || hasCriteria(applied)) && (
              <Button
                variant="subtle"
                color="gray"
                onClick={() => {
                  setForm(EMPTY_SEARCH);
                  apply(EMPTY_SEARCH);
                }}
              >
                {t('orderLists.search.reset')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      <OrderResults
        list={list}
        label={t('orderLists.search.results')}
        today={today}
        onPage={(page) => apply({ ...applied, page })}
        empty={
          <EmptyList
            icon={<IconZoomCancel size={22} />}
            title={hasCriteria(applied) ? t('orderLists.search.noMatch') : t('orderLists.search.none')}
            text={hasCriteria(applied) ? t('orderLists.search.noMatchText') : undefined}
          />
        }
      />
    </Stack>
  );
}
