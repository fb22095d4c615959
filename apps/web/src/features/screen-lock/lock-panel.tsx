import { message } from '@garage/domain';
import { ActionIcon, Anchor, Avatar, Button, Group, Loader, Modal, PinInput, Stack, Text } from '@mantine/core';
import { IconBackspace, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import {
  acceptsSubmit,
  canSubmit,
  initialsOf,
  isCompletePasscode,
  keypadInput,
  PASSCODE_LENGTH,
  WRONG_ENTRY_RESET_MS,
} from './lock-timing.ts';
import { passcodeCheckQuery, passcodeKeys, savePasscode, validatePasscode } from './passcode-api.ts';
import classes from './screen-lock.module.css';

/** Indirection so tests can see the reload without leaving the page. */
export const page = { reload: () => window.location.reload() };

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
  if (check.isPending) body = <Loader aria-label={t('common.loading')} my="xl" />;
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

function ShowHideButton({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={onToggle}
      aria-label={visible ? t('screenLock.hide') : t('screenLock.show')}
      aria-pressed={visible}
    >
      {visible ? <IconEyeOff size={20} /> : <IconEye size={20} />}
    </ActionIcon>
  );
}

function Boxes(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  visible: boolean;
  error?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  rootRef?: React.Ref<HTMLDivElement>;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <PinInput
      rootRef={props.rootRef}
      className={props.className}
      length={PASSCODE_LENGTH}
      type="number"
      inputMode="numeric"
      mask={!props.visible}
      oneTimeCode={false}
      placeholder=""
      size="lg"
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      autoFocus={props.autoFocus}
      disabled={props.disabled}
      getInputProps={(index) => ({ 'aria-label': t('screenLock.digitLabel', { label: props.label, n: index + 1 }) })}
    />
  );
}

/**
 * The boxes in numeric mode swallow every key that is not a digit, Enter included, so the form's implicit
 * submission never happens: Enter in a box is caught on the way down and submits (buttons keep theirs).
 */
function submitOnEnter(submit: () => void) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    submit();
  };
}

function focusFirst(root: HTMLDivElement | null) {
  root?.querySelector('input')?.focus();
}

function CreatePasscode({ userId, onSaved }: { userId: number; onSaved: () => void }) {
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

interface VerifyProps extends LockPanelProps {
  onNotSet: () => void;
}

/** The verify rules shared by the boxes and the keypad (spec 4): wrong → mark, count, clear after 800 ms. */
function useVerify(props: VerifyProps, afterClear: () => void) {
  const [entry, setEntry] = useState('');
  const [busy, setBusy] = useState(false);
  const [wrong, setWrong] = useState(false);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [wrongCount, setWrongCount] = useState(0);
  const lastSubmit = useRef<number | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const change = (value: string) => {
    setEntry(value);
    if (value) setWrong(false);
  };

  const submit = async (value: string) => {
    if (!canSubmit('verify', value, '', busy) || !acceptsSubmit(lastSubmit.current, Date.now())) return;
    lastSubmit.current = Date.now();
    setBusy(true);
    try {
      const answer = await validatePasscode(props.userId, value);
      setBusy(false);
      if (answer.valid) {
        props.onUnlocked();
        return;
      }
      setWrong(true);
      setWrongCount((n) => n + 1);
      setAttemptsLeft(answer.attempts_left);
      toast(message('passcode.incorrect', currentLanguage()));
      clearTimeout(clearTimer.current);
      clearTimer.current = setTimeout(() => {
        setEntry('');
        afterClear();
      }, WRONG_ENTRY_RESET_MS);
    } catch (error) {
      setBusy(false);
      if (error instanceof HttpError && error.code === 'PASSCODE_LOCKED') return props.onSessionEnded();
      // The token could not be renewed: the HTTP client has already sent the user to sign-in.
      if (error instanceof HttpError && error.status === 401) return;
      // The owner reset the passcode meanwhile: create a new one.
      if (error instanceof HttpError && error.status === 400) return props.onNotSet();
      // Spec 7: a failed verification request reloads the page (the lock survives the reload).
      page.reload();
    }
  };
  return { entry, change, submit, busy, wrong, wrongCount, attemptsLeft };
}

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
function VerifyBoxes(props: VerifyProps) {
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
function VerifyKeypad(props: VerifyProps) {
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
