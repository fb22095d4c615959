import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconChecks, IconFileAnalytics, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useAlertDialog } from '../../lib/ui/alert-dialog.tsx';
import { completeAudit, deleteAudit, refreshInventory, type StockAudit } from './inventory-api.ts';

/** A refusal (400/403) in an alert; anything else to the central handler. */
function useFailure() {
  const [alertNode, showAlert] = useAlertDialog();
  const fail = (error: unknown) => {
    const text = refusalText(error, currentLanguage(), [400, 403, 409]);
    if (text === null) reportHttpError(error);
    else showAlert(text);
  };
  return [alertNode, fail] as const;
}

/** Report, complete (with a confirmation that says what will move) and delete (confirmed) an audit. */
export function AuditActions({ audit }: { audit: StockAudit }) {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [alertNode, fail] = useFailure();
  const [confirm, setConfirm] = useState<'complete' | 'delete' | null>(null);
  const complete = useMutation({
    mutationFn: () => completeAudit(audit.audit_id),
    onSuccess: (done) => {
      setConfirm(null);
      refreshInventory(queryClient);
      toast(t('inventory.count.completed', { number: done.audit_number }), 'success');
      void navigate({ to: '/tabs/stock-audit-report', search: { audit: done.audit_id } });
    },
    onError: (error) => {
      setConfirm(null);
      refreshInventory(queryClient);
      fail(error);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteAudit(audit.audit_id),
    onSuccess: () => {
      setConfirm(null);
      refreshInventory(queryClient);
      toast(t('inventory.count.deleted', { number: audit.audit_number }), 'success');
      void navigate({ to: '/tabs/stock-audit' });
    },
    onError: (error) => {
      setConfirm(null);
      fail(error);
    },
  });
  const open = audit.status !== 'COMPLETED';
  const totals = audit.totals;
  return (
    <>
      {alertNode}
      <Button
        variant="default"
        leftSection={<IconFileAnalytics size={16} />}
        renderRoot={(p) => <Link {...p} to="/tabs/stock-audit-report" search={{ audit: audit.audit_id }} />}
      >
        {t('inventory.count.report')}
      </Button>
      {open && audit.can_complete && (
        <Button leftSection={<IconChecks size={16} />} onClick={() => setConfirm('complete')}>
          {t('inventory.count.complete')}
        </Button>
      )}
      {open && (
        <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirm('delete')}>
          {t('inventory.count.delete')}
        </Button>
      )}
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        centered
        title={
          confirm === 'delete'
            ? t('inventory.count.deleteTitle', { number: audit.audit_number })
            : t('inventory.count.completeTitle', { number: audit.audit_number })
        }
      >
        <Stack gap="sm">
          <Text size="sm">
            {confirm === 'delete'
              ? t('inventory.count.deleteText')
              : audit.prices_hidden
                ? t('inventory.count.completeTextHidden', { over: totals.over, short: totals.short })
                : t('inventory.count.completeText', { over: totals.over, short: totals.short, value: f.money(totals.value_net) })}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirm(null)}>
              {t('common.cancel')}
            </Button>
            {confirm === 'delete' ? (
              <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
                {t('inventory.count.delete')}
              </Button>
            ) : (
              <Button loading={complete.isPending} onClick={() => complete.mutate()}>
                {t('inventory.count.complete')}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

export { useFailure };
