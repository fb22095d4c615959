import { Alert } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { currentLanguage } from '../../lib/i18n.ts';
import { message } from '../../lib/messages.ts';
import { useClockStatus } from './clock-check.ts';

/** The dashboard's warning when the device clock is more than 5 minutes off the server's (spec 5, 8). */
export function ClockWarning() {
  const { outOfSync } = useClockStatus();
  if (!outOfSync) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconClockExclamation size={18} aria-hidden />} py={8}>
      {message('clock.outOfSync', currentLanguage())}
    </Alert>
  );
}
