import { checkMobile } from '@garage/domain';
import { Anchor, Button, Group, PinInput, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateOtp } from './auth-api.ts';
import { formatSeconds } from './countdown.ts';
import { useFinishSignIn } from './sign-in-host.tsx';

const OTP_LENGTH = 6;

export interface OtpEntry {
  otp: string;
  wrong: boolean;
}

interface OtpStepProps {
  phoneCode: string;
  mobile: string;
  /** Where the code went: the e-mail address or the formatted number. */
  target: string;
  via: 'sms' | 'email';
  entry: OtpEntry;
  onEntry: (entry: OtpEntry) => void;
  secondsLeft: number;
  sending: boolean;
  onResend: () => void;
  onBack: () => void;
}

/**
 * The code entry of sign-in. Verifying is not a form save: a wrong code is reported by the central handler
 * ('Invalid OTP, please enter valid otp') and only empties and marks the boxes, so it keeps its own loop.
 */
export function OtpStep({
  phoneCode,
  mobile,
  target,
  via,
  entry,
  onEntry,
  secondsLeft,
  sending,
  onResend,
  onBack,
}: OtpStepProps) {
  const { t } = useTranslation();
  const finishSignIn = useFinishSignIn();
  const [verifying, setVerifying] = useState(false);
  const inFlight = useRef(false);
  const { otp } = entry;

  /**
   * One verification at a time: the boxes submit by themselves when the sixth digit arrives (typed or
   * pasted), and Verify / Enter pressed meanwhile does not send the code a second time.
   */
  const verify = async (code: string) => {
    if (inFlight.current || code.length !== OTP_LENGTH) return;
    const check = checkMobile(phoneCode, mobile);
    inFlight.current = true;
    setVerifying(true);
    try {
      const auth = await validateOtp(check.countryPhoneCode, check.mobileNumber, code);
      await finishSignIn(auth);
    } catch {
      // The central handler has shown why (e.g. 'Invalid OTP, please enter valid otp').
      onEntry({ otp: '', wrong: true });
    } finally {
      inFlight.current = false;
      setVerifying(false);
    }
  };

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    void verify(otp);
  };

  const onChange = (value: string) => {
    onEntry({ otp: value, wrong: value ? false : entry.wrong });
    if (value.length === OTP_LENGTH) void verify(value);
  };

  return (
    <form onSubmit={onVerify} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('signIn.otpTitle')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('signIn.otpSentTo', { target })}
          </Text>
        </div>
        <div>
          <Text size="sm" fw={500} mb={6} aria-hidden>
            {t('signIn.otpLabel')}
          </Text>
          <PinInput
            length={OTP_LENGTH}
            type="number"
            oneTimeCode
            autoFocus
            size="md"
            gap="xs"
            value={otp}
            onChange={onChange}
            error={entry.wrong}
            ariaLabel={t('signIn.otpLabel')}
            disabled={verifying}
          />
        </div>
        <Button type="submit" fullWidth loading={verifying} disabled={otp.length !== OTP_LENGTH}>
          {t('signIn.verify')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden />
              {via === 'email' ? t('signIn.changeEmail') : t('signIn.changeNumber')}
            </Group>
          </Anchor>
          {secondsLeft > 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('signIn.resendIn', { time: formatSeconds(secondsLeft) })}
            </Text>
          ) : (
            <Anchor component="button" type="button" size="sm" onClick={onResend} disabled={sending}>
              {t('signIn.resend')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </form>
  );
}
