import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { placeServerError, refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { isPasscode } from './picture-rules.ts';
import { hasPasscodeQuery, profileKeys, saveNewPasscode } from './profile-api.ts';

type Field = 'current' | 'next' | 'repeat';
const FIELDS: readonly Field[] = ['current', 'next', 'repeat'];
/** The server's refusals of the current passcode, shown under that field. */
const CURRENT_REFUSALS = { 'passcode.wrongCurrent': 'current', 'passcode.currentRequired': 'current' } as const;

/**
 * The person's own screen-lock passcode: set one, or change it by sending the current one with it. The
 * server checks it (a wrong current passcode counts as a wrong unlock: five in a row end every session, as
 * on the lock screen) and its refusal, with the tries left, is shown under the field.
 */
export function PasscodeForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const check = useQuery(hasPasscodeQuery(userId));
  const has = check.data?.has_passcode === true;
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', repeat: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);

  const input = (field: Field, label: string) => (
    <PasswordInput
      label={label}
      inputMode="numeric"
      autoComplete={field === 'current' ? 'current-password' : 'new-password'}
      maxLength={4}
      value={values[field]}
      error={errors[field]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setValues((v) => ({ ...v, [field]: value }));
        setErrors((v) => ({ ...v, [field]: undefined }));
      }}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found: Partial<Record<Field, string>> = {};
    if (has && !isPasscode(values.current)) found.current = t('profile.passcode.format');
    if (!isPasscode(values.next)) found.next = t('profile.passcode.format');
    else if (values.repeat !== values.next) found.repeat = t('profile.passcode.mismatch');
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    inFlight.current = true;
    setSaving(true);
    try {
      await saveNewPasscode(userId, values.next, has ? values.current : undefined);
      setValues({ current: '', next: '', repeat: '' });
      await queryClient.invalidateQueries({ queryKey: profileKeys.passcode(userId) });
      toast(t('profile.passcode.saved'), 'success');
    } catch (e) {
      const text = refusalText(e, currentLanguage());
      if (text === null) reportHttpError(e);
      else {
        const placed = placeServerError(text, FIELDS, CURRENT_REFUSALS);
        if (placed.field) setErrors({ [placed.field]: text });
        else setFormError(text);
      }
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  if (!check.data) return null;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {has ? t('profile.passcode.has') : t('profile.passcode.none')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: has ? 3 : 2 }} spacing="sm">
          {has && input('current', t('profile.passcode.current'))}
          {input('next', t('profile.passcode.next'))}
          {input('repeat', t('profile.passcode.repeat'))}
        </SimpleGrid>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {has ? t('profile.passcode.change') : t('profile.passcode.set')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
