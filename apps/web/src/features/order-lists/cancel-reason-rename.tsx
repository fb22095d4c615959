import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { MAX_REASON, useReasonForm } from './cancel-reason-form.ts';
import { type CancelReason, updateCancelReason } from './orders-api.ts';

/** Renames a cancel reason (its type and state stay). */
export function RenameModal({ reason, onClose }: { reason: CancelReason | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, saving, submit } = useReasonForm({
    initial: reason?.reason ?? '',
    send: (text) => {
      const r = reason as CancelReason;
      return updateCancelReason(r.id, { reason: text, type: r.type, active: r.active });
    },
    onSaved: () => {
      toast(t('orderLists.reasons.saved'), 'success');
      onClose();
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new reason to rename starts the form again.
  useEffect(() => {
    form.setValues({ reason: reason?.reason ?? '' });
    form.clearErrors();
  }, [reason]);
  return (
    <Modal opened={reason !== null} onClose={onClose} title={t('orderLists.reasons.rename')} centered>
      <form onSubmit={(e) => void submit(e)}>
        <TextInput
          label={t('orderLists.reasons.reason')}
          {...form.getInputProps('reason')}
          maxLength={MAX_REASON}
          data-autofocus
          withAsterisk
        />
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('orderLists.reasons.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
