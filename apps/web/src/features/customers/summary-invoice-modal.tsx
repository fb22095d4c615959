import { SummaryInvoiceCreate } from '@garage/contract';
import { cfdiUsoLabel } from '@garage/domain';
import { Alert, Button, Group, Modal, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import type { IssueLike } from '../../lib/form-errors.ts';
import { type Check, useContractForm } from '../../lib/forms/use-contract-form.ts';
import { createSummaryInvoice, type SummaryInvoiceBody } from '../../lib/invoices/dues-api.ts';
import { cfdiUsesAllowed } from '../../lib/invoices/invoice-rules.ts';
import { invoiceHref, refreshAfterBilling } from '../../lib/invoices/invoices-api.ts';
import { useGarageToday } from '../../lib/orders/use-garage-today.ts';
import { toast } from '../../lib/toast.ts';
import { useIsDesktop } from '../../lib/ui/responsive.ts';

export interface SummaryInvoiceModalProps {
  customerId: number;
  customerName: string;
  opened: boolean;
  onClose: () => void;
  /** Mexico: the customer's RFC, régimen and default CFDI use, for the summary CFDI's use. */
  fiscal?: { tax_number: string | null; tax_regime: string | null; cfdi_use: string | null };
}

/** `cfdi_use`: Mexico's CFDI use of the summary; empty when none is offered (not sent). */
type Values = { from: string; to: string; by: 'lines' | 'orders'; cfdi_use?: string };

/** This month so far, in garage-local days. */
export function thisMonth(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The body of routes.createSummaryInvoice, checked by the contract's own schema (from ≤ to, real days). */
export function checkSummary(customerId: number, values: Values): Check<SummaryInvoiceBody> {
  const body = {
    customer_id: customerId,
    from: values.from,
    to: values.to,
    by_line_items: values.by === 'lines',
    type: 'B2B_SUMMARY_INVOICE' as const,
    ...(values.cfdi_use ? { cfdi_use: values.cfdi_use } : {}),
  };
  const parsed = SummaryInvoiceCreate.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const issues: IssueLike[] = parsed.error.issues.map((i) => ({ path: [String(i.path[0] ?? 'to')], message: i.message }));
  return { ok: false, issues };
}

/**
 * "Summary invoice" (B2B_SUMMARY_INVOICE): one invoice of the customer's unbilled orders of a range of
 * days, by line items or one line per order; the server's word when there is nothing to bill; the new
 * invoice opens on success.
 */
export function SummaryInvoiceModal({ customerId, customerName, opened, onClose, fiscal }: SummaryInvoiceModalProps) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('dues.summary.title', { name: customerName })}
      size="md"
      fullScreen={!desktop}
      centered
    >
      {opened && <SummaryForm customerId={customerId} onClose={onClose} fiscal={fiscal ?? null} />}
    </Modal>
  );
}

function SummaryForm({
  customerId,
  onClose,
  fiscal,
}: {
  customerId: number;
  onClose: () => void;
  fiscal: SummaryInvoiceModalProps['fiscal'] | null;
}) {
  const { t } = useTranslation();
  const today = useGarageToday();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Mexico: the CFDI states every item, so the server always bills line items (decision 048 addendum).
  const country = useShellData().garage.country_code;
  const mexico = country === 'MX';
  // The uses SAT allows for this customer (S01 first), starting at their default when allowed; sent whenever offered.
  const uses = cfdiUsesAllowed(country, fiscal ?? null, 'B2B');
  const startUse = uses.length === 0 ? '' : fiscal?.cfdi_use && uses.includes(fiscal.cfdi_use) ? fiscal.cfdi_use : 'S01';
  const { form, saving, formError, submit, formRef } = useContractForm({
    initialValues: { ...thisMonth(today), by: 'lines', cfdi_use: startUse } as Values,
    check: (values) => checkSummary(customerId, values),
    labels: { from: t('dues.summary.from'), to: t('dues.summary.to') },
    fields: ['from', 'to'],
    send: (body, key) => createSummaryInvoice(body, key),
    onSaved: async (invoice) => {
      refreshAfterBilling(queryClient, invoice);
      toast(t('dues.summary.created', { number: invoice.invoice_number }), 'success');
      onClose();
      await navigate({ href: invoiceHref(invoice.invoice_id) });
    },
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('dues.summary.intro')}
        </Text>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label={t('dues.summary.from')}
            required
            style={{ flex: '1 1 150px' }}
            {...form.getInputProps('from')}
          />
          <TextInput
            type="date"
            label={t('dues.summary.to')}
            required
            style={{ flex: '1 1 150px' }}
            {...form.getInputProps('to')}
          />
        </Group>
        {mexico ? (
          <Text size="sm">{t('dues.summary.byItemsMexico')}</Text>
        ) : (
          <Radio.Group label={t('dues.summary.layout')} {...form.getInputProps('by')}>
            <Stack gap={6} mt={4}>
              <Radio value="lines" label={t('dues.summary.byLines')} description={t('dues.summary.byLinesHint')} />
              <Radio value="orders" label={t('dues.summary.byOrders')} description={t('dues.summary.byOrdersHint')} />
            </Stack>
          </Radio.Group>
        )}
        {uses.length > 0 && (
          <Select
            label={t('invoices.prepare.cfdiUse')}
            description={t('invoices.prepare.cfdiUseHint')}
            data={uses.map((u) => ({ value: u, label: cfdiUsoLabel(u, ' – ') }))}
            allowDeselect={false}
            searchable
            {...form.getInputProps('cfdi_use')}
          />
        )}
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={saving}>
            {t('dues.summary.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
