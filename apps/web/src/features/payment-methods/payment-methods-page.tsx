import { ACCOUNTS_MANAGE, INVOICE_READ } from '@garage/contract/meta';
import { hasAnyRole } from '@garage/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import {
  deletePaymentMethod,
  type PaymentMethod,
  paymentMethodKeys,
  paymentMethodsQuery,
  updatePaymentMethod,
  useMethodLabel,
} from '../../lib/invoices/payment-methods-api.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { PaymentMethodModal } from './payment-method-modal.tsx';
import { MethodCards, MethodsTable } from './payment-methods-list.tsx';

/** A refusal in a toast as the server words it; anything else to the central handler. */
function refused(e: unknown) {
  const text = refusalText(e, currentLanguage());
  if (text) toast(text);
  else reportHttpError(e);
}

/** Delete an unused method of the garage's own, once confirmed. */
function DeleteDialog({ method, onClose }: { method: PaymentMethod | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const name = useMethodLabel()(method?.code ?? '', method?.name);
  const remove = useMutation({
    mutationFn: (m: PaymentMethod) => deletePaymentMethod(m.code),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: paymentMethodKeys.all });
      toast(t('invoices.paymentMethods.deleted', { name }), 'success');
      onClose();
    },
    onError: refused,
  });
  return (
    <Modal
      opened={method !== null}
      onClose={() => !remove.isPending && onClose()}
      title={t('invoices.paymentMethods.deleteTitle', { name })}
      centered
      size="sm"
    >
      <Text size="sm">{t('invoices.paymentMethods.deleteText')}</Text>
      <Group justify="flex-end" mt="md" gap="xs">
        <Button variant="default" onClick={onClose} disabled={remove.isPending}>
          {t('common.cancel')}
        </Button>
        <Button color="red" loading={remove.isPending} onClick={() => method && remove.mutate(method)} data-autofocus>
          {t('invoices.paymentMethods.delete')}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * /tabs/payment-master (decision 050): the garage's payment methods — the built-ins, renamed or turned
 * off here, and its own (UPI, wallets, fleet cards) of a kind the books understand. Everyone who reads
 * bills sees the list; the owner and the accounts manager change it.
 */
export function PaymentMethodsPage() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const desktop = useIsDesktop();
  const queryClient = useQueryClient();
  const canRead = hasAnyRole(roles, INVOICE_READ);
  const canWrite = hasAnyRole(roles, ACCOUNTS_MANAGE);
  const list = useQuery({ ...paymentMethodsQuery(true), enabled: canRead });
  const [editing, setEditing] = useState<PaymentMethod | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const label = useMethodLabel();
  const toggle = useMutation({
    mutationFn: (m: PaymentMethod) => updatePaymentMethod(m.code, { name: m.name, active: !m.active }),
    onSuccess: (m) => {
      void queryClient.invalidateQueries({ queryKey: paymentMethodKeys.all });
      toast(t('invoices.paymentMethods.saved', { name: label(m.code, m.name) }), 'success');
    },
    onError: refused,
  });

  if (!canRead) return <AccessDenied title={t('features.paymentMethods')} />;

  const addButton = canWrite ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
      {t('invoices.paymentMethods.add')}
    </Button>
  ) : null;
  const listProps = {
    onEdit: canWrite ? setEditing : null,
    onToggle: canWrite ? (m: PaymentMethod) => toggle.mutate(m) : null,
    onDelete: canWrite ? setDeleting : null,
  };
  return (
    <Stack gap={0} maw={1100}>
      <PageHeader
        title={t('features.paymentMethods')}
        description={canWrite ? t('invoices.paymentMethods.description') : t('invoices.paymentMethods.readOnly')}
        actions={addButton}
      />
      <QueryList
        query={list}
        rows={(rows) => rows}
        skeleton={{ rows: 7 }}
        empty={{ icon: <IconCreditCard size={22} />, title: t('invoices.paymentMethods.title'), text: '' }}
      >
        {(rows) => (desktop ? <MethodsTable rows={rows} {...listProps} /> : <MethodCards rows={rows} {...listProps} />)}
      </QueryList>
      <PaymentMethodModal
        method={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <DeleteDialog method={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
