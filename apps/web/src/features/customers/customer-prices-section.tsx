import { CATALOGUE_WRITE } from '@garage/contract/meta';
import { hasAnyRole } from '@garage/domain';
import { ActionIcon, Button, Group, Modal, SegmentedControl, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/call.ts';
import { type CustomerPrice, customerPriceKeys, customerPriceRoutes, type PriceKind } from '../../lib/api/customer-prices.ts';
import { partsQuery, servicesQuery } from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { Pager } from '../../lib/ui/pager.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui/use-url-search-text.ts';

type Kind = PriceKind;
const listRoute = customerPriceRoutes.list;
const saveRoute = customerPriceRoutes.save;
const deleteRoute = customerPriceRoutes.remove;

function refused(e: unknown) {
  const text = refusalText(e, currentLanguage());
  if (text) toast(text);
  else reportHttpError(e);
}

/**
 * The customer's own prices of parts and services in this garage (decision 060): what their lines start
 * at instead of the master price. Set, change (set again) and remove, with a confirmation.
 */
export function CustomerPricesSection({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { roles } = useShellData();
  const canWrite = hasAnyRole(roles, CATALOGUE_WRITE);
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('part');
  const [page, setPage] = useState(0);
  const [removing, setRemoving] = useState<CustomerPrice | null>(null);
  const list = useQuery({
    queryKey: customerPriceKeys.list(customerId, kind, page),
    queryFn: ({ signal }) =>
      call(listRoute[kind], { query: { customer_id: customerId, page_number: page, page_size: 10 }, signal, raw: true }),
    placeholderData: keepPreviousData,
  });
  const invalidate = () => queryClient.invalidateQueries({ queryKey: customerPriceKeys.all });
  const remove = useMutation({
    mutationFn: (p: CustomerPrice) => call(deleteRoute[p.kind], { params: { id: p.id }, raw: true }),
    onSuccess: () => {
      void invalidate();
      toast(t('customers.prices.removed'), 'success');
      setRemoving(null);
    },
    onError: refused,
  });
  const rows = list.data?.content ?? [];
  return (
    <Stack gap="sm">
      <SegmentedControl
        size="xs"
        w="fit-content"
        aria-label={t('customers.prices.kind')}
        value={kind}
        onChange={(v) => {
          setKind(v === 'service' ? 'service' : 'part');
          setPage(0);
        }}
        data={[
          { value: 'part', label: t('customers.prices.parts') },
          { value: 'service', label: t('customers.prices.services') },
        ]}
      />
      {canWrite && <SetPriceForm customerId={customerId} kind={kind} onSaved={invalidate} />}
      {list.isPending ? (
        <Text size="sm" c="dimmed">
          {t('common.loading')}
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('customers.prices.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('customers.prices.item')}</Table.Th>
                <Table.Th ta="right">{t('customers.prices.master')}</Table.Th>
                <Table.Th ta="right">{t('customers.prices.price')}</Table.Th>
                {canWrite && <Table.Th w={40} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    {p.item_name}
                    {p.code && (
                      <Text span size="xs" c="dimmed" ml={6}>
                        {p.code}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" c="dimmed">
                    {f.money(p.master_price)}
                  </Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {f.money(p.price)}
                  </Table.Td>
                  {canWrite && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('customers.prices.remove', { name: p.item_name })}
                        onClick={() => setRemoving(p)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && list.data.total_pages > 1 && (
        <Pager
          page={page}
          totalPages={list.data.total_pages}
          totalElements={list.data.total_elements}
          pageSize={list.data.page_size}
          onChange={setPage}
        />
      )}
      <Modal
        opened={removing !== null}
        onClose={() => !remove.isPending && setRemoving(null)}
        title={t('customers.prices.removeTitle', { name: removing?.item_name ?? '' })}
        centered
        size="sm"
      >
        <Text size="sm">{t('customers.prices.removeText', { price: f.money(removing?.master_price ?? '0') })}</Text>
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={() => setRemoving(null)} disabled={remove.isPending}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => removing && remove.mutate(removing)} data-autofocus>
            {t('customers.prices.removeConfirm')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

/** Pick a part or service of the garage and the customer's price for it; saving again changes it. */
function SetPriceForm({ customerId, kind, onSaved }: { customerId: number; kind: Kind; onSaved: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [itemId, setItemId] = useState<string | null>(null);
  const [price, setPrice] = useState('');
  const parts = useQuery({ ...partsQuery({ query, page: 0, includeInactive: false, pageSize: 20 }), enabled: kind === 'part' });
  const services = useQuery({
    ...servicesQuery({ query, page: 0, includeInactive: false, pageSize: 20 }),
    enabled: kind === 'service',
  });
  const options =
    kind === 'part'
      ? (parts.data?.content ?? []).map((p) => ({
          value: String(p.part_id),
          label: [p.part_name, p.part_number, f.money(p.selling_price)].filter(Boolean).join(' · '),
        }))
      : (services.data?.content ?? []).map((s) => ({
          value: String(s.service_id),
          label: `${s.service_name} · ${f.money(s.price)}`,
        }));
  const save = useMutation({
    mutationFn: () =>
      call(saveRoute[kind], { body: { customer_id: customerId, item_id: Number(itemId), price: price.trim() }, raw: true }),
    onSuccess: (saved) => {
      onSaved();
      toast(t('customers.prices.saved', { name: saved.item_name, price: f.money(saved.price) }), 'success');
      setItemId(null);
      setSearch('');
      setPrice('');
    },
    onError: refused,
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (itemId && price.trim()) save.mutate();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={kind === 'part' ? t('customers.prices.part') : t('customers.prices.service')}
          placeholder={t('customers.prices.search')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          data={options}
          value={itemId}
          onChange={setItemId}
          nothingFoundMessage={t('orderEditor.lines.nothingFound')}
          style={{ flex: '1 1 220px' }}
        />
        <TextInput
          label={t('customers.prices.price')}
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.currentTarget.value)}
          w={120}
        />
        <Button type="submit" loading={save.isPending} disabled={!itemId || !price.trim()}>
          {t('customers.prices.set')}
        </Button>
      </Group>
    </form>
  );
}
