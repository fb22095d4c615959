import { hasAnyRole } from '@garage/domain';
import { Anchor, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { type CancelReasonType, cancelReasonsQuery } from './orders-api.ts';

/** "Move RO-00012 to In progress?" before any status move. */
export function ConfirmMoveDialog({
  opened,
  title,
  text,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** More to say before confirming (e.g. the vehicle's open job cards). */
  children?: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="sm">
      <Text size="sm">{text}</Text>
      {children}
      <Group justify="flex-end" mt="md" gap="xs">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {t('orderLists.details.back')}
        </Button>
        <Button onClick={onConfirm} loading={pending} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

export interface CancelChoice {
  reasonId: number;
  note: string;
}

/** Cancel with one of the garage's reasons (required) and an optional note. */
export function CancelDialog({
  opened,
  type,
  number,
  withNote,
  pending,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  type: CancelReasonType;
  number: string;
  withNote: boolean;
  pending: boolean;
  onConfirm: (choice: CancelChoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const reasons = useQuery({ ...cancelReasonsQuery(type), enabled: opened });
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (opened) {
      setReason(null);
      setNote('');
      setTried(false);
    }
  }, [opened]);
  const active = (reasons.data ?? []).filter((r) => r.active);
  const noReasons = reasons.isSuccess && active.length === 0;
  const document = type === 'ORDER' ? t('orderLists.details.theOrder') : t('orderLists.quotes.theQuote');

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={type === 'ORDER' ? t('orderLists.cancel.orderTitle', { number }) : t('orderLists.cancel.quoteTitle', { number })}
      centered
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (reason) onConfirm({ reasonId: Number(reason), note: note.trim() });
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('orderLists.cancel.text', { document })}</Text>
          {noReasons ? (
            <Text size="sm" c="red" role="alert">
              {t('orderLists.cancel.noReasons')}{' '}
              {hasAnyRole(roles, ['GARAGE_OWNER']) && (
                <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/tabs/cancel-rejection" />}>
                  {t('orderLists.reasons.title')}
                </Anchor>
              )}
            </Text>
          ) : (
            <Select
              label={t('orderLists.cancel.reason')}
              placeholder={reasons.isPending ? t('common.loading') : t('orderLists.cancel.reasonPlaceholder')}
              data={active.map((r) => ({ value: String(r.id), label: r.reason }))}
              value={reason}
              onChange={setReason}
              required
              withAsterisk
              allowDeselect={false}
              error={tried && !reason ? t('orderLists.cancel.reasonRequired') : null}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {withNote && (
            <Textarea
              label={t('orderLists.cancel.note')}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={500}
              autosize
              minRows={2}
              maxRows={5}
            />
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {type === 'ORDER' ? t('orderLists.cancel.keepOrder') : t('orderLists.cancel.keepQuote')}
            </Button>
            <Button type="submit" color="red" loading={pending} disabled={noReasons}>
              {type === 'ORDER' ? t('orderLists.moves.CANCELLED') : t('orderLists.cancel.cancelQuote')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
