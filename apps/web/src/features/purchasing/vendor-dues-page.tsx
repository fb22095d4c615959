import { VENDOR_PAY } from '@garage/contract/meta';
import { hasAnyRole, VENDOR_PAYMENT_METHODS, type VendorPaymentMethod } from '@garage/domain';
import { Badge, Button, Group, Modal, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { newUuid } from '../../lib/idempotency.ts';
import { useGarageToday } from '../../lib/orders/use-garage-today.ts';
import {
  outgoingPaymentsQuery,
  PAGE_SIZE,
  payVendors,
  purchasingKeys,
  type VendorDue,
  vendorDuesQuery,
} from '../../lib/purchasing/purchasing-api.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import classes from '../../lib/ui/lists.module.css';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';

type Bill = VendorDue['bills'][number];

/** Pay one vendor bill (at most what it still owes; the server checks it again). */
function PayModal({ vendor, bill, onClose }: { vendor: VendorDue; bill: Bill; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const today = useGarageToday();
  const [amount, setAmount] = useState(bill.due_amount);
  const [method, setMethod] = useState<VendorPaymentMethod>('BANK_TRANSFER');
  const [reference, setReference] = useState('');
  const [date, setDate] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const key = useRef(newUuid());
  const pay = useMutation({
    mutationFn: () =>
      payVendors(
        [
          {
            vendor_id: vendor.vendor_id,
            stock_in_id: bill.stock_in_id,
            amount: amount.trim(),
            method,
            reference: reference.trim() || null,
            transaction_date: date,
          },
        ],
        key.current,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: purchasingKeys.all });
      toast(t('purchasing.dues.recorded', { vendor: vendor.vendor_name }), 'success');
      onClose();
    },
    onError: (e) => {
      key.current = newUuid();
      const text = refusalText(e, currentLanguage());
      if (text) setError(text);
      else reportHttpError(e);
    },
  });
  return (
    <Modal
      opened
      onClose={() => !pay.isPending && onClose()}
      title={t('purchasing.dues.payTitle', { vendor: vendor.vendor_name })}
      centered
    >
      <Stack gap="sm">
        <Text size="sm">
          {t('purchasing.dues.bill')}: {bill.bill_number ?? bill.stock_in_number}
        </Text>
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
          label={t('purchasing.dues.date')}
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
          <Button variant="default" onClick={onClose} disabled={pay.isPending}>
            {t('common.cancel')}
          </Button>
          <Button loading={pay.isPending} onClick={() => pay.mutate()}>
            {t('purchasing.dues.record')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Payments() {
  const { t } = useTranslation();
  const f = useFormat();
  const desktop = useIsDesktop();
  const [page, setPage] = useState(0);
  const query = useQuery(outgoingPaymentsQuery(page));
  return (
    <Stack gap="xs">
      <Text fw={700}>{t('purchasing.dues.history')}</Text>
      <QueryList
        query={query}
        rows={(d) => d.content}
        empty={
          <Text c="dimmed" size="sm">
            {t('purchasing.dues.noPayments')}
          </Text>
        }
      >
        {(rows, { data }) => (
          <>
            {desktop ? (
              <Table.ScrollContainer minWidth={560}>
                <Table verticalSpacing={4} aria-label={t('purchasing.dues.history')}>
                  <Table.Tbody>
                    {rows.map((p) => (
                      <Table.Tr key={p.payment_id}>
                        <Table.Td>{p.payment_number}</Table.Td>
                        <Table.Td>{f.date(`${p.transaction_date}T12:00:00Z`, 'UTC')}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.vendor_name}</Table.Td>
                        <Table.Td>{p.bill_number ?? p.stock_in_number}</Table.Td>
                        <Table.Td>{t(`purchasing.dues.methods.${p.method}`)}</Table.Td>
                        <Table.Td ta="right">{f.money(p.amount)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <ul className={classes.cards} aria-label={t('purchasing.dues.history')}>
                {rows.map((p) => (
                  <li key={p.payment_id} className={classes.card}>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" fw={600}>
                        {p.payment_number}
                      </Text>
                      <Text size="sm" fw={600}>
                        {f.money(p.amount)}
                      </Text>
                    </Group>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {p.vendor_name} · {p.bill_number ?? p.stock_in_number}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {f.date(`${p.transaction_date}T12:00:00Z`, 'UTC')} · {t(`purchasing.dues.methods.${p.method}`)}
                    </Text>
                  </li>
                ))}
              </ul>
            )}
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
    </Stack>
  );
}

/** /tabs/vendor-due-amount: what the garage owes each vendor, bill by bill, with a Pay action; payments made. */
export function VendorDuesPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const desktop = useIsDesktop();
  const { roles } = useShellData();
  const today = useGarageToday();
  const canPay = hasAnyRole(roles, VENDOR_PAY);
  const dues = useQuery({ ...vendorDuesQuery(), enabled: canPay });
  const [paying, setPaying] = useState<{ vendor: VendorDue; bill: Bill } | null>(null);
  if (!canPay) return <AccessDenied title={t('purchasing.dues.title')} />;
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader
        title={t('purchasing.dues.title')}
        description={t('purchasing.dues.description')}
        actions={
          <Button variant="default" renderRoot={(props) => <Link {...props} to="/tabs/vendor-refund-history" search={{}} />}>
            {t('features.vendorRefunds')}
          </Button>
        }
      />
      <QueryList
        query={dues}
        rows={(d) => d}
        skeleton={{ rows: 4 }}
        empty={{ icon: <IconReceiptRefund size={22} />, title: t('purchasing.dues.empty') }}
      >
        {(vendors) => (
          <Stack gap="sm">
            {vendors.map((v) => (
              <Paper key={v.vendor_id} withBorder p="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {v.vendor_name}
                  </Text>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="subtle"
                      renderRoot={(props) => <Link {...props} to="/tabs/vendor-part-return" search={{ vendor: v.vendor_id }} />}
                    >
                      {t('purchasing.returns.returnParts')}
                    </Button>
                    <Text size="sm">
                      {t('purchasing.dues.owed')}: <b>{f.money(v.due_amount)}</b>
                    </Text>
                    {Number(v.overdue_amount) > 0 && (
                      <Badge color="red" variant="light" tt="none">
                        {t('purchasing.dues.overdue')}: {f.money(v.overdue_amount)}
                      </Badge>
                    )}
                  </Group>
                </Group>
                {desktop ? (
                  <Table.ScrollContainer minWidth={560}>
                    <Table verticalSpacing={4} mt="xs">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('purchasing.dues.bill')}</Table.Th>
                          <Table.Th>{t('purchasing.dues.dueDay')}</Table.Th>
                          <Table.Th ta="right">{t('purchasing.dues.total')}</Table.Th>
                          <Table.Th ta="right">{t('purchasing.dues.paid')}</Table.Th>
                          <Table.Th ta="right">{t('purchasing.dues.owed')}</Table.Th>
                          <Table.Th />
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {v.bills.map((b) => (
                          <Table.Tr key={b.stock_in_id}>
                            <Table.Td>
                              {b.bill_number ?? b.stock_in_number}
                              {b.outsource && (
                                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                                  {t('outsource.duesLabel', {
                                    description: b.outsource.description,
                                    order: b.outsource.order_number,
                                  })}
                                </Text>
                              )}
                            </Table.Td>
                            <Table.Td c={b.due_day < today ? 'red' : undefined}>
                              {f.date(`${b.due_day}T12:00:00Z`, 'UTC')}
                            </Table.Td>
                            <Table.Td ta="right">{f.money(b.grand_total)}</Table.Td>
                            <Table.Td ta="right">
                              {f.money(b.paid_amount)}
                              {Number(b.credited_amount) > 0 && (
                                <Text size="xs" c="dimmed">
                                  {t('purchasing.dues.credited', { amount: f.money(b.credited_amount) })}
                                </Text>
                              )}
                            </Table.Td>
                            <Table.Td ta="right">{f.money(b.due_amount)}</Table.Td>
                            <Table.Td ta="right">
                              <Button size="xs" variant="light" onClick={() => setPaying({ vendor: v, bill: b })}>
                                {t('purchasing.dues.pay')}
                              </Button>
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                ) : (
                  <ul className={classes.cards} aria-label={t('purchasing.dues.billsOf', { vendor: v.vendor_name })}>
                    {v.bills.map((b) => (
                      <li key={b.stock_in_id} className={classes.card}>
                        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                          <div style={{ minWidth: 0 }}>
                            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                              {b.bill_number ?? b.stock_in_number}
                            </Text>
                            {b.outsource && (
                              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                                {t('outsource.duesLabel', {
                                  description: b.outsource.description,
                                  order: b.outsource.order_number,
                                })}
                              </Text>
                            )}
                            <Text size="xs" c={b.due_day < today ? 'red' : 'dimmed'}>
                              {t('purchasing.dues.dueDay')}: {f.date(`${b.due_day}T12:00:00Z`, 'UTC')}
                            </Text>
                          </div>
                          <Button
                            size="xs"
                            variant="light"
                            style={{ flexShrink: 0 }}
                            onClick={() => setPaying({ vendor: v, bill: b })}
                          >
                            {t('purchasing.dues.pay')}
                          </Button>
                        </Group>
                        <Group justify="space-between" gap="xs">
                          <Text size="xs" c="dimmed">
                            {t('purchasing.dues.total')} {f.money(b.grand_total)} · {t('purchasing.dues.paid')}{' '}
                            {f.money(b.paid_amount)}
                            {Number(b.credited_amount) > 0
                              ? ` ${t('purchasing.dues.credited', { amount: f.money(b.credited_amount) })}`
                              : ''}
                          </Text>
                          <Text size="sm" fw={600}>
                            {t('purchasing.dues.owed')} {f.money(b.due_amount)}
                          </Text>
                        </Group>
                      </li>
                    ))}
                  </ul>
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </QueryList>
      <Payments />
      {paying && <PayModal vendor={paying.vendor} bill={paying.bill} onClose={() => setPaying(null)} />}
    </Stack>
  );
}
