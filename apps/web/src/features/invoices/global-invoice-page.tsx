import { INVOICE_CREATE, INVOICE_READ } from '@garage/contract/meta';
import { hasAnyRole } from '@garage/domain';
import { Alert, Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconFileInvoice } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import {
  type GlobalCfdi,
  type GlobalCfdiPeriodBody,
  globalListQuery,
  globalPreviewQuery,
  issueGlobalCfdi,
} from '../../lib/invoices/global-cfdi-api.ts';
import { invoiceHref, invoiceKeys } from '../../lib/invoices/invoices-api.ts';
import { useGarageToday } from '../../lib/orders/use-garage-today.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { GlobalInvoiceCard } from './global-invoice-card.tsx';
import { offeredPeriodicidades, PERIODICIDADES, type Periodicidad, periodText } from './global-invoice-rules.ts';

/**
 * /tabs/global-invoice (Mexico): the global invoice (factura global) of a period's sales to the public left
 * for it — choose the period, see the bills it covers and their total, issue it, then its folio fiscal and
 * the sandbox mark; below, the garage's global invoices, each cancellable at SAT while active. Decision 048,
 * addenda on the global invoice and on cancelling it.
 */
export function GlobalInvoicePage() {
  const { t } = useTranslation();
  const { roles, garage } = useShellData();
  if (garage.country_code !== 'MX' || !hasAnyRole(roles, INVOICE_READ))
    return <AccessDenied title={t('invoices.global.title')} />;
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title={t('invoices.global.title')} description={t('invoices.global.description')} />
      {hasAnyRole(roles, INVOICE_CREATE) && <IssueGlobal />}
      <IssuedList />
    </Stack>
  );
}

function SandboxNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('invoices.cfdi.sandboxTitle')}>
      {t('invoices.cfdi.sandboxText')}
    </Alert>
  );
}

function IssueGlobal() {
  const { t } = useTranslation();
  const f = useFormat();
  const today = useGarageToday();
  const desktop = useIsDesktop();
  const queryClient = useQueryClient();
  const { properties } = useShellData();
  // Bimonthly (05) is SAT's for régimen 621 only: other garages are not offered it, and a hint says why.
  const offered = offeredPeriodicidades(properties);
  const bimonthlyHidden = offered.length < PERIODICIDADES.length;
  const [periodicidad, setPeriodicidad] = useState<Periodicidad>('04');
  const [date, setDate] = useState(today);
  const [issued, setIssued] = useState<GlobalCfdi | null>(null);
  const key = useRef<string | null>(null);
  const body: GlobalCfdiPeriodBody = { periodicidad, date };
  const preview = useQuery({ ...globalPreviewQuery(body), enabled: /^\d{4}-\d{2}-\d{2}$/.test(date) });
  const refusal = preview.error ? refusalText(preview.error, currentLanguage()) : null;
  const issue = useMutation({
    mutationFn: () => {
      key.current ??= crypto.randomUUID();
      return issueGlobalCfdi(body, key.current);
    },
    onSuccess: (global) => {
      key.current = null;
      setIssued(global);
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      toast(t('invoices.global.issued', { folio: `FG-${global.folio}` }), 'success');
    },
    onError: (error) => {
      key.current = null;
      const text = refusalText(error, currentLanguage());
      if (text === null) reportHttpError(error);
      else toast(text);
    },
  });
  const choose = (next: () => void) => {
    setIssued(null);
    next();
  };
  const data = preview.data;
  const bills = data?.bills ?? [];
  // The result of issuing stays in view until another period is chosen, unless it is cancelled below meanwhile:
  // then its card in the list says so, and the green "stamped" box would contradict it.
  const list = useQuery(globalListQuery(0));
  const cancelled = issued !== null && list.data?.content.find((g) => g.id === issued.id)?.status === 'CANCELLED';
  const shown = cancelled ? null : issued;

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('invoices.global.periodicidad')}
            data={offered.map((p) => ({ value: p, label: t(`invoices.global.periodicidades.${p}`) }))}
            description={bimonthlyHidden ? t('invoices.global.bimonthlyOnly621') : undefined}
            value={periodicidad}
            onChange={(v) => v && choose(() => setPeriodicidad(v as Periodicidad))}
            allowDeselect={false}
            style={{ flex: '1 1 180px' }}
          />
          <TextInput
            type="date"
            label={t('invoices.global.day')}
            description={t('invoices.global.dayHint')}
            value={date}
            max={today}
            onChange={(e) => {
              const v = e.currentTarget.value;
              choose(() => setDate(v));
            }}
            style={{ flex: '1 1 180px' }}
          />
        </Group>
        {refusal && (
          <Alert color="orange" variant="light">
            {refusal}
          </Alert>
        )}
        {data && !refusal && (
          <>
            <Text size="sm" data-testid="global-period">
              {periodText(t, data.period, (d) => f.date(d, 'UTC'))}
            </Text>
            {bills.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('invoices.global.none')}
              </Text>
            ) : desktop ? (
              <Table.ScrollContainer minWidth={520}>
                <Table striped withTableBorder>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('invoices.global.number')}</Table.Th>
                      <Table.Th>{t('invoices.global.date')}</Table.Th>
                      <Table.Th>{t('invoices.global.customer')}</Table.Th>
                      <Table.Th ta="right">{t('invoices.global.amount')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {bills.map((b) => (
                      <Table.Tr key={b.invoice_id}>
                        <Table.Td>
                          <Anchor size="sm" renderRoot={(p) => <Link {...p} to={invoiceHref(b.invoice_id)} />}>
                            {b.invoice_number}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{f.dateTime(b.invoiced_at)}</Table.Td>
                        <Table.Td>{b.customer_name}</Table.Td>
                        <Table.Td ta="right">{f.money(b.total_amount)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Stack gap={6}>
                {bills.map((b) => (
                  <Group key={b.invoice_id} justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Anchor size="sm" fw={600} renderRoot={(p) => <Link {...p} to={invoiceHref(b.invoice_id)} />}>
                        {b.invoice_number}
                      </Anchor>
                      <Text size="xs" c="dimmed" truncate>
                        {b.customer_name} · {f.dateTime(b.invoiced_at)}
                      </Text>
                    </Stack>
                    <Text size="sm">{f.money(b.total_amount)}</Text>
                  </Group>
                ))}
              </Stack>
            )}
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text fw={650} data-testid="global-total">
                {t('invoices.global.total', { count: bills.length, total: f.money(data.total) })}
              </Text>
              <Button
                leftSection={<IconFileInvoice size={16} />}
                disabled={bills.length === 0}
                loading={issue.isPending}
                onClick={() => issue.mutate()}
              >
                {t('invoices.global.issue')}
              </Button>
            </Group>
            {data.unpaid_count > 0 && (
              <Text size="xs" c="dimmed">
                {t('invoices.global.unpaid', { count: data.unpaid_count })}
              </Text>
            )}
          </>
        )}
        {shown && (
          <Stack gap="xs" data-testid="global-issued">
            <Alert color="green" variant="light" title={t('invoices.global.issuedTitle', { folio: `FG-${shown.folio}` })}>
              <Text size="sm">
                {t('invoices.global.uuid')}:{' '}
                <Text span ff="monospace" data-testid="global-uuid" style={{ wordBreak: 'break-all' }}>
                  {shown.uuid}
                </Text>
              </Text>
            </Alert>
            {shown.sandbox && <SandboxNotice />}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function IssuedList() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const list = useQuery(globalListQuery(0));
  const rows = list.data?.content ?? [];
  const mayCancel = hasAnyRole(roles, INVOICE_CREATE);
  return (
    <Stack gap="xs">
      <Text fw={650}>{t('invoices.global.listTitle')}</Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {list.isLoading ? t('common.loading') : t('invoices.global.listEmpty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {rows.map((g) => (
            <GlobalInvoiceCard key={g.id} global={g} mayCancel={mayCancel} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
