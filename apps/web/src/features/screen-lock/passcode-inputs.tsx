import { ActionIcon, PinInput } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSCODE_LENGTH } from './lock-timing.ts';

/** The pieces the create and verify forms of the lock share: the boxes, show/hide and Enter handling. */

export function ShowHideButton({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
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

export function Boxes(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  visible: boolean;
  error?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  rootRef?: Ref<HTMLDivElement>;
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
export function submitOnEnter(submit: () => void) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    submit();
  };
}

export function focusFirst(root: HTMLDivElement | null) {
  root?.querySelector('input')?.focus();
}
