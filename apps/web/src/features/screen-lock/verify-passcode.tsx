import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBackspace } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { message } from '../../lib/messages.ts';
import { canSubmit, isCompletePasscode, keypadInput, PASSCODE_LENGTH } from './lock-timing.ts';
import { Boxes, focusFirst, ShowHideButton, submitOnEnter } from './passcode-inputs.tsx';
import classes from './screen-lock.module.css';
import { useVerify, type VerifyProps } from './use-verify.ts';

function WrongEntryMessage({ wrong, attemptsLeft }: { wrong: boolean; attemptsLeft: number | null }) {
  const { t } = useTranslation();
  return (
    <div className={classes.message} role="alert">
      {wrong && (
        <>
          <Text size="sm" c="red">
            {message('passcode.verifyMismatch', currentLanguage())}
          </Text>
          {attemptsLeft !== null && (
            <Text size="xs" c="dimmed">
              {t('screenLock.attemptsLeft', { count: attemptsLeft })}
            </Text>
          )}
        </>
      )}
    </div>
  );
}

/** Desktop: four masked boxes with show/hide; digits, Backspace and Enter from the keyboard. */
export function VerifyBoxes(props: VerifyProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const verify = useVerify(props, () => focusFirst(root.current));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void verify.submit(verify.entry);
  };

  return (
    <form onSubmit={onSubmit} onKeyDownCapture={submitOnEnter(() => void verify.submit(verify.entry))} noValidate>
      <Stack gap="sm" align="center">
        <Text component="span" size="sm" fw={500}>
          {t('screenLock.passcode')}
        </Text>
        <Boxes
          key={verify.wrongCount}
          rootRef={root}
          className={verify.wrong ? classes.shake : undefined}
          label={t('screenLock.passcode')}
          value={verify.entry}
          onChange={verify.change}
          visible={visible}
          error={verify.wrong}
          autoFocus
        />
        <WrongEntryMessage wrong={verify.wrong} attemptsLeft={verify.attemptsLeft} />
        <Group gap="sm" justify="center">
          <ShowHideButton visible={visible} onToggle={() => setVisible((v) => !v)} />
          <Button type="submit" loading={verify.busy} disabled={!canSubmit('verify', verify.entry, '', verify.busy)}>
            {t('screenLock.unlock')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'AC', '0', 'DEL'] as const;

/** Phones: four indicator circles and a numeric keypad that submits at the fourth digit. */
export function VerifyKeypad(props: VerifyProps) {
  const { t } = useTranslation();
  const verify = useVerify(props, () => {});

  const press = (key: string) => {
    if (verify.busy) return;
    const next = keypadInput(verify.entry, key);
    if (next === verify.entry) return;
    verify.change(next);
    if (next.length === PASSCODE_LENGTH) void verify.submit(next);
  };

  // A hardware keyboard works too: digits, Backspace, Delete/Escape do not dismiss anything.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (/^\d$/.test(event.key)) press(event.key);
    else if (event.key === 'Backspace') press('DEL');
    else if (event.key === 'Enter' && isCompletePasscode(verify.entry)) void verify.submit(verify.entry);
    else return;
    event.preventDefault();
  };

  return (
    <Stack gap="md" align="center" onKeyDown={onKeyDown}>
      <div
        key={verify.wrongCount}
        className={`${classes.indicators} ${verify.wrong ? classes.shake : ''}`}
        data-wrong={verify.wrong || undefined}
        data-testid="passcode-indicators"
        role="img"
        aria-label={t('screenLock.entered', { count: verify.entry.length })}
      >
        {Array.from({ length: PASSCODE_LENGTH }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the four circles are fixed positions.
          <span key={i} className={classes.dot} data-filled={i < verify.entry.length || undefined} />
        ))}
      </div>
      <WrongEntryMessage wrong={verify.wrong} attemptsLeft={verify.attemptsLeft} />
      <fieldset className={classes.keypad} aria-label={t('screenLock.keypad')}>
        {KEYS.map((key) => {
          const action = key === 'AC' || key === 'DEL';
          const label = key === 'AC' ? t('screenLock.clear') : key === 'DEL' ? t('screenLock.delete') : key;
          return (
            <Button
              key={key}
              className={classes.key}
              data-kind={action ? 'action' : 'digit'}
              variant={action ? 'subtle' : 'light'}
              color={action ? 'gray' : 'workshop'}
              onClick={() => press(key)}
              aria-label={label}
              disabled={verify.busy}
            >
              {key === 'DEL' ? <IconBackspace size={24} aria-hidden /> : key === 'AC' ? t('screenLock.clearShort') : key}
            </Button>
          );
        })}
      </fieldset>
    </Stack>
  );
}
