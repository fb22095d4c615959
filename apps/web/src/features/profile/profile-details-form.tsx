import { ProfileUpdate } from '@garage/contract';
import { Alert, Button, Grid, Group, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionKeys } from '../../lib/api/session-data.ts';
import { type Check, useContractForm } from '../../lib/forms/use-contract-form.ts';
import { toast } from '../../lib/toast.ts';
import { type MyInfo, saveProfile } from './profile-api.ts';

interface Values extends Record<string, unknown> {
  first_name: string;
  last_name: string;
  email: string;
}

const FIELDS = ['first_name', 'last_name', 'email'] as const;

function checkProfile(v: Values): Check<ProfileUpdate> {
  const parsed = ProfileUpdate.safeParse({ first_name: v.first_name, last_name: v.last_name, email: v.email });
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, issues: parsed.error.issues };
}

/** Name and e-mail: a changed address is a new, unverified one (decision 021); the server says so in its answer. */
export function ProfileDetailsForm({ info }: { info: MyInfo }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const labels = { first_name: t('profile.firstName'), last_name: t('profile.lastName'), email: t('profile.email') };

  const { form, saving, formError, submit, formRef } = useContractForm({
    initialValues: { first_name: info.first_name ?? '', last_name: info.last_name ?? '', email: info.email ?? '' } as Values,
    check: checkProfile,
    labels,
    fields: FIELDS,
    send: (body) => saveProfile(body),
    onSaved: async (saved) => {
      queryClient.setQueriesData<MyInfo>({ queryKey: sessionKeys.userInfoAll }, (old) =>
        old ? { ...old, ...saved, roles: old.roles } : old,
      );
      await queryClient.invalidateQueries({ queryKey: sessionKeys.userInfoAll });
      form.resetDirty();
      toast(t('profile.saved'), 'success');
    },
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={labels.first_name}
            autoComplete="given-name"
            required
            maxLength={60}
            {...form.getInputProps('first_name')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={labels.last_name} autoComplete="family-name" maxLength={60} {...form.getInputProps('last_name')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput label={labels.email} type="email" autoComplete="email" {...form.getInputProps('email')} />
        </Grid.Col>
        {formError && (
          <Grid.Col span={12}>
            <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
              {formError}
            </Alert>
          </Grid.Col>
        )}
        <Grid.Col span={12}>
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('profile.save')}
            </Button>
          </Group>
        </Grid.Col>
      </Grid>
    </form>
  );
}
