import { INVOICE_CREATE } from '@garage/contract/meta';
import { hasAnyRole, type MessageKey } from '@garage/domain';
import { Alert, Badge, Button, Code, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileCode, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { reportHttpError } from '../../lib/http.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { downloadCfdiXml, type Invoice, refreshAfterBilling, stampCfdi } from '../../lib/invoices/invoices-api.ts';
import { message } from '../../lib/messages.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useAlertDialog } from '../../lib/ui/alert-dialog.tsx';
import { Field, Section } from '../../lib/ui/detail-section.tsx';

const STATUS_COLOR = { PENDING: 'gray', STAMPED: 'green', FAILED: 'red', CANCELLED: 'dark' } as const;

/**
 * Mexico: the invoice's CFDI — its status, folio fiscal (UUID) and stamp date, the XML to download, a retry
 * after a failure with what to fix, and an unmistakable mark when the sandbox PAC stamped it.
 */
export function CfdiPanel({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fmt = useFormat();
  const { roles } = useShellData();
  const queryClient = useQueryClient();
  const [alertNode, showAlert] = useAlertDialog();
  const refused = (error: unknown) => {
    const text = refusalText(error, language);
    if (text === null) reportHttpError(error);
    else showAlert(text);
  };
  const retry = useMutation({
    mutationFn: () => stampCfdi(invoice.invoice_id),
    onSuccess: (updated) => {
      refreshAfterBilling(queryClient, updated);
      if (updated.cfdi?.status === 'STAMPED') toast(t('invoices.cfdi.stampedToast'), 'success');
    },
    onError: refused,
  });
  const download = useMutation({ mutationFn: () => downloadCfdiXml(invoice), onError: refused });
  const cfdi = invoice.cfdi;
  if (!cfdi) return null;
  const canRetry =
    (cfdi.status === 'FAILED' || cfdi.status === 'PENDING') && invoice.status === 'ACTIVE' && hasAnyRole(roles, INVOICE_CREATE);
  const error = cfdi.error;
  return (
    <Section
      title={t('invoices.cfdi.title')}
      actions={
        <Group gap="xs" data-no-print>
          {cfdi.uuid && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFileCode size={16} />}
              loading={download.isPending}
              onClick={() => download.mutate()}
            >
              {t('invoices.cfdi.downloadXml')}
            </Button>
          )}
          {canRetry && (
            <Button size="xs" leftSection={<IconRefresh size={16} />} loading={retry.isPending} onClick={() => retry.mutate()}>
              {t('invoices.cfdi.retry')}
            </Button>
          )}
        </Group>
      }
    >
      {alertNode}
      <Group gap="lg" wrap="wrap" align="flex-start">
        <Field label={t('invoices.cfdi.status')}>
          <Badge color={STATUS_COLOR[cfdi.status]} variant="light">
            {t(`invoices.cfdi.statuses.${cfdi.status}`)}
          </Badge>
        </Field>
        {cfdi.uuid && (
          <Field label={t('invoices.cfdi.uuid')}>
            <Code style={{ wordBreak: 'break-all' }} data-testid="cfdi-uuid">
              {cfdi.uuid}
            </Code>
          </Field>
        )}
        {cfdi.stamped_at && <Field label={t('invoices.cfdi.stampedAt')}>{fmt.dateTime(cfdi.stamped_at)}</Field>}
        <Field label={t('invoices.cfdi.use')}>S01</Field>
        {cfdi.metodo_pago && (
          <Field label={t('invoices.cfdi.method')}>
            {cfdi.metodo_pago} · {cfdi.forma_pago}
          </Field>
        )}
        {cfdi.cancel_reason && <Field label={t('invoices.cfdi.cancelReason')}>{cfdi.cancel_reason}</Field>}
      </Group>
      {cfdi.sandbox && cfdi.uuid && (
        <Alert color="red" variant="light" mt="sm" icon={<IconAlertTriangle size={18} />} title={t('invoices.cfdi.sandboxTitle')}>
          {t('invoices.cfdi.sandboxText')}
        </Alert>
      )}
      {cfdi.status === 'FAILED' && error && (
        <Alert color="orange" variant="light" mt="sm" title={t('invoices.cfdi.failedTitle')}>
          <Text size="sm">
            {error.key.startsWith('cfdi.') ? message(error.key as MessageKey, language, error.params) : error.key}
          </Text>
          {error.detail && (
            <Text size="xs" c="dimmed" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {error.detail}
            </Text>
          )}
        </Alert>
      )}
    </Section>
  );
}
