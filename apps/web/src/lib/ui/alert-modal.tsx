import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from './lazy-dialog.ts';

/** The alert's dialog (lazily loaded by `useAlertDialog`). */
export function AlertModal({ text, onClose }: { text: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const opened = useOpenedAfterMount(text !== null);
  return (
    <Modal opened={opened} onClose={onClose} withCloseButton={false} centered size="sm">
      <Text size="sm" role="alert">
        {text}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('common.ok')}</Button>
      </Group>
    </Modal>
  );
}
