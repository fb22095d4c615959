import { Button, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { message } from '../../lib/messages.ts';
import { acceptsSubmit, canSubmit, isCompletePasscode, PASSCODE_LENGTH } from './lock-timing.ts';
import { savePasscode } from './passcode-api.ts';
import { Boxes, ShowHideButton, submitOnEnter } from './passcode-inputs.tsx';
import classes from './screen-lock.module.css';

/** Create mode of the lock: a new passcode and its confirmation (spec 4). */
export function CreatePasscode({ userId, onSaved }: { userId: number; onSaved: () => void }) {
  const { t } = useTranslation();
  const [entry, setEntry] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const lastSubmit = useRef<number | null>(null);
  const mismatch = isCompletePasscode(entry) && confirmation.length === PASSCODE_LENGTH && confirmation !== entry;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSubmit('create', entry, confirmation, busy) || !acceptsSubmit(lastSubmit.current, Date.now())) return;
    lastSubmit.current = Date.now();
    setBusy(true);
    try {
      await savePasscode(userId, entry);
      setBusy(false);
      onSaved();
    } catch {
      // Spec 7: a failed set-passcode request only ends the loading state.
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} onKeyDownCapture={submitOnEnter(() => void submit())} noValidate>
      <Stack gap="sm" align="center">
        <Group gap="xs" wrap="nowrap" justify="center">
          <Stack gap={4} align="center">
            <Text component="span" size="sm" fw={500}>
              {t('screenLock.newPasscode')}
            </Text>
            <Boxes label={t('screenLock.newPasscode')} value={entry} onChange={setEntry} visible={visible} autoFocus />
          </Stack>
        </Group>
        <Stack gap={4} align="center">
          <Text component="span" size="sm" fw={500}>
            {t('screenLock.confirmPasscode')}
          </Text>
          <Boxes
            label={t('screenLock.confirmPasscode')}
            value={confirmation}
            onChange={setConfirmation}
            visible={visible}
            error={mismatch}
          />
        </Stack>
        <Text size="sm" c="red" role="alert" className={classes.message}>
          {mismatch ? message('passcode.createMismatch', currentLanguage()) : ''}
        </Text>
        <Group gap="sm" justify="center">
          <ShowHideButton visible={visible} onToggle={() => setVisible((v) => !v)} />
          <Button type="submit" loading={busy} disabled={!canSubmit('create', entry, confirmation, busy)}>
            {t('screenLock.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
