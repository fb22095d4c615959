import { Anchor, Avatar, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { message } from '../../lib/messages.ts';
import { CreatePasscode } from './create-passcode.tsx';
import { initialsOf } from './lock-timing.ts';
import { passcodeCheckQuery, passcodeKeys } from './passcode-api.ts';
import classes from './screen-lock.module.css';
import { VerifyBoxes, VerifyKeypad } from './verify-passcode.tsx';

export interface LockPanelProps {
  userId: number;
  displayName: string;
  profilePic: string | null;
  garageName: string;
  /** Phones get the numeric keypad; desktops the four boxes (spec 2.6). */
  keypad: boolean;
  onUnlocked: () => void;
  /** Five wrong tries ended the session on the server: sign in again with a one-time code. */
  onSessionEnded: () => void;
  onSwitchAccount: () => void;
}

/** The lock's content: who is locked out, create or verify mode, and the two links. */
export function LockPanel(props: LockPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const check = useQuery(passcodeCheckQuery(props.userId));
  const [forgotShown, setForgotShown] = useState(false);
  const language = currentLanguage();

  let body: React.ReactNode;
  if (check.isPending) body = <Loader role="status" aria-label={t('common.loading')} my="xl" />;
  else if (check.isError) {
    body = (
      <Stack align="center" gap="sm" my="md">
        <Text size="sm">{t('screenLock.checkFailed')}</Text>
        <Button variant="light" onClick={() => void check.refetch()}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  } else if (check.data.has_passcode) {
    const onNotSet = () => void queryClient.invalidateQueries({ queryKey: passcodeKeys.check(props.userId) });
    body = props.keypad ? <VerifyKeypad {...props} onNotSet={onNotSet} /> : <VerifyBoxes {...props} onNotSet={onNotSet} />;
  } else {
    body = (
      <CreatePasscode
        userId={props.userId}
        onSaved={() => {
          queryClient.setQueryData(passcodeCheckQuery(props.userId).queryKey, { has_passcode: true });
          props.onUnlocked();
        }}
      />
    );
  }
  const creating = check.isSuccess && !check.data.has_passcode;

  return (
    <div className={classes.panel}>
      <Avatar size={props.keypad ? 56 : 72} radius="xl" color="workshop" src={props.profilePic || undefined} alt="">
        {initialsOf(props.displayName)}
      </Avatar>
      <div>
        <Text fw={600} size="lg">
          {props.displayName}
        </Text>
        <Text size="sm" c="dimmed">
          {props.garageName}
        </Text>
      </div>
      <div>
        <Modal.Title fw={700} fz="xl">
          {creating ? t('screenLock.createTitle') : t('screenLock.lockedTitle')}
        </Modal.Title>
        <Text size="sm" c="dimmed" mt={4} maw={340}>
          {creating ? t('screenLock.createHint') : t('screenLock.lockedHint')}
        </Text>
      </div>
      {body}
      <Group justify="center" gap="lg" mt="xs">
        {!creating && (
          <Anchor component="button" type="button" size="sm" onClick={() => setForgotShown(true)}>
            {t('screenLock.forgot')}
          </Anchor>
        )}
        <Anchor component="button" type="button" size="sm" onClick={props.onSwitchAccount}>
          {t('screenLock.switchAccount')}
        </Anchor>
      </Group>
      {forgotShown && !creating && (
        <Text size="sm" role="status" c="dimmed" maw={340}>
          {message('passcode.forgot', language)}
        </Text>
      )}
    </div>
  );
}
