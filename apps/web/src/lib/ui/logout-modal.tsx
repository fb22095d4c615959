import { Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout, recheckPasscode } from '../api/auth.ts';
import { isPhoneLike } from '../platform.ts';
import { useOpenedAfterMount } from './lazy-dialog.ts';

/** The logout confirmation's dialog (lazily loaded by `LogoutDialog`). */
export function LogoutModal({ opened: open, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const opened = useOpenedAfterMount(open);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    await logout(queryClient);
    setBusy(false);
    onClose();
    await navigate({ to: isPhoneLike() ? '/intro' : '/global-signin', replace: true });
  };

  const cancel = () => {
    onClose();
    void recheckPasscode();
  };

  return (
    <Modal opened={opened} onClose={cancel} title={t('logout.title')} centered size="sm">
      <Text size="sm">{t('logout.question')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={cancel} disabled={busy}>
          {t('logout.cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={busy}>
          {t('logout.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
