import { COUNTRIES, checkMobile, findCountry, isEmail, message } from '@garage/domain';
import { Alert, Anchor, Button, Group, PinInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError, reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { readJson, writeJson } from '../../lib/storage.ts';
import { completeSignIn, type OtpSent, sendEmailOtp, sendOtp, validateOtp } from './auth-api.ts';
import { formatSeconds, useSecondsLeft } from './countdown.ts';

const LAST_PHONE_CODE_KEY = 'garage.lastPhoneCode';
const OTP_LENGTH = 6;

type Step = 'phone' | 'email' | 'otp';

function defaultPhoneCode(): string {
  const stored = readJson<unknown>(LAST_PHONE_CODE_KEY);
  if (typeof stored === 'string' && COUNTRIES.some((c) => c.phoneCode === stored)) return stored;
  const region = (globalThis.navigator?.language ?? '').split('-')[1];
  return (region && findCountry(region)?.phoneCode) || '91';
}

/** A 400 or 429 answer is about what was typed: shown next to the form. Anything else goes to the central handler. */
function formMessage(error: unknown): string | null {
  if (error instanceof HttpError && (error.status === 400 || error.status === 429)) {
    return error.serverMessage ?? error.detail ?? message('http.generic400', currentLanguage());
  }
  reportHttpError(error);
  return null;
}

export function SignInForm() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const [step, setStep] = useState<Step>('phone');
  const [via, setVia] = useState<'sms' | 'email'>('sms');
  const [phoneCode, setPhoneCode] = useState(defaultPhoneCode);
  const [mobile, setMobile] = useState('');
  const [email, setEmail] = useState('');
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpWrong, setOtpWrong] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const inFlight = useRef(false);
  const secondsLeft = useSecondsLeft(resendAt);

  const countryOptions = useMemo(
    () =>
      [...COUNTRIES]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((c) => ({ value: c.phoneCode, label: `+${c.phoneCode} ${c.name}` })),
    [],
  );

  const validateInputs = (withEmail: boolean): { code: string; number: string } | null => {
    const check = checkMobile(phoneCode, mobile);
    let ok = true;
    if (!check.ok) {
      setMobileError(message(check.error ?? 'phone.numberInvalid', language));
      ok = false;
    } else setMobileError(null);
    if (withEmail) {
      if (!isEmail(email.trim())) {
        setEmailError(message('field.email', language));
        ok = false;
      } else setEmailError(null);
    }
    return ok ? { code: check.countryPhoneCode, number: check.mobileNumber } : null;
  };

  const requestCode = async (channel: 'sms' | 'email') => {
    if (inFlight.current) return;
    const inputs = validateInputs(channel === 'email');
    if (!inputs) return;
    inFlight.current = true;
    setSending(true);
    setFormError(null);
    try {
      const sent: OtpSent =
        channel === 'email'
          ? await sendEmailOtp(inputs.code, inputs.number, email.trim())
          : await sendOtp(inputs.code, inputs.number);
      writeJson(LAST_PHONE_CODE_KEY, inputs.code);
      setVia(channel);
      setResendAt(Date.now() + Math.max(0, sent.resend_after_seconds) * 1000);
      setOtp('');
      setOtpWrong(false);
      setStep('otp');
    } catch (error) {
      setFormError(formMessage(error));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const onSubmitPhone = (event: FormEvent) => {
    event.preventDefault();
    void requestCode(step === 'email' ? 'email' : 'sms');
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || otp.length !== OTP_LENGTH) return;
    const check = checkMobile(phoneCode, mobile);
    inFlight.current = true;
    setVerifying(true);
    try {
      const auth = await validateOtp(check.countryPhoneCode, check.mobileNumber, otp);
      await completeSignIn(auth, queryClient);
      await navigate({ to: '/', replace: true });
    } catch {
      // The central handler has shown why (e.g. 'Invalid OTP, please enter valid otp').
      setOtpWrong(true);
      setOtp('');
    } finally {
      inFlight.current = false;
      setVerifying(false);
    }
  };

  if (step === 'otp') {
    const target = via === 'email' ? email.trim() : `+${phoneCode} ${mobile}`;
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
              onChange={(value) => {
                setOtp(value);
                if (value) setOtpWrong(false);
              }}
              error={otpWrong}
              ariaLabel={t('signIn.otpLabel')}
              disabled={verifying}
            />
          </div>
          <Button type="submit" fullWidth loading={verifying} disabled={otp.length !== OTP_LENGTH}>
            {t('signIn.verify')}
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component="button" type="button" size="sm" onClick={() => setStep(via === 'email' ? 'email' : 'phone')}>
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
              <Anchor component="button" type="button" size="sm" onClick={() => void requestCode(via)} disabled={sending}>
                {t('signIn.resend')}
              </Anchor>
            )}
          </Group>
        </Stack>
      </form>
    );
  }

  const withEmail = step === 'email';
  return (
    <form onSubmit={onSubmitPhone} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('signIn.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {withEmail ? t('signIn.emailSubtitle') : t('signIn.subtitle')}
          </Text>
        </div>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <Select
            label={t('signIn.countryCode')}
            data={countryOptions}
            value={phoneCode}
            onChange={(value) => value && setPhoneCode(value)}
            allowDeselect={false}
            searchable
            w={{ base: 118, xs: 150 }}
            style={{ flexShrink: 0 }}
            comboboxProps={{ width: 260, position: 'bottom-start' }}
          />
          <TextInput
            label={t('signIn.mobileNumber')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={mobile}
            onChange={(e) => setMobile(e.currentTarget.value)}
            error={mobileError}
            required
            style={{ flex: 1, minWidth: 0 }}
            autoFocus
          />
        </Group>
        {withEmail && (
          <TextInput
            label={t('signIn.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={emailError}
            required
          />
        )}
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
            {formError}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={sending}>
          {t('signIn.sendCode')}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="center"
          onClick={() => {
            setFormError(null);
            setStep(withEmail ? 'phone' : 'email');
          }}
        >
          {withEmail ? t('signIn.useMobile') : t('signIn.useEmail')}
        </Anchor>
      </Stack>
    </form>
  );
}
