import { CUSTOMER_READ, PAYMENT_TAKE } from '@garage/contract/meta';
import { hasAnyRole } from '@garage/domain';
import { Alert, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerQuery } from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { dueListQuery, type Receipt } from '../../lib/invoices/dues-api.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { EmptyList, ListSkeleton } from '../../lib/ui/list-states.tsx';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { ClearDuesForm } from './clear-dues-form.tsx';

const route = getRouteApi('/tabs/customer-due-clear/$customerId');

/** The most bills the screen lists (the contract's page size); a payment settles at most 50 of them. */
const LISTED = 100;

/**
 * /tabs/customer-due-clear/$customerId (spec "customer-due-clear"): a customer's bills still owed, oldest
 * first, and one receipt over the chosen ones; then its number and the dues as they stand.
 */
export function ClearDuesPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const { roles } = useShellData();
  const id = Number(route.useParams().customerId);
  const valid = Number.isInteger(id) && id > 0;
  const allowed = hasAnyRole(roles, PAYMENT_TAKE) && hasAnyRole(roles, CUSTOMER_READ);
  const customer = useQuery({ ...customerQuery(id), enabled: allowed && valid });
  const dues = useQuery({
    ...dueListQuery({ customer_id: id, page_number: 0, page_size: LISTED }),
    enabled: allowed && valid,
  });
  const [receipt, setReceipt] = useState<Receipt | null>(null);

  if (!allowed) return <AccessDenied title={t('dues.clear.title')} />;
  const back = {
    label: t('dues.clear.back'),
    render: (props: Record<string, unknown>) => (
      <Link {...props} to="/tabs/customer-details/$customerId" params={{ customerId: String(id) }} />
    ),
  };
  const bills = dues.data?.content ?? [];
  // The form starts over when the bills change (after a receipt), not on a refetch that changed nothing.
  const formKey = bills.map((b) => `${b.invoice_id}:${b.due_amount}`).join(',');

  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title={t('dues.clear.title')}
        description={customer.data ? customer.data.display_name : undefined}
        back={back}
      />
      {receipt && (
        <Alert color="teal" icon={<IconCircleCheck size={18} />} title={t('dues.clear.done', { number: receipt.receipt_number })}>
          <Text size="sm" data-testid="receipt-done">
            {t('dues.clear.doneText', {
              amount: f.money(receipt.amount),
              count: new Set(receipt.payments.map((p) => p.invoice_id)).size,
            })}
          </Text>
        </Alert>
      )}
      {dues.isPending ? (
        <ListSkeleton rows={4} height={48} />
      ) : dues.isError && !dues.data ? (
        <LoadFailed onRetry={() => void dues.refetch()} />
      ) : bills.length === 0 ? (
        <EmptyList icon={<IconReceipt size={22} />} title={t('dues.clear.nothing')} text={t('dues.clear.nothingText')} />
      ) : (
        <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="md">
            <Text size="sm">
              {t('dues.clear.totalDue', { amount: f.money(dues.data?.total_due ?? '0'), count: dues.data?.total_elements ?? 0 })}
            </Text>
            <ClearDuesForm key={formKey} customerId={id} bills={bills} onPaid={setReceipt} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
