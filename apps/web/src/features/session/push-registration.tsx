import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isOn, propertiesQuery } from '../../lib/api/session-data.ts';
import { type PushStep, pushStep } from '../../lib/push-rules.ts';
import { pushPermission, pushSupported } from '../../lib/push-support.ts';
import { useSession } from '../../lib/session.ts';
import { useAppConfig } from './app-config.ts';

let loggedUnsupported = false;

/** Where push stands for the signed-in user of the selected garage. */
export function usePushStep(): { step: PushStep; userId: number | null; publicKey: string | null; refresh: () => void } {
  const { auth, garageId } = useSession();
  const config = useAppConfig();
  const properties = useQuery({ ...propertiesQuery(garageId ?? 0), enabled: garageId !== null }).data;
  const [, setTick] = useState(0);
  const step = pushStep({
    configured: config.push_public_key !== null,
    supported: pushSupported(),
    enabledForGarage: properties !== undefined && isOn(properties, 'appPushEnabled'),
    permission: pushPermission(),
  });
  return { step, userId: auth?.user_id ?? null, publicKey: config.push_public_key, refresh: () => setTick((n) => n + 1) };
}

/** Sends the push token when permission is granted (once per user and token); logs unsupported browsers. */
export function PushRegistration() {
  const { step, userId, publicKey } = usePushStep();
  useEffect(() => {
    if (step === 'unsupported' && !loggedUnsupported) {
      loggedUnsupported = true;
      console.info('Push notifications are not supported by this browser.');
    }
    if (step !== 'subscribe' || userId === null || publicKey === null) return;
    import('../../lib/push.ts')
      .then((push) => push.subscribeAndRegister(userId, publicKey))
      .catch((error: unknown) => console.warn('Push registration failed', error));
  }, [step, userId, publicKey]);
  return null;
}
