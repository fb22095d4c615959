import { OnlinePaymentCreate } from '@garage/contract';
import { money } from '@garage/domain';
import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconAlertCircle, IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import type { Check } from '../../lib/forms/use-contract-form.ts';
import { useContractForm } from '../../lib/forms/use-contract-form.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { canTakePayment } from '../../lib/invoices/invoice-rules.ts';
import type { Invoice } from '../../lib/invoices/invoices-api.ts';
import { onlinePaymentCheckQuery } from '../../lib/online-payments/online-payment-check.ts';
import {
  createOnlinePayment,
  type OnlinePayment,
  type OnlinePaymentCreateBody,
  onlinePaymentKeys,
} from '../../lib/online-payments/online-payments-api.ts';
import { toast } from '../../lib/toast.ts';
import { useIsDesktop } from '../../lib/ui/responsive.ts';

type Channel = 'SMS' | 'WHATSAPP' | 'EMAIL';
type LinkValues = { amount: string; notify: boolean; channel: Channel };

/** The "Payment link" button shows for a bill with something due, to whoever takes money, while online payment is on. */
export function useCanSendPaymentLink(invoice: Invoice): boolean {
  const { garage, roles } = useShellData();
  const check = useQuery(onlinePaymentCheckQuery(garage.garage_id));
  return check.data?.active === true && canTakePayment(invoice, roles);
}

export interface PaymentLinkModalProps {
  invoice: Invoice;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Payment link" (decision 046): a link the customer pays the bill by online, for the due or part of it,
 * optionally sent to the customer's stored mobile or e-mail; then its address to copy or open.
 */
export function PaymentLinkModal({ invoice, opened, onClose }: PaymentLinkModalProps) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('onlinePayments.modal.title', { number: invoice.invoice_number })}
      size="md"
      fullScreen={!desktop}
      centered
    >
      {opened && <LinkForm invoice={invoice} onClose={onClose} />}
    </Modal>
  );
}

function check(invoiceId: number, values: LinkValues): Check<OnlinePaymentCreateBody> {
  const parsed = OnlinePaymentCreate.safeParse({
    invoice_id: invoiceId,
    amount: values.amount.trim(),
    is_notification_required: values.notify,
    channel: values.channel,
    language: currentLanguage(),
  });
  if (!parsed.success) return { ok: false, issues: parsed.error.issues };
  if (money(parsed.data.amount ?? '0').lte(0))
    return { ok: false, issues: [{ path: ['amount'], message: 'onlinePayment.amountPositive' }] };
  return { ok: true, body: parsed.data };
}

function LinkForm({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const queryClient = useQueryClient();
  const [link, setLink] = useState<OnlinePayment | null>(null);
  const { form, saving, formError, submit, formRef } = useContractForm({
    initialValues: { amount: money(invoice.due_amount).toString(), notify: false, channel: 'SMS' } as LinkValues,
    check: (values) => check(invoice.invoice_id, values),
    labels: { amount: t('onlinePayments.modal.amount') },
    fields: ['amount'],
    serverKeys: { 'payment.overpay': 'amount', 'onlinePayment.amountPositive': 'amount' },
    send: (body, key) => createOnlinePayment(body, key),
    onSaved: (answer) => {
      setLink(answer);
      void queryClient.invalidateQueries({ queryKey: onlinePaymentKeys.all });
      if (answer.sent_to) toast(t('onlinePayments.modal.sent', { to: answer.sent_to }), 'success');
    },
  });

  if (link) {
    return (
      <Stack gap="md">
        <Alert color="green" icon={<IconCheck size={18} />} title={t('onlinePayments.modal.ready')}>
          {t('onlinePayments.modal.readyText', { amount: f.money(link.amount) })}
        </Alert>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={t('onlinePayments.modal.link')}
            value={link.checkout_url ?? ''}
            readOnly
            style={{ flex: 1, minWidth: 0 }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton value={link.checkout_url ?? ''}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('onlinePayments.modal.copied') : t('onlinePayments.modal.copy')} withArrow>
                <ActionIcon
                  size={36}
                  variant={copied ? 'filled' : 'default'}
                  color={copied ? 'teal' : undefined}
                  onClick={copy}
                  aria-label={t('onlinePayments.modal.copy')}
                >
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        {link.sent_to && (
          <Text size="sm" c="dimmed">
            {t('onlinePayments.modal.sent', { to: link.sent_to })}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('onlinePayments.modal.close')}
          </Button>
          <Button
            component="a"
            href={link.checkout_url ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconExternalLink size={16} />}
          >
            {t('onlinePayments.modal.open')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const values = form.getValues();
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('onlinePayments.modal.due', { amount: f.money(invoice.due_amount) })}
        </Text>
        <TextInput
          label={t('onlinePayments.modal.amount')}
          description={t('onlinePayments.modal.amountHint')}
          inputMode="decimal"
          required
          {...form.getInputProps('amount')}
        />
        <Switch
          label={t('onlinePayments.modal.notify')}
          description={t('onlinePayments.modal.notifyHint')}
          {...form.getInputProps('notify', { type: 'checkbox' })}
        />
        {values.notify && (
          <SegmentedControl
            aria-label={t('onlinePayments.modal.channel')}
            fullWidth
            data={[
              { value: 'SMS', label: t('onlinePayments.modal.sms') },
              { value: 'WHATSAPP', label: t('onlinePayments.modal.whatsapp') },
              { value: 'EMAIL', label: t('onlinePayments.modal.email') },
            ]}
            {...form.getInputProps('channel')}
          />
        )}
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('onlinePayments.modal.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('onlinePayments.modal.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
