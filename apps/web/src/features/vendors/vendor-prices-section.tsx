import { hasAnyRole, priceRules } from '@garage/domain';
import { ActionIcon, Badge, Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconSearch, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/call.ts';
import { partsQuery } from '../../lib/api/masters.ts';
import { routes } from '../../lib/api/routes.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { type VendorPrice, vendorPriceKeys } from '../../lib/api/vendor-prices.ts';
import { useFormat } from '../../lib/format.ts';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { Pager } from '../../lib/ui/pager.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui/use-url-search-text.ts';

function refused(e: unknown) {
  const text = refusalText(e, currentLanguage());
  if (text) toast(text);
  else reportHttpError(e);
}

/**
 * The vendor's price list (routes vendor-pricing, pricing-list; decision 061): search, set a price (or
 * change one: the pencil fills the form), remove with a confirmation. Never shown to PRICE_VIEW_RESTRICTED.
 */
export function VendorPricesSection({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { roles } = useShellData();
  const hidden = priceRules(roles).hidePurchase;
  const canWrite = hasAnyRole(roles, routes.saveVendorPrice.roles) && !hidden;
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<VendorPrice | null>(null);
  const [removing, setRemoving] = useState<VendorPrice | null>(null);
  const list = useQuery({
    queryKey: vendorPriceKeys.list(vendorId, query, page),
    queryFn: ({ signal }) =>
      call(routes.listVendorPrices, {
        query: { vendor_id: vendorId, page_number: page, page_size: 10, ...(query ? { query } : {}) },
        signal,
        raw: true,
      }),
    placeholderData: keepPreviousData,
    enabled: !hidden,
  });
  const invalidate = () => queryClient.invalidateQueries({ queryKey: vendorPriceKeys.all });
  const remove = useMutation({
    mutationFn: (p: VendorPrice) => call(routes.deleteVendorPrice, { params: { id: p.id }, raw: true }),
    onSuccess: () => {
      void invalidate();
      toast(t('purchasing.prices.removed'), 'success');
      setRemoving(null);
    },
    onError: refused,
  });
  if (hidden)
    return (
      <Text size="sm" c="dimmed">
        {t('purchasing.prices.hidden')}
      </Text>
    );
  const rows = list.data?.content ?? [];
  return (
    <Stack gap="sm">
      {canWrite && (
        <SetVendorPriceForm
          key={editing?.id ?? 'new'}
          vendorId={vendorId}
          editing={editing}
          onDone={() => {
            setEditing(null);
            void invalidate();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('purchasing.prices.search')}
        aria-label={t('purchasing.prices.search')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(0);
        }}
        maw={360}
      />
      {list.isPending ? (
        <Text size="sm" c="dimmed">
          {t('common.loading')}
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {query ? t('purchasing.prices.noMatch') : t('purchasing.prices.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('purchasing.prices.part')}</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t('purchasing.prices.ourPrice')}
                </Table.Th>
                <Table.Th ta="right">{t('purchasing.prices.price')}</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t('purchasing.prices.minQty')}
                </Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t('purchasing.prices.leadDays')}
                </Table.Th>
                {canWrite && <Table.Th w={72} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    {p.part_name}
                    {(p.part_number || p.vendor_part_code) && (
                      <Text size="xs" c="dimmed">
                        {[p.part_number, p.vendor_part_code].filter(Boolean).join(' · ')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" c="dimmed" visibleFrom="sm">
                    {p.part_purchase_price === null ? '—' : f.money(p.part_purchase_price)}
                  </Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {f.money(p.purchase_price)}
                    <ValidFromNote price={p} />
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {p.min_order_qty ?? '—'}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {p.lead_time_days === null ? '—' : t('purchasing.prices.days', { count: p.lead_time_days })}
                  </Table.Td>
                  {canWrite && (
                    <Table.Td>
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('purchasing.prices.edit', { name: p.part_name })}
                          onClick={() => setEditing(p)}
                        >
                          <IconEdit size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('purchasing.prices.remove', { name: p.part_name })}
                          onClick={() => setRemoving(p)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
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
        title={t('purchasing.prices.removeTitle', { name: removing?.part_name ?? '' })}
        centered
        size="sm"
      >
        <Text size="sm">{t('purchasing.prices.removeText', { price: f.money(removing?.part_purchase_price ?? '0') })}</Text>
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={() => setRemoving(null)} disabled={remove.isPending}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => removing && remove.mutate(removing)} data-autofocus>
            {t('purchasing.prices.removeConfirm')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

/**
 * Under a price: "Upcoming · from 1 Dec 2026" for a price whose valid-from day is after the garage's today
 * (purchase orders start at it only from that day, decision 061), "From …" for one in effect since a day.
 */
function ValidFromNote({ price }: { price: Pick<VendorPrice, 'valid_from' | 'in_effect'> }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (!price.valid_from) return null;
  const day = f.date(`${price.valid_from}T12:00:00Z`, 'UTC');
  return price.in_effect ? (
    <Text size="xs" c="dimmed" fw={400}>
      {t('purchasing.prices.since', { day })}
    </Text>
  ) : (
    <Badge size="sm" variant="light" color="orange" tt="none" display="block" ml="auto" w="fit-content">
      {t('purchasing.prices.upcoming', { day })}
    </Badge>
  );
}

/** Pick a part and the vendor's price for it (optional minimum order, lead time, vendor's code); saving again changes it. */
function SetVendorPriceForm({
  vendorId,
  editing,
  onDone,
  onCancel,
}: {
  vendorId: number;
  editing: VendorPrice | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const [search, setSearch] = useState(editing?.part_name ?? '');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [partId, setPartId] = useState<string | null>(editing ? String(editing.part_id) : null);
  const [price, setPrice] = useState(editing?.purchase_price ?? '');
  const [minQty, setMinQty] = useState(editing?.min_order_qty ?? '');
  const [lead, setLead] = useState(editing?.lead_time_days === null || !editing ? '' : String(editing.lead_time_days));
  const [code, setCode] = useState(editing?.vendor_part_code ?? '');
  const [validFrom, setValidFrom] = useState(editing?.valid_from ?? '');
  const parts = useQuery({ ...partsQuery({ query, page: 0, includeInactive: false, pageSize: 20 }), enabled: !editing });
  const options = editing
    ? [{ value: String(editing.part_id), label: [editing.part_name, editing.part_number].filter(Boolean).join(' · ') }]
    : (parts.data?.content ?? []).map((p) => ({
        value: String(p.part_id),
        label: [p.part_name, p.part_number].filter(Boolean).join(' · '),
      }));
  const save = useMutation({
    mutationFn: () =>
      call(routes.saveVendorPrice, {
        body: {
          vendor_id: vendorId,
          part_id: Number(partId),
          purchase_price: price.trim(),
          min_order_qty: minQty.trim() || null,
          lead_time_days: lead.trim() ? Number(lead.trim()) : null,
          vendor_part_code: code.trim() || null,
          valid_from: validFrom || null,
        },
        raw: true,
      }),
    onSuccess: (saved) => {
      toast(t('purchasing.prices.saved', { name: saved.part_name, price: f.money(saved.purchase_price) }), 'success');
      onDone();
      setPartId(null);
      setSearch('');
      setPrice('');
      setMinQty('');
      setLead('');
      setCode('');
      setValidFrom('');
    },
    onError: refused,
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (partId && price.trim()) save.mutate();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={t('purchasing.prices.part')}
          placeholder={t('purchasing.prices.pickPart')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          data={options}
          value={partId}
          onChange={setPartId}
          disabled={editing !== null}
          nothingFoundMessage={t('orderEditor.lines.nothingFound')}
          style={{ flex: '1 1 220px' }}
        />
        <TextInput
          label={t('purchasing.prices.price')}
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.currentTarget.value)}
          w={130}
        />
        <TextInput
          label={t('purchasing.prices.minQty')}
          inputMode="decimal"
          value={minQty}
          onChange={(e) => setMinQty(e.currentTarget.value)}
          w={100}
        />
        <TextInput
          label={t('purchasing.prices.leadDays')}
          inputMode="numeric"
          value={lead}
          onChange={(e) => setLead(e.currentTarget.value)}
          w={130}
        />
        <TextInput
          label={t('purchasing.prices.code')}
          value={code}
          maxLength={40}
          onChange={(e) => setCode(e.currentTarget.value)}
          w={140}
        />
        <TextInput
          type="date"
          label={t('purchasing.prices.validFrom')}
          title={t('purchasing.prices.validFromHint')}
          value={validFrom}
          onChange={(e) => setValidFrom(e.currentTarget.value)}
          w={160}
        />
        <Button type="submit" loading={save.isPending} disabled={!partId || !price.trim()}>
          {t('purchasing.prices.set')}
        </Button>
        {editing && (
          <Button variant="default" onClick={onCancel}>
            {t('purchasing.prices.cancelEdit')}
          </Button>
        )}
      </Group>
    </form>
  );
}
