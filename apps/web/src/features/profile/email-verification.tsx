import { Alert, Badge, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionKeys } from '../../lib/api/session-data.ts';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { confirmEmailCode, type MyInfo, sendEmailCode } from './profile-api.ts';

const CODE_LENGTH = 6;

/**
 * The e-mail's state and the existing verification flow (decision 021): a code goes to the address stored
 * on the profile, never to one typed here; confirming it marks that address verified.
 */
export function EmailVerification({ info }: { info: MyInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const run = async (action: () => Promise<unknown>, after: () => void | Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await action();
      await after();
    } catch (e) {
      const text = refusalText(e, currentLanguage(), [400, 429]);
      if (text === null) reportHttpError(e);
      else setError(text);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const send = () => run(sendEmailCode, () => setSent(true));
  const confirm = (value: string) =>
    run(
      () => confirmEmailCode(value),
      async () => {
        setSent(false);
        setCode('');
        toast(t('profile.emailStatus.done'), 'success');
        await queryClient.invalidateQueries({ queryKey: sessionKeys.userInfoAll });
      },
    );

  if (!info.email)
    return (
      <Text size="sm" c="dimmed">
        {t('profile.emailStatus.none')}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm">{info.email}</Text>
        <Badge color={info.email_verified ? 'teal' : 'gray'} variant="light">
          {info.email_verified ? t('profile.emailStatus.verified') : t('profile.emailStatus.unverified')}
        </Badge>
      </Group>
      {!info.email_verified && (
        <>
          <Text size="sm" c="dimmed">
            {t('profile.emailStatus.explain')}
          </Text>
          {sent && (
            <>
              <Text size="sm" aria-live="polite">
                {t('profile.emailStatus.sent', { email: info.email })}
              </Text>
              <PinInput
                length={CODE_LENGTH}
                type="number"
                oneTimeCode
                value={code}
                onChange={(value) => {
                  setCode(value);
                  if (value.length === CODE_LENGTH) void confirm(value);
                }}
                ariaLabel={t('profile.emailStatus.code')}
                disabled={busy}
              />
            </>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group gap="xs">
            <Button variant={sent ? 'default' : 'filled'} onClick={() => void send()} loading={busy && !sent}>
              {t('profile.emailStatus.send')}
            </Button>
            {sent && (
              <Button onClick={() => void confirm(code)} disabled={code.length !== CODE_LENGTH} loading={busy}>
                {t('profile.emailStatus.confirm')}
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
