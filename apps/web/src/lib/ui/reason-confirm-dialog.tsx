import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n.ts';
import { message } from '../messages.ts';

/**
 * The confirmation before an action that undoes a document (cancel a credit note, void a bill, take a
 * bill off account): what will happen, a reason (required unless `reasonRequired` is false, as the server
 * asks), the server's refusal shown in place, and a red confirm button.
 */
export function ReasonConfirmDialog({
  title,
  text,
  reasonLabel,
  reasonRequired = true,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  text: ReactNode;
  reasonLabel: string;
  reasonRequired?: boolean;
  confirmLabel: string;
  pending: boolean;
  /** The server's refusal, shown above the buttons. */
  error?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reasonRequired && !reason.trim();
  return (
    <Modal opened onClose={() => !pending && onClose()} title={title} centered size="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (missing || pending) return;
          onConfirm(reason.trim());
        }}
      >
        <Stack gap="sm">
          {typeof text === 'string' ? <Text size="sm">{text}</Text> : text}
          <Textarea
            label={reasonLabel}
            required={reasonRequired}
            autosize
            minRows={2}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={touched && missing ? message('field.required', language, { field: reasonLabel }) : undefined}
            data-autofocus
          />
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={pending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
