import { PURCHASE_WRITE, VENDOR_PAY } from '@garage/contract/meta';
import { hasAnyRole, VENDOR_PAYMENT_METHODS, type VendorPaymentMethod } from '@garage/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Grid,
  Group,
  Modal,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowBackUp, IconCash, IconCircleX, IconFileTypePdf, IconPrinter, IconReceiptRefund } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { newUuid } from '../../lib/idempotency.ts';
import { useGarageToday } from '../../lib/orders/use-garage-today.ts';
import { Fact } from '../../lib/purchasing/fact.tsx';
import {
  adjustCreditNote,
  creditNotePdfLink,
  creditNoteQuery,
  creditNotesQuery,
  PAGE_SIZE,
  purchasingKeys,
  type ReturnableLine,
  recordVendorRefund,
  refundsQuery,
  returnableQuery,
  returnParts,
  type VendorCreditNote,
  vendorQuery,
  vendorsQuery,
} from '../../lib/purchasing/purchasing-api.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { Section } from '../../lib/ui/detail-section.tsx';
import { ListSkeleton } from '../../lib/ui/list-states.tsx';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { SearchInput } from '../../lib/ui/search-input.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui/use-url-search-text.ts';
import { CancelCreditNoteButton } from './cancel-credit-note.tsx';
import { type Picked, pickedProblem, returnBody, returnEstimate } from './vendor-return-rules.ts';
import classes from './vendor-returns.module.css';

const day = (f: ReturnType<typeof useFormat>, d: string | null) => (d ? f.date(`${d}T12:00:00Z`, 'UTC') : '—');

const returnRoute = getRouteApi('/tabs/vendor-part-return');
const noteRoute = getRouteApi('/tabs/vendor-credit-note/$creditNoteId');
const historyRoute = getRouteApi('/tabs/vendor-refund-history');

/** The vendor picker of the return form: searched on the server. */
function VendorPicker({ onPick }: { onPick: (id: number) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const vendors = useQuery(vendorsQuery(q, 0, false));
  return (
    <Select
      label={t('purchasing.returns.vendor')}
      placeholder={t('purchasing.returns.pickVendor')}
      searchable
      searchValue={text}
      onSearchChange={setText}
      filter={({ options }) => options}
      data={(vendors.data?.content ?? []).map((v) => ({ value: String(v.vendor_id), label: v.name }))}
      onChange={(v) => v && onPick(Number(v))}
      nothingFoundMessage={vendors.isPending ? t('common.loading') : t('purchasing.returns.noVendor')}
    />
  );
}

/** One received line: tick it, say how many go back and, for tracked parts, which batch or serials. */
function ReturnableCard({
  line,
  picked,
  onChange,
}: {
  line: ReturnableLine;
  picked: Picked | undefined;
  onChange: (p: Picked | undefined) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const max = Number(line.returnable);
  const tracked = line.tracking !== 'NONE' && line.lots.length > 0;
  // A serial number an open order holds cannot go back until taken off it (decision 056 addendum).
  const lotOptions = line.lots.map((l) => ({
    value: l.code,
    label:
      line.tracking === 'BATCH'
        ? `${l.code} (${l.quantity})`
        : l.held_by
          ? t('serialPicker.heldBy', { code: l.code, order: l.held_by })
          : l.code,
    disabled: line.tracking === 'SERIAL' && l.held_by !== null && !picked?.lots.includes(l.code),
  }));
  const tooMany = picked && pickedProblem(picked) === 'tooMany';
  return (
    <Paper withBorder p="sm" bg={picked ? 'var(--mantine-color-blue-light)' : undefined}>
      <Stack gap={6}>
        <Checkbox
          checked={Boolean(picked)}
          disabled={max <= 0}
          onChange={(e) =>
            onChange(
              e.currentTarget.checked
                ? { line, quantity: line.tracking === 'SERIAL' ? '0' : String(Math.min(1, max)), lots: [] }
                : undefined,
            )
          }
          label={
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {line.part_name}
            </Text>
          }
        />
        <Text size="xs" c="dimmed">
          {line.stock_in_number}
          {line.bill_number ? ` · ${line.bill_number}` : ''} · {day(f, line.received_day)}
        </Text>
        <Group gap="md" wrap="wrap">
          <Fact label={t('purchasing.returns.received')}>{line.quantity}</Fact>
          <Fact label={t('purchasing.returns.returned')}>{line.returned}</Fact>
          <Fact label={t('purchasing.returns.onHand')}>{line.on_hand}</Fact>
          <Fact label={t('purchasing.returns.canReturn')}>
            <b>{line.returnable}</b>
          </Fact>
          <Fact label={t('purchasing.returns.price')}>{f.money(line.unit_price)}</Fact>
        </Group>
        {picked && (
          <Group gap="xs" align="flex-end" wrap="wrap">
            {line.tracking === 'SERIAL' && tracked ? (
              <MultiSelect
                label={t('purchasing.returns.serials')}
                error={picked.lots.length === 0 ? t('purchasing.returns.pickLots') : undefined}
                data={lotOptions}
                value={picked.lots}
                onChange={(lots) => onChange({ ...picked, lots, quantity: String(lots.length) })}
                style={{ flex: '1 1 200px' }}
              />
            ) : (
              <>
                <TextInput
                  label={t('purchasing.returns.quantity')}
                  inputMode="decimal"
                  value={picked.quantity}
                  error={tooMany ? t('purchasing.returns.tooMany', { max: line.returnable }) : undefined}
                  onChange={(e) => onChange({ ...picked, quantity: e.currentTarget.value })}
                  w={140}
                />
                {tracked && (
                  <Select
                    label={t('purchasing.returns.batch')}
                    error={picked.lots.length === 0 ? t('purchasing.returns.pickLots') : undefined}
                    data={lotOptions}
                    value={picked.lots[0] ?? null}
                    onChange={(v) => onChange({ ...picked, lots: v ? [v] : [] })}
                    style={{ flex: '1 1 180px' }}
                  />
                )}
              </>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** /tabs/vendor-part-return?vendor=: send parts received from a vendor back to it, for a vendor credit note. */
export function VendorReturnPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { roles } = useShellData();
  const search = returnRoute.useSearch();
  const vendorId = search.vendor;
  const canReturn = hasAnyRole(roles, PURCHASE_WRITE);
  const vendor = useQuery({ ...vendorQuery(vendorId ?? 0), enabled: canReturn && Boolean(vendorId) });
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const lines = useQuery({ ...returnableQuery(vendorId ?? 0, q, page), enabled: canReturn && Boolean(vendorId) });
  const [picked, setPicked] = useState<Map<number, Picked>>(new Map());
  const [reason, setReason] = useState('');
  const [settlement, setSettlement] = useState<'ADJUST_DUES' | 'REFUND'>('ADJUST_DUES');
  const [error, setError] = useState<string | null>(null);
  const key = useRef(newUuid());
  const save = useMutation({
    mutationFn: () => returnParts(returnBody(vendorId as number, reason, settlement, [...picked.values()]), key.current),
    onSuccess: (cn) => {
      void queryClient.invalidateQueries({ queryKey: purchasingKeys.all });
      toast(t('purchasing.returns.saved', { number: cn.credit_note_number }), 'success');
      void navigate({ to: '/tabs/vendor-credit-note/$creditNoteId', params: { creditNoteId: String(cn.credit_note_id) } });
    },
    onError: (e) => {
      key.current = newUuid();
      const message = refusalText(e, currentLanguage());
      if (message) setError(message);
      else reportHttpError(e);
    },
  });
  if (!canReturn) return <AccessDenied title={t('purchasing.returns.title')} />;
  const back = vendorId
    ? {
        label: vendor.data?.name ?? t('features.myVendor'),
        render: (props: object) => <Link {...props} to="/tabs/vendor-info/$vendorId" params={{ vendorId: String(vendorId) }} />,
      }
    : { label: t('features.myVendor'), render: (props: object) => <Link {...props} to="/tabs/my-vendors" /> };
  const list = [...picked.values()];
  const total = returnEstimate(list);
  const ready = list.length > 0 && reason.trim().length > 0 && list.every((p) => pickedProblem(p) === null);
  return (
    <Stack gap="md" maw={900}>
      <PageHeader title={t('purchasing.returns.title')} description={t('purchasing.returns.description')} back={back} />
      {!vendorId ? (
        <Paper withBorder p="md">
          <VendorPicker onPick={(id) => void navigate({ to: '/tabs/vendor-part-return', search: { vendor: id } })} />
        </Paper>
      ) : (
        <>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {vendor.data?.name ?? '…'}
            </Text>
            <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/tabs/vendor-part-return" search={{}} />}>
              {t('purchasing.returns.otherVendor')}
            </Anchor>
          </Group>
          <SearchInput
            value={text}
            onChange={(v) => {
              setText(v);
              setPage(0);
            }}
            label={t('purchasing.returns.search')}
          />
          <QueryList
            query={lines}
            rows={(d) => d.content}
            skeleton={{ rows: 3, height: 110 }}
            empty={{
              icon: <IconArrowBackUp size={22} />,
              title: q ? t('purchasing.returns.noMatch', { q }) : t('purchasing.returns.empty'),
            }}
          >
            {(rows, { data }) => (
              <Stack gap="xs">
                {rows.map((line) => (
                  <ReturnableCard
                    key={line.stock_in_line_id}
                    line={line}
                    picked={picked.get(line.stock_in_line_id)}
                    onChange={(p) => {
                      setError(null);
                      setPicked((old) => {
                        const next = new Map(old);
                        if (p) next.set(line.stock_in_line_id, p);
                        else next.delete(line.stock_in_line_id);
                        return next;
                      });
                    }}
                  />
                ))}
                <Pager
                  page={page}
                  totalPages={data.total_pages}
                  totalElements={data.total_elements}
                  pageSize={PAGE_SIZE}
                  onChange={setPage}
                />
              </Stack>
            )}
          </QueryList>
          <Paper withBorder p="md">
            <Stack gap="sm">
              <TextInput
                label={t('purchasing.returns.reason')}
                placeholder={t('purchasing.returns.reasonHint')}
                maxLength={200}
                required
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('purchasing.returns.settlement')}
                </Text>
                <SegmentedControl
                  fullWidth
                  value={settlement}
                  onChange={(v) => setSettlement(v as 'ADJUST_DUES' | 'REFUND')}
                  data={[
                    { value: 'ADJUST_DUES', label: t('purchasing.returns.settlements.ADJUST_DUES') },
                    { value: 'REFUND', label: t('purchasing.returns.settlements.REFUND') },
                  ]}
                />
                <Text size="xs" c="dimmed">
                  {t(`purchasing.returns.settlementHint.${settlement}`)}
                </Text>
              </Stack>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm">
                  {t('purchasing.returns.picked', { count: list.length })} · {t('purchasing.returns.estimate')}:{' '}
                  <b>{f.money(total)}</b>
                </Text>
                <Button
                  leftSection={<IconArrowBackUp size={16} />}
                  loading={save.isPending}
                  disabled={!ready}
                  onClick={() => save.mutate()}
                >
                  {t('purchasing.returns.submit')}
                </Button>
              </Group>
              {error && (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              )}
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  );
}

/** Money a vendor paid back on a credit note (select-vendor-part-refund): at most what is left on it. */
export function RefundModal({
  note,
  onClose,
}: {
  note: Pick<VendorCreditNote, 'credit_note_id' | 'credit_note_number' | 'vendor_name' | 'open_amount'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const today = useGarageToday();
  const [amount, setAmount] = useState(note.open_amount);
  const [method, setMethod] = useState<VendorPaymentMethod>('BANK_TRANSFER');
  const [reference, setReference] = useState('');
  const [date, setDate] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const key = useRef(newUuid());
  const save = useMutation({
    mutationFn: () =>
      recordVendorRefund(
        {
          vendor_credit_note_id: note.credit_note_id,
          amount: amount.trim(),
          method,
          reference: reference.trim() || null,
          transaction_date: date,
        },
        key.current,
      ),
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: purchasingKeys.all });
      toast(t('purchasing.returns.refundSaved', { number: r.refund_number }), 'success');
      onClose();
    },
    onError: (e) => {
      key.current = newUuid();
      const message = refusalText(e, currentLanguage());
      if (message) setError(message);
      else reportHttpError(e);
    },
  });
  return (
    <Modal
      opened
      centered
      onClose={() => !save.isPending && onClose()}
      title={t('purchasing.returns.refundTitle', { number: note.credit_note_number })}
    >
      <Stack gap="sm">
        <Text size="sm">{note.vendor_name}</Text>
        <TextInput
          label={t('purchasing.dues.amount')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          data-autofocus
        />
        <Select
          label={t('purchasing.dues.method')}
          data={VENDOR_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`purchasing.dues.methods.${m}`) }))}
          value={method}
          onChange={(v) => v && setMethod(v as VendorPaymentMethod)}
          allowDeselect={false}
        />
        <TextInput
          label={t('purchasing.dues.reference')}
          maxLength={60}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('purchasing.returns.refundDate')}
          max={today}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
        />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button loading={save.isPending} onClick={() => save.mutate()}>
            {t('purchasing.returns.recordRefund')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** /tabs/vendor-credit-note/{id}: a vendor credit note, printable, with how it was settled. */
export function VendorCreditNotePage() {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const { roles } = useShellData();
  const id = Number(noteRoute.useParams().creditNoteId);
  const note = useQuery(creditNoteQuery(id));
  const [refunding, setRefunding] = useState(false);
  const adjust = useMutation({
    mutationFn: () => adjustCreditNote(id),
    onSuccess: (cn) => {
      void queryClient.invalidateQueries({ queryKey: purchasingKeys.all });
      toast(
        Number(cn.adjusted_amount) > 0 ? t('purchasing.returns.adjusted') : t('purchasing.returns.noBills'),
        Number(cn.adjusted_amount) > 0 ? 'success' : 'info',
      );
    },
    onError: (e) => reportHttpError(e),
  });
  const pdf = useMutation({
    mutationFn: () => creditNotePdfLink(id),
    onSuccess: (link) => window.open(link.url, '_blank', 'noopener'),
    onError: reportHttpError,
  });
  if (note.isPending) return <ListSkeleton rows={6} />;
  if (!note.data) return <LoadFailed onRetry={() => void note.refetch()} />;
  const cn = note.data;
  const canSettle = hasAnyRole(roles, VENDOR_PAY) && Number(cn.open_amount) > 0;
  const back = {
    label: t('purchasing.returns.historyTitle'),
    render: (props: object) => <Link {...props} to="/tabs/vendor-refund-history" search={{}} />,
  };
  return (
    <Stack gap="md" className={classes.document} data-print-document pb="xl">
      <PageHeader
        title={t('purchasing.returns.noteTitle', { number: cn.credit_note_number })}
        back={back}
        actions={
          <Group gap="xs" data-no-print>
            <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              {t('purchasing.returns.print')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={16} />}
              loading={pdf.isPending}
              onClick={() => pdf.mutate()}
            >
              {t('purchasing.view.pdf')}
            </Button>
            {canSettle && (
              <Button variant="default" loading={adjust.isPending} onClick={() => adjust.mutate()}>
                {t('purchasing.returns.adjust')}
              </Button>
            )}
            {canSettle && (
              <Button leftSection={<IconCash size={16} />} onClick={() => setRefunding(true)}>
                {t('purchasing.returns.recordRefund')}
              </Button>
            )}
            <CancelCreditNoteButton note={cn} />
          </Group>
        }
      />
      {cn.status === 'CANCELLED' && (
        <Alert color="gray" icon={<IconCircleX size={18} />} title={t('purchasing.returns.cancelled')}>
          {cn.cancelled_by_name
            ? t('purchasing.returns.cancelledBy', {
                name: cn.cancelled_by_name,
                when: cn.cancelled_at ? f.dateTime(cn.cancelled_at) : '',
                reason: cn.cancel_reason ?? '',
              })
            : t('purchasing.returns.cancelledNoName', {
                when: cn.cancelled_at ? f.dateTime(cn.cancelled_at) : '',
                reason: cn.cancel_reason ?? '',
              })}
        </Alert>
      )}
      <Section title={t('purchasing.returns.vendorCreditNote')}>
        <Grid gap="sm">
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <Fact label={t('purchasing.returns.vendor')}>{cn.vendor_name}</Fact>
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <Fact label={t('purchasing.returns.day')}>{day(f, cn.return_day)}</Fact>
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <Fact label={t('purchasing.returns.settlement')}>{t(`purchasing.returns.settlements.${cn.settlement}`)}</Fact>
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <Fact label={t('purchasing.returns.open')}>
              {cn.status === 'CANCELLED' ? (
                <Badge color="gray" variant="light" tt="none">
                  {t('purchasing.returns.cancelled')}
                </Badge>
              ) : Number(cn.open_amount) > 0 ? (
                <Badge color="orange" variant="light" tt="none">
                  {f.money(cn.open_amount)}
                </Badge>
              ) : (
                <Badge color="green" variant="light" tt="none">
                  {t('purchasing.returns.settled')}
                </Badge>
              )}
            </Fact>
          </Grid.Col>
          <Grid.Col span={12}>
            <Fact label={t('purchasing.returns.reason')}>{cn.reason}</Fact>
          </Grid.Col>
        </Grid>
      </Section>
      <Section title={t('purchasing.returns.parts')}>
        <Stack gap="xs" hiddenFrom="sm">
          {cn.lines.map((l) => (
            <Paper key={l.stock_in_line_id} withBorder p="xs">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {l.part_name}
              </Text>
              <Text size="xs" c="dimmed">
                {l.stock_in_number}
                {l.lots.length > 0 ? ` · ${l.lots.map((x) => x.code).join(', ')}` : ''}
              </Text>
              <Group justify="space-between" gap="xs">
                <Text size="sm">
                  {l.quantity} × {f.money(l.unit_price)} + {f.money(l.tax_amount)}
                </Text>
                <Text size="sm" fw={600}>
                  {f.money(l.total)}
                </Text>
              </Group>
            </Paper>
          ))}
        </Stack>
        <Table.ScrollContainer minWidth={560} visibleFrom="sm">
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('purchasing.returns.part')}</Table.Th>
                <Table.Th>{t('purchasing.returns.stockIn')}</Table.Th>
                <Table.Th ta="right">{t('purchasing.returns.quantity')}</Table.Th>
                <Table.Th ta="right">{t('purchasing.returns.price')}</Table.Th>
                <Table.Th ta="right">{t('purchasing.returns.tax')}</Table.Th>
                <Table.Th ta="right">{t('purchasing.returns.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cn.lines.map((l) => (
                <Table.Tr key={l.stock_in_line_id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {l.part_name}
                    {l.lots.length > 0 && (
                      <Text size="xs" c="dimmed">
                        {l.lots.map((x) => x.code).join(', ')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      size="sm"
                      renderRoot={(props) => (
                        <Link {...props} to="/tabs/stock-in/$stockInId" params={{ stockInId: String(l.stock_in_id) }} />
                      )}
                    >
                      {l.stock_in_number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{l.quantity}</Table.Td>
                  <Table.Td ta="right">{f.money(l.unit_price)}</Table.Td>
                  <Table.Td ta="right">{f.money(l.tax_amount)}</Table.Td>
                  <Table.Td ta="right">{f.money(l.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap={2} align="flex-end" mt="sm">
          <Text size="sm">
            {t('purchasing.returns.subTotal')}: {f.money(cn.sub_total)}
          </Text>
          <Text size="sm">
            {t('purchasing.returns.tax')}: {f.money(cn.tax_total)}
          </Text>
          <Text fw={700}>
            {t('purchasing.returns.total')}: {f.money(cn.grand_total)}
          </Text>
        </Stack>
      </Section>
      <Section title={t('purchasing.returns.settledBy')}>
        {cn.adjustments.length === 0 && cn.refunds.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('purchasing.returns.notSettled')}
          </Text>
        ) : (
          <Stack gap={4}>
            {cn.adjustments.map((a) => (
              <Text size="sm" key={`${a.stock_in_id}-${a.amount}`}>
                {t('purchasing.returns.adjustedOn', { bill: a.bill_number ?? a.stock_in_number })}: <b>{f.money(a.amount)}</b>
              </Text>
            ))}
            {cn.refunds.map((r) => (
              <Text size="sm" key={r.refund_id}>
                {r.refund_number} · {day(f, r.transaction_date)} · {t(`purchasing.dues.methods.${r.method}`)}
                {r.reference ? ` · ${r.reference}` : ''}: <b>{f.money(r.amount)}</b>
              </Text>
            ))}
          </Stack>
        )}
      </Section>
      {refunding && <RefundModal note={cn} onClose={() => setRefunding(false)} />}
    </Stack>
  );
}

function CreditNotes({ vendorId }: { vendorId: number | undefined }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { roles } = useShellData();
  const [openOnly, setOpenOnly] = useState(false);
  const [page, setPage] = useState(0);
  const [refunding, setRefunding] = useState<VendorCreditNote | null>(null);
  const query = useQuery(creditNotesQuery(vendorId, '', page, openOnly));
  const canSettle = hasAnyRole(roles, VENDOR_PAY);
  return (
    <Section
      title={t('purchasing.returns.creditNotes')}
      actions={
        <Checkbox
          label={t('purchasing.returns.openOnly')}
          checked={openOnly}
          onChange={(e) => {
            setOpenOnly(e.currentTarget.checked);
            setPage(0);
          }}
        />
      }
    >
      <QueryList
        query={query}
        rows={(d) => d.content}
        skeleton={{ rows: 3 }}
        empty={
          <Text size="sm" c="dimmed">
            {t('purchasing.returns.noCreditNotes')}
          </Text>
        }
      >
        {(rows, { data }) => (
          <Stack gap="xs">
            {rows.map((c) => (
              <Paper key={c.credit_note_id} withBorder p="xs">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Anchor
                      fw={600}
                      renderRoot={(props) => (
                        <Link
                          {...props}
                          to="/tabs/vendor-credit-note/$creditNoteId"
                          params={{ creditNoteId: String(c.credit_note_id) }}
                        />
                      )}
                    >
                      {c.credit_note_number}
                    </Anchor>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {c.vendor_name} · {day(f, c.return_day)}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Text size="sm" td={c.status === 'CANCELLED' ? 'line-through' : undefined}>
                      {f.money(c.grand_total)}
                    </Text>
                    {c.status === 'CANCELLED' ? (
                      <Badge color="gray" variant="light" tt="none">
                        {t('purchasing.returns.cancelled')}
                      </Badge>
                    ) : Number(c.open_amount) > 0 ? (
                      <Badge color="orange" variant="light" tt="none">
                        {t('purchasing.returns.openBadge', { amount: f.money(c.open_amount) })}
                      </Badge>
                    ) : (
                      <Badge color="green" variant="light" tt="none">
                        {t('purchasing.returns.settled')}
                      </Badge>
                    )}
                    {canSettle && Number(c.open_amount) > 0 && (
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setRefunding({ ...c, lines: [], adjustments: [], refunds: [] })}
                      >
                        {t('purchasing.returns.recordRefund')}
                      </Button>
                    )}
                  </Group>
                </Group>
              </Paper>
            ))}
            <Pager
              page={page}
              totalPages={data.total_pages}
              totalElements={data.total_elements}
              pageSize={PAGE_SIZE}
              onChange={setPage}
            />
          </Stack>
        )}
      </QueryList>
      {refunding && <RefundModal note={refunding} onClose={() => setRefunding(null)} />}
    </Section>
  );
}

/** /tabs/vendor-refund-history?vendor=: money vendors paid back, searchable and paged; the credit notes beside. */
export function VendorRefundHistoryPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { roles } = useShellData();
  const vendorId = historyRoute.useSearch().vendor;
  const canRead = hasAnyRole(roles, VENDOR_PAY);
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const refunds = useQuery({ ...refundsQuery(vendorId, q, page), enabled: canRead });
  if (!canRead) return <AccessDenied title={t('purchasing.returns.historyTitle')} />;
  const returnButton = hasAnyRole(roles, PURCHASE_WRITE) ? (
    <Button
      leftSection={<IconArrowBackUp size={16} />}
      renderRoot={(props) => <Link {...props} to="/tabs/vendor-part-return" search={vendorId ? { vendor: vendorId } : {}} />}
    >
      {t('purchasing.returns.returnParts')}
    </Button>
  ) : null;
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader
        title={t('purchasing.returns.historyTitle')}
        description={t('purchasing.returns.historyDescription')}
        actions={returnButton}
      />
      <SearchInput
        value={text}
        onChange={(v) => {
          setText(v);
          setPage(0);
        }}
        label={t('purchasing.returns.historySearch')}
      />
      <QueryList
        query={refunds}
        rows={(d) => d.content}
        skeleton={{ rows: 4 }}
        empty={{
          icon: <IconReceiptRefund size={22} />,
          title: q ? t('purchasing.returns.noMatch', { q }) : t('purchasing.returns.noRefunds'),
        }}
      >
        {(rows, { data }) => (
          <>
            <Stack gap="xs" hiddenFrom="sm">
              {rows.map((r) => (
                <Paper key={r.refund_id} withBorder p="xs">
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text fw={600} size="sm">
                      {r.refund_number}
                    </Text>
                    <Text fw={600} size="sm">
                      {f.money(r.amount)}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {day(f, r.transaction_date)} · {r.vendor_name} · {t(`purchasing.dues.methods.${r.method}`)}
                    {r.reference ? ` · ${r.reference}` : ''}
                  </Text>
                  <Anchor
                    size="sm"
                    renderRoot={(props) => (
                      <Link
                        {...props}
                        to="/tabs/vendor-credit-note/$creditNoteId"
                        params={{ creditNoteId: String(r.credit_note_id) }}
                      />
                    )}
                  >
                    {r.credit_note_number}
                  </Anchor>
                </Paper>
              ))}
            </Stack>
            <Table.ScrollContainer minWidth={640} visibleFrom="sm">
              <Table verticalSpacing={4} striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('purchasing.returns.refund')}</Table.Th>
                    <Table.Th>{t('purchasing.returns.day')}</Table.Th>
                    <Table.Th>{t('purchasing.returns.vendor')}</Table.Th>
                    <Table.Th>{t('purchasing.returns.creditNote')}</Table.Th>
                    <Table.Th>{t('purchasing.dues.method')}</Table.Th>
                    <Table.Th ta="right">{t('purchasing.dues.amount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr key={r.refund_id}>
                      <Table.Td>
                        {r.refund_number}
                        {r.reference && (
                          <Text size="xs" c="dimmed">
                            {r.reference}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{day(f, r.transaction_date)}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.vendor_name}</Table.Td>
                      <Table.Td>
                        <Anchor
                          size="sm"
                          renderRoot={(props) => (
                            <Link
                              {...props}
                              to="/tabs/vendor-credit-note/$creditNoteId"
                              params={{ creditNoteId: String(r.credit_note_id) }}
                            />
                          )}
                        >
                          {r.credit_note_number}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{t(`purchasing.dues.methods.${r.method}`)}</Table.Td>
                      <Table.Td ta="right">{f.money(r.amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Pager
              page={page}
              totalPages={data.total_pages}
              totalElements={data.total_elements}
              pageSize={PAGE_SIZE}
              onChange={setPage}
            />
          </>
        )}
      </QueryList>
      <CreditNotes vendorId={vendorId} />
    </Stack>
  );
}
