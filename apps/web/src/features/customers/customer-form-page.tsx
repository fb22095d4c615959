import { CUSTOMER_WRITE } from '@garage/contract';
import { hasAnyRole } from '@garage/domain';
import { Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { customerQuery } from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { CustomerForm } from '../../lib/masters/customer-form.tsx';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { ListSkeleton } from '../../lib/ui/list-states.tsx';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';

const route = getRouteApi('/tabs/create-customer');

/** /tabs/create-customer (add) and /tabs/create-customer?customer_id= (edit). */
export function CustomerFormPage() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const { customer_id: customerId } = route.useSearch();
  const navigate = useNavigate();
  const router = useRouter();
  const allowed = hasAnyRole(roles, CUSTOMER_WRITE);
  const existing = useQuery({ ...customerQuery(customerId ?? 0), enabled: allowed && customerId !== undefined });
  const editing = customerId !== undefined;
  const title = editing ? t('customers.form.editTitle') : t('customers.form.createTitle');

  if (!allowed) return <AccessDenied title={title} />;

  const back = editing
    ? {
        label: t('customers.details.back'),
        render: (props: Record<string, unknown>) => (
          <Link {...props} to="/tabs/customer-details/$customerId" params={{ customerId: String(customerId) }} />
        ),
      }
    : { label: t('customers.backToList'), render: (props: Record<string, unknown>) => <Link {...props} to="/tabs/customer" /> };

  const leave = () => {
    if (router.history.canGoBack()) router.history.back();
    else
      void navigate(
        editing
          ? { to: '/tabs/customer-details/$customerId', params: { customerId: String(customerId) } }
          : { to: '/tabs/customer' },
      );
  };

  return (
    <Stack gap={0} maw={860}>
      <PageHeader title={title} back={back} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        {editing && existing.isPending ? (
          <ListSkeleton rows={5} />
        ) : editing && !existing.data ? (
          <LoadFailed onRetry={() => void existing.refetch()} />
        ) : (
          <CustomerForm
            key={existing.data?.customer_id ?? 'new'}
            customer={existing.data ?? null}
            autoFocus
            onCancel={leave}
            onSaved={(c) =>
              void navigate({
                to: '/tabs/customer-details/$customerId',
                params: { customerId: String(c.customer_id) },
                replace: true,
              })
            }
          />
        )}
      </Paper>
    </Stack>
  );
}
