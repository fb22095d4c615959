import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** An alert (as opposed to a toast): stays until the user closes it. */
export function useAlertDialog(): [ReactNode, (text: string) => void] {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  const show = useCallback((value: string) => setText(value), []);
  const node = (
    <Modal opened={text !== null} onClose={() => setText(null)} withCloseButton={false} centered size="sm">
      <Text size="sm" role="alert">
        {text}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={() => setText(null)}>{t('common.ok')}</Button>
      </Group>
    </Modal>
  );
  return [node, show];
}
