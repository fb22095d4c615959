import type { MessageKey } from '@garage/domain';
import { Alert, Badge, Button, Code, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileCode, IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format.ts';
import { reportHttpError } from '../http.ts';
import { useLanguage } from '../i18n.ts';
import { message } from '../messages.ts';
import { refusalText } from '../server-errors.ts';
import { toast } from '../toast.ts';
import { useAlertDialog } from '../ui/alert-dialog.tsx';
import { Field, Section } from '../ui/detail-section.tsx';

const STATUS_COLOR = {
  PENDING: 'gray',
  STAMPED: 'green',
  FAILED: 'red',
  CANCELLED: 'dark',
  NOT_REQUIRED: 'gray',
  GLOBAL: 'blue',
} as const;

/** What every CFDI of the product shows: an invoice's (ingreso), a receipt's (REP) or a credit note's (egreso). */
export interface CfdiState {
  status: keyof typeof STATUS_COLOR;
  uuid: string | null;
  stamped_at: string | null;
  sandbox: boolean;
  error: { key: string; params?: Record<string, string | number> | undefined; detail?: string | null | undefined } | null;
}

/**
 * Mexico: one CFDI's section (decision 048) — its status, folio fiscal (UUID) and stamp date, the fields its
 * kind adds (`fields`), the XML to download, a retry while it waits or after a failure, why it waits or
 * failed, and an unmistakable mark when the sandbox PAC stamped it. The invoice's panel and the receipt's
 * and credit note's panels fill it with their own fields and calls.
 */
export function CfdiSection({
  title,
  cfdi,
  fields,
  uuidTestId,
  download,
  retry,
}: {
  title: string;
  cfdi: CfdiState;
  /** The kind's own fields after the stamp date. */
  fields?: ReactNode;
  uuidTestId: string;
  download: () => Promise<void>;
  /** Stamps again; absent when the reader may not (or the document no longer can) be stamped. */
  retry?: (() => Promise<{ cfdi: { status: string } | null }>) | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fmt = useFormat();
  const [alertNode, showAlert] = useAlertDialog();
  const refused = (error: unknown) => {
    const text = refusalText(error, language);
    if (text === null) reportHttpError(error);
    else showAlert(text);
  };
  const stamp = useMutation({
    mutationFn: () => retry!(),
    onSuccess: (updated) => {
      if (updated.cfdi?.status === 'STAMPED') toast(t('invoices.cfdi.stampedToast'), 'success');
    },
    onError: refused,
  });
  const save = useMutation({ mutationFn: download, onError: refused });
  const canRetry = retry !== undefined && (cfdi.status === 'FAILED' || cfdi.status === 'PENDING');
  const error = cfdi.error;
  // Waiting for the invoice's CFDI, or (a sale left for the global invoice) for the global invoice or its own CFDI.
  const waitingGlobal = cfdi.status === 'PENDING' && error?.key === 'cfdi.waitingGlobal';
  const waiting = waitingGlobal || (cfdi.status === 'PENDING' && error?.key === 'cfdi.waitingInvoice');
  const errorText = error
    ? error.key.startsWith('cfdi.')
      ? message(error.key as MessageKey, language, error.params)
      : error.key
    : null;
  return (
    <Section
      title={title}
      actions={
        <Group gap="xs" data-no-print>
          {cfdi.uuid && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFileCode size={16} />}
              loading={save.isPending}
              onClick={() => save.mutate()}
            >
              {t('invoices.cfdi.downloadXml')}
            </Button>
          )}
          {canRetry && (
            <Button size="xs" leftSection={<IconRefresh size={16} />} loading={stamp.isPending} onClick={() => stamp.mutate()}>
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
            <Code style={{ wordBreak: 'break-all' }} data-testid={uuidTestId}>
              {cfdi.uuid}
            </Code>
          </Field>
        )}
        {cfdi.stamped_at && <Field label={t('invoices.cfdi.stampedAt')}>{fmt.dateTime(cfdi.stamped_at)}</Field>}
        {fields}
      </Group>
      {cfdi.sandbox && cfdi.uuid && (
        <Alert color="red" variant="light" mt="sm" icon={<IconAlertTriangle size={18} />} title={t('invoices.cfdi.sandboxTitle')}>
          {t('invoices.cfdi.sandboxText')}
        </Alert>
      )}
      {errorText && (cfdi.status === 'FAILED' || waiting || cfdi.status === 'NOT_REQUIRED') && (
        <Alert
          color={cfdi.status === 'FAILED' ? 'orange' : 'gray'}
          variant="light"
          mt="sm"
          title={
            cfdi.status === 'FAILED'
              ? t('invoices.cfdi.failedTitle')
              : waiting
                ? t(waitingGlobal ? 'invoices.cfdi.waitingGlobalTitle' : 'invoices.cfdi.waitingTitle')
                : undefined
          }
        >
          <Text size="sm">{errorText}</Text>
          {error?.detail && (
            <Text size="xs" c="dimmed" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {error.detail}
            </Text>
          )}
        </Alert>
      )}
    </Section>
  );
}
