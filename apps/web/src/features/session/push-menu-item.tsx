import { Menu } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { askPushPermission, PushPermissionDeniedError, subscribeAndRegister } from '../../lib/push.ts';
import { toast } from '../../lib/toast.ts';
import { usePushStep } from './push-registration.tsx';

// The user menu's entry lives apart from PushRegistration (which every signed-in page mounts), so the first
// page does not load Mantine's Menu for it (decision 042).

/** User-menu entry: ask for notification permission on a click (browsers ignore prompts without one). */
export function PushMenuItem() {
  const { t } = useTranslation();
  const { step, userId, publicKey, refresh } = usePushStep();
  if (step === 'denied') {
    return (
      <>
        <Menu.Divider />
        <Menu.Item leftSection={<IconBellOff size={16} />} disabled>
          {t('session.push.blocked')}
        </Menu.Item>
      </>
    );
  }
  if (step !== 'ask' || userId === null || publicKey === null) return null;
  const enable = async () => {
    try {
      await askPushPermission();
      await subscribeAndRegister(userId, publicKey, true);
      toast(t('session.push.enabled'), 'success');
    } catch (error) {
      // Spec 8: a refused permission is an error; it is logged and the entry says notifications are blocked.
      console.warn(error);
      if (error instanceof PushPermissionDeniedError) toast(t('session.push.blocked'), 'info');
    } finally {
      refresh();
    }
  };
  return (
    <>
      <Menu.Divider />
      <Menu.Item leftSection={<IconBell size={16} />} onClick={() => void enable()}>
        {t('session.push.enable')}
      </Menu.Item>
    </>
  );
}
