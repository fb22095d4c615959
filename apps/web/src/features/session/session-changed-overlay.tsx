import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onSessionChange } from '../../lib/session-broadcast.ts';

/**
 * When another session of this browser switches garage or view (garageChange / switchView), this one
 * shows stale data: it asks for a reload and cannot be dismissed otherwise (spec 4 "Other").
 */
export function SessionChangedOverlay({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const [changed, setChanged] = useState(false);
  useEffect(() => onSessionChange(() => setChanged(true)), []);
  return (
    <Modal
      opened={active && changed}
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
