import { CATALOGUE_WRITE } from '@garage/contract';
import { hasAnyRole } from '@garage/domain';
import { Alert, Button, Group, MultiSelect, Paper, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  catalogueKeys,
  createServicePackage,
  packageQuery,
  partsQuery,
  type ServicePackage,
  servicesQuery,
  updateServicePackage,
} from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { useContractForm } from '../../lib/forms/use-contract-form.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { message } from '../../lib/messages.ts';
import { toast } from '../../lib/toast.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { ListSkeleton } from '../../lib/ui/list-states.tsx';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui/use-url-search-text.ts';
import {
  checkPackage,
  descriptionWords,
  PACKAGE_FIELDS,
  PACKAGE_SERVER_KEYS,
  type PackageDraft,
  type PackageField,
  packageDraft,
} from './catalogue-rules.ts';

const route = getRouteApi('/tabs/create-service-package');

/** Multi-select values: "s:12" is service 12, "p:7" part 7. */
export function splitItemValues(values: readonly string[]): { service_ids: number[]; part_ids: number[] } {
  const service_ids: number[] = [];
  const part_ids: number[] = [];
  for (const v of values) {
    const [kind, id] = v.split(':');
    const n = Number(id);
    if (!Number.isInteger(n) || n <= 0) continue;
    if (kind === 's') service_ids.push(n);
    else if (kind === 'p') part_ids.push(n);
  }
  return { service_ids, part_ids };
}

/** /tabs/create-service-package (create) and ?service_package_id= (edit). */
export function PackageFormPage() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const { service_package_id: id } = route.useSearch();
  const allowed = hasAnyRole(roles, CATALOGUE_WRITE);
  const existing = useQuery({ ...packageQuery(id ?? 0), enabled: allowed && id !== undefined });
  const title = id !== undefined ? t('catalogue.package.editTitle') : t('catalogue.package.createTitle');
  if (!allowed) return <AccessDenied title={title} />;
  const back = {
    label: t('catalogue.package.back'),
    render: (props: Record<string, unknown>) => <Link {...props} to="/tabs/garage-items" search={{ tab: 'packages' }} />,
  };
  return (
    <Stack gap={0} maw={860}>
      <PageHeader title={title} back={back} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        {id !== undefined && existing.isPending ? (
          <ListSkeleton rows={5} />
        ) : id !== undefined && !existing.data ? (
          <LoadFailed onRetry={() => void existing.refetch()} />
        ) : (
          <PackageForm key={existing.data?.service_package_id ?? 'new'} pkg={existing.data ?? null} />
        )}
      </Paper>
    </Stack>
  );
}

function PackageForm({ pkg }: { pkg: ServicePackage | null }) {
  const f = useFormat();
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const labels: Record<PackageField, string> = {
    service_package_name: t('catalogue.package.name'),
    description: t('catalogue.package.description'),
    items: t('catalogue.package.items'),
    active: t('catalogue.fields.active'),
  };
  const { form, saving, formError, submit, formRef } = useContractForm({
    initialValues: packageDraft(pkg),
    check: (d: PackageDraft) => checkPackage(d),
    labels,
    fields: PACKAGE_FIELDS,
    serverKeys: PACKAGE_SERVER_KEYS,
    send: (body, key) => (pkg ? updateServicePackage(pkg.service_package_id, body) : createServicePackage(body, key)),
    onSaved: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.packages() });
      queryClient.removeQueries({ queryKey: catalogueKeys.package() });
      toast(t('catalogue.package.saved', { name: saved.service_package_name }), 'success');
      await navigate({ to: '/tabs/garage-items', search: { tab: 'packages' }, replace: true });
    },
  });
  const draft = form.values;
  const errors = form.errors;
  const [itemSearch, setItemSearch] = useState('');
  const [query] = useDebouncedValue(itemSearch.trim(), SEARCH_DEBOUNCE_MS);

  const services = useQuery(servicesQuery({ query, page: 0, includeInactive: false, pageSize: 100 }));
  const parts = useQuery(partsQuery({ query, page: 0, includeInactive: false, pageSize: 100 }));
  // Labels of chosen items stay known even when a later search does not return them.
  const labelsSeen = useRef(new Map<string, string>());
  const money = (v: string) => f.money(v);
  for (const s of pkg?.services ?? []) labelsSeen.current.set(`s:${s.service_id}`, `${s.service_name} · ${money(s.price)}`);
  for (const p of pkg?.parts ?? []) labelsSeen.current.set(`p:${p.part_id}`, `${p.part_name} · ${money(p.selling_price)}`);
  for (const s of services.data?.content ?? [])
    labelsSeen.current.set(`s:${s.service_id}`, `${s.service_name} · ${money(s.price)}`);
  for (const p of parts.data?.content ?? [])
    labelsSeen.current.set(`p:${p.part_id}`, `${p.part_name} · ${money(p.selling_price)}`);

  const value = useMemo(() => [...draft.service_ids.map((i) => `s:${i}`), ...draft.part_ids.map((i) => `p:${i}`)], [draft]);
  const data = useMemo(() => {
    const label = (v: string) => labelsSeen.current.get(v) ?? v;
    const serviceValues = new Set([
      ...(services.data?.content ?? []).map((s) => `s:${s.service_id}`),
      ...value.filter((v) => v.startsWith('s:')),
    ]);
    const partValues = new Set([
      ...(parts.data?.content ?? []).map((p) => `p:${p.part_id}`),
      ...value.filter((v) => v.startsWith('p:')),
    ]);
    return [
      { group: t('catalogue.tabs.services'), items: [...serviceValues].map((v) => ({ value: v, label: label(v) })) },
      { group: t('catalogue.tabs.parts'), items: [...partValues].map((v) => ({ value: v, label: label(v) })) },
    ].filter((g) => g.items.length > 0);
  }, [services.data, parts.data, value, t]);

  const words = descriptionWords(draft.description);
  const counterColor = words.over ? 'red' : words.atLimit ? 'orange' : 'dimmed';

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={pkg ? t('catalogue.package.editTitle') : t('catalogue.package.createTitle')}
    >
      <Stack gap="sm">
        <TextInput
          label={labels.service_package_name}
          required
          {...form.getInputProps('service_package_name')}
          maxLength={120}
          autoFocus
        />
        <div>
          <Textarea
            label={labels.description}
            {...form.getInputProps('description')}
            autosize
            minRows={3}
            maxRows={12}
            aria-describedby="package-words"
          />
          <Group justify="space-between" gap="xs" mt={4}>
            <Text size="xs" c={counterColor} role={words.atLimit ? 'alert' : undefined}>
              {errors.description
                ? ''
                : words.over
                  ? message('package.descriptionWords', language, { count: words.count })
                  : words.atLimit
                    ? t('catalogue.package.wordLimitReached', { max: words.max })
                    : ''}
            </Text>
            <Text size="xs" c={counterColor} id="package-words" aria-live="polite">
              {t('catalogue.package.wordCount', { count: words.count, max: words.max })}
            </Text>
          </Group>
        </div>
        <MultiSelect
          label={labels.items}
          required
          description={t('catalogue.package.itemsHint')}
          placeholder={value.length === 0 ? t('catalogue.package.itemsPlaceholder') : undefined}
          data={data}
          value={value}
          onChange={(v) => {
            const { service_ids, part_ids } = splitItemValues(v);
            form.setFieldValue('service_ids', service_ids);
            form.setFieldValue('part_ids', part_ids);
            form.clearFieldError('items');
          }}
          searchable
          searchValue={itemSearch}
          onSearchChange={setItemSearch}
          filter={({ options }) => options}
          nothingFoundMessage={services.isFetching || parts.isFetching ? t('common.loading') : t('catalogue.package.noItems')}
          error={errors.items}
          hidePickedOptions
          clearable
          maxDropdownHeight={300}
        />
        <Switch label={labels.active} {...form.getInputProps('active', { type: 'checkbox' })} />
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            renderRoot={(props) => <Link {...props} to="/tabs/garage-items" search={{ tab: 'packages' }} />}
            disabled={saving}
          >
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {pkg ? t('catalogue.package.save') : t('catalogue.package.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
