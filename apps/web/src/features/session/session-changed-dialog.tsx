import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The reload request of SessionChangedOverlay: its own chunk, loaded only when it shows (decision 029). */
export function SessionChangedDialog() {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="sm"
      zIndex={400}
      overlayProps={{ backgroundOpacity: 0.6, blur: 2 }}
    >
      <Stack gap="md" align="center" ta="center" py="xs">
        <Text fw={500} role="alert">
          {t('session.overlay.text')}
        </Text>
        <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()} data-autofocus>
          {t('session.overlay.reloadNow')}
        </Button>
      </Stack>
    </Modal>
  );
}
