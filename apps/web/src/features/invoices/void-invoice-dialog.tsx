import { CFDI_CANCEL_REASONS, type CfdiCancelReason } from '@garage/domain';
import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n.ts';
import type { CfdiCancellation } from '../../lib/invoices/invoices-api.ts';
import { message } from '../../lib/messages.ts';

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const SAT_REASONS = Object.keys(CFDI_CANCEL_REASONS) as CfdiCancelReason[];

/**
 * "Void invoice": a confirmation that asks for the reason (required, as the server requires it) and, for an
 * invoice with a stamped CFDI (Mexico), SAT's cancellation reason 01–04 (01 also names the replacing CFDI).
 */
export function VoidInvoiceDialog({
  opened,
  number,
  pending,
  stampedCfdi = false,
  alsoVoids = [],
  onConfirm,
  onClose,
}: {
  opened: boolean;
  number: string;
  pending: boolean;
  /** The invoice has a stamped CFDI: SAT's reason is asked for. */
  stampedCfdi?: boolean;
  /** The other share's invoice of a split bill: the bill is voided as a whole. */
  alsoVoids?: string[];
  onConfirm: (reason: string, cfdi?: CfdiCancellation) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [reason, setReason] = useState('');
  const [satReason, setSatReason] = useState<CfdiCancelReason | null>(null);
  const [substitute, setSubstitute] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = !reason.trim();
  const satMissing = stampedCfdi && satReason === null;
  const substituteBad = stampedCfdi && satReason === '01' && !UUID.test(substitute.trim());
  const required = (field: string) => message('field.required', language, { field });
  return (
    <Modal opened={opened} onClose={onClose} title={t('invoices.void.title', { number })} centered size="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (empty || satMissing || substituteBad || pending) return;
          const cfdi =
            stampedCfdi && satReason
              ? { reason: satReason, ...(satReason === '01' ? { substituteUuid: substitute.trim() } : {}) }
              : undefined;
          onConfirm(reason.trim(), cfdi);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('invoices.void.text')}</Text>
          {alsoVoids.length > 0 && (
            <Text size="sm" fw={600}>
              {t('invoices.void.splitToo', { numbers: alsoVoids.join(', '), count: alsoVoids.length })}
            </Text>
          )}
          <Textarea
            label={t('invoices.void.reason')}
            required
            autosize
            minRows={2}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={touched && empty ? required(t('invoices.void.reason')) : undefined}
            data-autofocus
          />
          {stampedCfdi && (
            <>
              <Select
                label={t('invoices.cfdi.cancelReason')}
                description={t('invoices.cfdi.cancelReasonHint')}
                required
                data={SAT_REASONS.map((code) => ({ value: code, label: `${code} · ${CFDI_CANCEL_REASONS[code][language]}` }))}
                value={satReason}
                onChange={(value) => setSatReason(value as CfdiCancelReason | null)}
                error={touched && satMissing ? required(t('invoices.cfdi.cancelReason')) : undefined}
                comboboxProps={{ withinPortal: true }}
              />
              {satReason === '01' && (
                <TextInput
                  label={t('invoices.cfdi.substitute')}
                  required
                  maxLength={36}
                  value={substitute}
                  onChange={(e) => setSubstitute(e.currentTarget.value)}
                  error={touched && substituteBad ? message('cfdi.substituteRequired', language) : undefined}
                  placeholder="5FB2822E-396D-4725-8521-CDC4BDD20CCF"
                />
              )}
            </>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={pending} disabled={pending}>
              {t('invoices.void.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
