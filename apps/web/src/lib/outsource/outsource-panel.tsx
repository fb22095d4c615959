import { ORDER_PROGRESS_ROLES, PURCHASE_WRITE } from '@garage/contract/meta';
import { hasAnyRole, OUTSOURCE_CLOSED_ORDER_STATUSES } from '@garage/domain';
import { Anchor, Badge, Button, Checkbox, Group, Modal, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconBan, IconCheck, IconFileInvoice, IconFileOff, IconTruckDelivery } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { taxCategoriesQuery } from '../api/masters.ts';
import { useShellData } from '../api/session-data.ts';
import { type Formatter, useFormat } from '../format.ts';
import { newUuid } from '../idempotency.ts';
import type { Order } from '../orders/orders-api.ts';
import { useGarageToday } from '../orders/use-garage-today.ts';
import { vendorsQuery } from '../purchasing/purchasing-api.ts';
import { toast } from '../toast.ts';
import { Section } from '../ui/detail-section.tsx';
import { useRefusalState } from '../ui/use-refusal-state.ts';
import {
  cancelOutsourceWork,
  type OutsourceBillBody,
  type OutsourceStatus,
  type OutsourceWork,
  orderOutsourceQuery,
  receiveOutsourceWork,
  recordOutsourceBill,
  refreshAfterOutsource,
  sendOutsourceWork,
} from './outsource-api.ts';
import { billVoidable, VoidBillDialog } from './void-bill.tsx';

const COLORS: Record<OutsourceStatus, string> = { SENT: 'indigo', RECEIVED: 'teal', CANCELLED: 'gray' };

export const dayText = (f: Formatter, d: string | null) => (d ? f.date(`${d}T12:00:00Z`, 'UTC') : '—');

export function OutsourceStatusBadge({ work }: { work: Pick<OutsourceWork, 'status' | 'overdue'> }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={COLORS[work.status]} tt="none">
        {t(`outsource.status.${work.status}`)}
      </Badge>
      {work.overdue && (
        <Badge variant="light" color="red" tt="none">
          {t('outsource.overdue')}
        </Badge>
      )}
    </Group>
  );
}

/** The bill cell: its number and total, or "No bill yet". */
export function BillText({ work }: { work: OutsourceWork }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (!work.bill)
    return (
      <Text size="sm" c="dimmed">
        {t('outsource.noBill')}
      </Text>
    );
  const total = work.bill.grand_total === null ? t('outsource.amountsHidden') : f.money(work.bill.grand_total);
  const summary = t('outsource.billSummary', { number: work.bill.bill_number ?? work.work_number, total });
  if (work.bill.voided_at)
    return (
      <Group gap={6} wrap="wrap">
        <Text size="sm" td="line-through" c="dimmed">
          {summary}
        </Text>
        <Badge variant="light" color="gray" tt="none">
          {t('outsource.voided')}
        </Badge>
        {work.bill.void_reason && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {work.bill.void_reason}
          </Text>
        )}
      </Group>
    );
  return <Text size="sm">{summary}</Text>;
}

function ErrorText({ error }: { error: string | null }) {
  return error ? (
    <Text c="red" size="sm" role="alert">
      {error}
    </Text>
  ) : null;
}

/** "Send out": vendor, work to do, expected back day, note; one work per press (Idempotency-Key). */
function SendOutModal({ order, onClose }: { order: Pick<Order, 'order_id' | 'external_order_id'>; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const today = useGarageToday();
  const vendors = useQuery(vendorsQuery('', 0, false));
  const [vendorId, setVendorId] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [expected, setExpected] = useState('');
  const [note, setNote] = useState('');
  const { error, setError, onError } = useRefusalState();
  const key = useRef(newUuid());
  const send = useMutation({
    mutationFn: () =>
      sendOutsourceWork(
        {
          order_id: order.order_id,
          vendor_id: Number(vendorId),
          description: description.trim(),
          expected_back_day: expected || null,
          note: note.trim() || null,
        },
        key.current,
      ),
    onSuccess: (work) => {
      refreshAfterOutsource(queryClient);
      toast(t('outsource.sentToast', { number: work.work_number, vendor: work.vendor_name }), 'success');
      onClose();
    },
    onError: (e) => {
      key.current = newUuid();
      onError(e);
    },
  });
  const submit = () => {
    if (!vendorId) return setError(t('outsource.chooseVendor'));
    if (!description.trim()) return setError(t('outsource.workRequired'));
    setError(null);
    send.mutate();
  };
  return (
    <Modal opened onClose={() => !send.isPending && onClose()} title={t('outsource.sendTitle')} centered>
      <Stack gap="sm">
        <Text size="sm">
          {t('outsource.order')}: {order.external_order_id}
        </Text>
        <Select
          label={t('outsource.vendor')}
          placeholder={t('outsource.chooseVendor')}
          searchable
          required
          data={(vendors.data?.content ?? []).map((v) => ({ value: String(v.vendor_id), label: v.name }))}
          value={vendorId}
          onChange={setVendorId}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label={t('outsource.workLabel')}
          placeholder={t('outsource.workPlaceholder')}
          required
          autosize
          minRows={2}
          maxLength={300}
          data-autofocus
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('outsource.expectedBack')}
          min={today}
          value={expected}
          onChange={(e) => setExpected(e.currentTarget.value)}
        />
        <TextInput label={t('outsource.note')} maxLength={1000} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
        <ErrorText error={error} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            {t('common.cancel')}
          </Button>
          <Button loading={send.isPending} onClick={submit} leftSection={<IconTruckDelivery size={16} />}>
            {t('outsource.sendOut')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The bill's fields (number, date, amount excluding tax, tax category); the server computes the tax. */
function BillFields({ bill, onChange }: { bill: OutsourceBillBody; onChange: (b: OutsourceBillBody) => void }) {
  const { t } = useTranslation();
  const today = useGarageToday();
  const taxes = useQuery(taxCategoriesQuery());
  return (
    <>
      <TextInput
        label={t('outsource.billNumber')}
        required
        maxLength={40}
        value={bill.bill_number}
        onChange={(e) => onChange({ ...bill, bill_number: e.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('outsource.billDate')}
        required
        max={today}
        value={bill.bill_date}
        onChange={(e) => onChange({ ...bill, bill_date: e.currentTarget.value })}
      />
      <TextInput
        label={t('outsource.amount')}
        required
        inputMode="decimal"
        value={String(bill.amount)}
        onChange={(e) => onChange({ ...bill, amount: e.currentTarget.value })}
      />
      <Select
        label={t('outsource.tax')}
        data={[
          { value: '', label: t('outsource.noTax') },
          ...(taxes.data ?? []).map((c) => ({ value: String(c.tax_category_id), label: c.name })),
        ]}
        value={bill.tax_category_id ? String(bill.tax_category_id) : ''}
        onChange={(v) => onChange({ ...bill, tax_category_id: v ? Number(v) : null })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}

/** "Mark received" (with the bill when it came along) or "Record bill" of work already back. */
function ReceiveModal({ work, mode, onClose }: { work: OutsourceWork; mode: 'receive' | 'bill'; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const today = useGarageToday();
  const { roles } = useShellData();
  const buyer = hasAnyRole(roles, PURCHASE_WRITE);
  const [withBill, setWithBill] = useState(mode === 'bill');
  const [bill, setBill] = useState<OutsourceBillBody>({ bill_number: '', bill_date: today, amount: '', tax_category_id: null });
  const { error, onError } = useRefusalState();
  const save = useMutation({
    mutationFn: () =>
      mode === 'bill'
        ? recordOutsourceBill(work.outsource_work_id, bill)
        : receiveOutsourceWork(work.outsource_work_id, withBill ? bill : null),
    onSuccess: (done) => {
      refreshAfterOutsource(queryClient);
      toast(
        done.bill && (mode === 'bill' || withBill)
          ? t('outsource.billToast', { number: done.work_number, vendor: done.vendor_name })
          : t('outsource.receivedToast', { number: done.work_number }),
        'success',
      );
      onClose();
    },
    onError,
  });
  const title =
    mode === 'bill'
      ? t('outsource.billTitle', { number: work.work_number })
      : t('outsource.receiveTitle', { number: work.work_number });
  return (
    <Modal opened onClose={() => !save.isPending && onClose()} title={title} centered>
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {work.vendor_name} · {work.description}
        </Text>
        {mode === 'receive' && buyer && (
          <Checkbox label={t('outsource.withBill')} checked={withBill} onChange={(e) => setWithBill(e.currentTarget.checked)} />
        )}
        {withBill && <BillFields bill={bill} onChange={setBill} />}
        <ErrorText error={error} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button loading={save.isPending} onClick={() => save.mutate()}>
            {mode === 'bill' ? t('outsource.recordBill') : t('outsource.receive')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function CancelModal({ work, onClose }: { work: OutsourceWork; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { error, onError } = useRefusalState();
  const cancel = useMutation({
    mutationFn: () => cancelOutsourceWork(work.outsource_work_id),
    onSuccess: (done) => {
      refreshAfterOutsource(queryClient);
      toast(t('outsource.cancelledToast', { number: done.work_number }), 'success');
      onClose();
    },
    onError,
  });
  return (
    <Modal
      opened
      onClose={() => !cancel.isPending && onClose()}
      title={t('outsource.cancelTitle', { number: work.work_number })}
      centered
    >
      <Stack gap="sm">
        <Text size="sm">{t('outsource.cancelText', { vendor: work.vendor_name })}</Text>
        <ErrorText error={error} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
            {t('outsource.keep')}
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            {t('outsource.cancelConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The buttons of one work: receive and cancel while out, record the bill once back (buyers). */
export function WorkActions({ work }: { work: OutsourceWork }) {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const [open, setOpen] = useState<'receive' | 'bill' | 'cancel' | 'void' | null>(null);
  const progress = hasAnyRole(roles, ORDER_PROGRESS_ROLES);
  const buyer = hasAnyRole(roles, PURCHASE_WRITE);
  const out = work.status === 'SENT';
  // A voided bill makes way for the right one.
  const billable = work.status === 'RECEIVED' && (!work.bill || work.bill.voided_at !== null) && buyer;
  const voidable = buyer && work.bill !== null && billVoidable(work.bill);
  if (!(out && progress) && !billable && !voidable) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {out && progress && (
        <>
          <Button size="xs" variant="light" leftSection={<IconCheck size={14} />} onClick={() => setOpen('receive')}>
            {t('outsource.receive')}
          </Button>
          <Button size="xs" variant="subtle" color="red" leftSection={<IconBan size={14} />} onClick={() => setOpen('cancel')}>
            {t('outsource.cancel')}
          </Button>
        </>
      )}
      {billable && (
        <Button size="xs" variant="light" leftSection={<IconFileInvoice size={14} />} onClick={() => setOpen('bill')}>
          {t('outsource.recordBill')}
        </Button>
      )}
      {voidable && (
        <Button size="xs" variant="subtle" color="red" leftSection={<IconFileOff size={14} />} onClick={() => setOpen('void')}>
          {t('outsource.voidBill')}
        </Button>
      )}
      {open === 'void' && <VoidBillDialog work={work} onClose={() => setOpen(null)} />}
      {(open === 'receive' || open === 'bill') && <ReceiveModal work={work} mode={open} onClose={() => setOpen(null)} />}
      {open === 'cancel' && <CancelModal work={work} onClose={() => setOpen(null)} />}
    </Group>
  );
}

/** One work as a card (phone-friendly): number, status, vendor, work, days, bill, actions. */
export function WorkCard({ work, showOrder = false }: { work: OutsourceWork; showOrder?: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Paper withBorder p="xs" data-testid="outsource-work">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {work.work_number}
            {showOrder && (
              <>
                {' · '}
                <Anchor
                  inherit
                  renderRoot={(props) => <Link {...props} to="/tabs/order-details" search={{ order: work.order_id }} />}
                >
                  {work.order_number}
                </Anchor>
              </>
            )}
          </Text>
          <OutsourceStatusBadge work={work} />
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {work.description}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {work.vendor_name} · {t('outsource.sent')} {dayText(f, work.sent_day)}
          {work.status === 'RECEIVED'
            ? ` · ${t('outsource.back')} ${dayText(f, work.received_day)}`
            : work.expected_back_day
              ? ` · ${t('outsource.expectedBack')} ${dayText(f, work.expected_back_day)}`
              : ''}
        </Text>
        {work.status !== 'CANCELLED' && <BillText work={work} />}
        <WorkActions work={work} />
      </Stack>
    </Paper>
  );
}

/** The repair order's "Outsourced work" section: its jobs sent out and "Send out" while the order is open. */
export function OrderOutsourcePanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const [sending, setSending] = useState(false);
  const isOrder = order.document === 'ORDER';
  const query = useQuery({ ...orderOutsourceQuery(order.order_id), enabled: isOrder });
  if (!isOrder) return null;
  const canSend = hasAnyRole(roles, ORDER_PROGRESS_ROLES) && !OUTSOURCE_CLOSED_ORDER_STATUSES.includes(order.status);
  const works = query.data ?? [];
  return (
    <div data-no-print>
      <Section
        title={t('outsource.title')}
        actions={
          canSend ? (
            <Button size="xs" leftSection={<IconTruckDelivery size={16} />} onClick={() => setSending(true)}>
              {t('outsource.sendOut')}
            </Button>
          ) : undefined
        }
      >
        {query.isPending ? (
          <Text size="sm" c="dimmed">
            …
          </Text>
        ) : works.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('outsource.orderEmpty')}
          </Text>
        ) : (
          <Stack gap="xs">
            {works.map((w) => (
              <WorkCard key={w.outsource_work_id} work={w} />
            ))}
          </Stack>
        )}
      </Section>
      {sending && <SendOutModal order={order} onClose={() => setSending(false)} />}
    </div>
  );
}
