import { checkMobile, isEmail } from '@garage/domain';
import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssueLike } from '../../lib/form-errors.ts';
import { type Check, useContractForm } from '../../lib/forms/use-contract-form.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { phoneCodeOptions } from '../../lib/phone-code-options.ts';
import { sendEmailOtp, sendOtp } from './auth-api.ts';
import { useSecondsLeft } from './countdown.ts';
import { type OtpEntry, OtpStep } from './otp-step.tsx';
import { defaultPhoneCode, rememberPhoneCode } from './phone-country.ts';

type Step = 'phone' | 'email' | 'otp';

type Channel = 'sms' | 'email';
type Values = { phoneCode: string; mobile: string; email: string };
type CodeRequest = { channel: Channel; code: string; number: string; email: string };

/** The domain's phone rules (and an e-mail address for the e-mail variant) before a code is asked for. */
function checkCodeRequest(v: Values, channel: Channel): Check<CodeRequest> {
  const mobile = checkMobile(v.phoneCode, v.mobile);
  const issues: IssueLike[] = [];
  if (!mobile.ok) issues.push({ path: ['mobile'], message: mobile.error ?? 'phone.numberInvalid' });
  if (channel === 'email' && !isEmail(v.email.trim())) issues.push({ path: ['email'], message: 'field.email' });
  if (issues.length) return { ok: false, issues };
  return { ok: true, body: { channel, code: mobile.countryPhoneCode, number: mobile.mobileNumber, email: v.email.trim() } };
}

const NO_FIELDS: readonly never[] = [];
/** A 400 or a 429 (too many codes) is about what was typed: shown next to the form. */
const SIGN_IN_REFUSALS: readonly number[] = [400, 429];

export function SignInForm() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('phone');
  const [via, setVia] = useState<Channel>('sms');
  const [entry, setEntry] = useState<OtpEntry>({ otp: '', wrong: false });
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = useSecondsLeft(resendAt);
  // Send code on the phone or e-mail step; Resend on the code step asks the same way again.
  const channel: Channel = step === 'otp' ? via : step === 'email' ? 'email' : 'sms';

  const { form, saving, formError, setFormError, submit, formRef } = useContractForm({
    initialValues: { phoneCode: defaultPhoneCode(), mobile: '', email: '' } as Values,
    check: (values) => checkCodeRequest(values, channel),
    labels: { mobile: t('signIn.mobileNumber'), email: t('signIn.email') },
    // Refusals are shown above the button, as the server words them.
    fields: NO_FIELDS,
    refusals: SIGN_IN_REFUSALS,
    send: (r) => (r.channel === 'email' ? sendEmailOtp(r.code, r.number, r.email) : sendOtp(r.code, r.number)),
    onSaved: (sent, r) => {
      rememberPhoneCode(r.code);
      setVia(r.channel);
      setResendAt(Date.now() + Math.max(0, sent.resend_after_seconds) * 1000);
      setEntry({ otp: '', wrong: false });
      setStep('otp');
    },
  });

  const { phoneCode, mobile, email } = form.values;
  if (step === 'otp') {
    return (
      <OtpStep
        phoneCode={phoneCode}
        mobile={mobile}
        target={via === 'email' ? email.trim() : `+${phoneCode} ${mobile}`}
        via={via}
        entry={entry}
        onEntry={setEntry}
        secondsLeft={secondsLeft}
        sending={saving}
        onResend={() => void submit()}
        onBack={() => setStep(via === 'email' ? 'email' : 'phone')}
      />
    );
  }

  const withEmail = step === 'email';
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
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
          {/* A native select (decision 042): the phone's own picker, type-ahead on a desktop, and no popover
              library on the first page. */}
          <NativeSelect
            label={t('signIn.countryCode')}
            data={phoneCodeOptions(currentLanguage())}
            value={phoneCode}
            onChange={(event) => form.setFieldValue('phoneCode', event.currentTarget.value)}
            w={{ base: 132, xs: 150 }}
            style={{ flexShrink: 0 }}
          />
          <TextInput
            label={t('signIn.mobileNumber')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...form.getInputProps('mobile')}
            required
            style={{ flex: 1, minWidth: 0 }}
            autoFocus
          />
        </Group>
        {withEmail && (
          <TextInput label={t('signIn.email')} type="email" autoComplete="email" {...form.getInputProps('email')} required />
        )}
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
            {formError}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={saving}>
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
