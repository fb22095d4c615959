import { message } from '@garage/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n.ts';

/** "Void invoice": a confirmation that asks for the reason (required, as the server requires it). */
export function VoidInvoiceDialog({
  opened,
  number,
  pending,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  number: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = !reason.trim();
  return (
    <Modal opened={opened} onClose={onClose} title={t('invoices.void.title', { number })} centered size="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (!empty && !pending) onConfirm(reason.trim());
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('invoices.void.text')}</Text>
          <Textarea
            label={t('invoices.void.reason')}
            required
            autosize
            minRows={2}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={touched && empty ? message('field.required', language, { field: t('invoices.void.reason') }) : undefined}
            data-autofocus
          />
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
