import { hasAnyRole, Money, message } from '@garage/domain';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Modal,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertCircle, IconPercentage, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  catalogueKeys,
  createTaxCategory,
  type TaxCategory,
  taxCategoriesQuery,
  updateTaxCategory,
} from '../../lib/api/masters.ts';
import { useShellData } from '../../lib/api/session-data.ts';
import { fieldErrors } from '../../lib/form-errors.ts';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { createIdempotencyKeeper } from '../../lib/idempotency.ts';
import { formatPercent } from '../../lib/money.ts';
import { placeServerError, refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { EmptyList, ListSkeleton } from '../../lib/ui/list-states.tsx';
import classes from '../../lib/ui/lists.module.css';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { useFocusFirstError } from '../../lib/ui/use-focus-first-error.ts';
import {
  checkTaxCategory,
  componentRow,
  componentsMatchTotal,
  componentsSum,
  decimalText,
  MAX_TAX_COMPONENTS,
  TAX_FIELDS,
  TAX_SERVER_KEYS,
  type TaxCategoryDraft,
  type TaxField,
  taxCategoryDraft,
} from './catalogue-rules.ts';

/** "CGST 9% + SGST 9%" */
function componentsText(c: TaxCategory, language: 'en' | 'es'): string {
  return c.tax_component_list.map((x) => `${x.tax_component_name} ${formatPercent(x.value, language)}`).join(' + ');
}

/** /tabs/tax-categories: every member reads them; the owner adds and edits. */
export function TaxCategoriesPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { roles } = useShellData();
  const desktop = useIsDesktop();
  const canEdit = hasAnyRole(roles, ['GARAGE_OWNER']);
  const list = useQuery(taxCategoriesQuery());
  const [editing, setEditing] = useState<TaxCategory | null | 'new'>(null);
  const rows = list.data ?? [];

  const addButton = canEdit ? (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
      {t('taxes.add')}
    </Button>
  ) : null;

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton rows={4} />;
  else if (list.isError && !list.data) body = <LoadFailed onRetry={() => void list.refetch()} />;
  else if (rows.length === 0) {
    body = (
      <EmptyList icon={<IconPercentage size={22} />} title={t('taxes.empty')} text={t('taxes.emptyText')} action={addButton} />
    );
  } else if (desktop) {
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table highlightOnHover={canEdit} verticalSpacing="xs" aria-label={t('features.taxCategories')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('taxes.name')}</Table.Th>
              <Table.Th ta="right">{t('taxes.total')}</Table.Th>
              <Table.Th>{t('taxes.components')}</Table.Th>
              <Table.Th>{t('catalogue.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((c) => (
              <Table.Tr
                key={c.tax_category_id}
                className={canEdit ? classes.row : undefined}
                onClick={canEdit ? () => setEditing(c) : undefined}
              >
                <Table.Td>
                  {canEdit ? (
                    <UnstyledButton
                      className={classes.rowLink}
                      onClick={(e) => {
                        e.stopPropagation();
                        setEditing(c);
                      }}
                    >
                      {c.name}
                    </UnstyledButton>
                  ) : (
                    <Text fw={600}>{c.name}</Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{formatPercent(c.total_value, language)}</Table.Td>
                <Table.Td>{componentsText(c, language)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={c.active ? 'teal' : 'gray'}>
                    {c.active ? t('catalogue.active') : t('catalogue.inactive')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  } else {
    body = (
      <ul className={classes.cards} aria-label={t('features.taxCategories')}>
        {rows.map((c) => {
          const inner = (
            <>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} truncate>
                  {c.name}
                </Text>
                <Text fw={600}>{formatPercent(c.total_value, language)}</Text>
              </Group>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="xs" c="dimmed">
                  {componentsText(c, language)}
                </Text>
                {!c.active && (
                  <Badge variant="light" color="gray">
                    {t('catalogue.inactive')}
                  </Badge>
                )}
              </Group>
            </>
          );
          return (
            <li key={c.tax_category_id}>
              {canEdit ? (
                <UnstyledButton className={classes.card} onClick={() => setEditing(c)}>
                  {inner}
                </UnstyledButton>
              ) : (
                <div className={classes.card}>{inner}</div>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Stack gap={0} maw={1000}>
      <PageHeader
        title={t('features.taxCategories')}
        description={canEdit ? t('taxes.intro') : t('taxes.readOnly')}
        actions={addButton}
      />
      {body}
      <TaxCategoryModal
        category={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}

function TaxCategoryModal({ category, opened, onClose }: { category: TaxCategory | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={category ? t('taxes.editTitle') : t('taxes.createTitle')}
      size="lg"
      fullScreen={!desktop}
      closeOnClickOutside={false}
    >
      {opened && <TaxCategoryForm key={category?.tax_category_id ?? 'new'} category={category} onDone={onClose} />}
    </Modal>
  );
}

function TaxCategoryForm({ category, onDone }: { category: TaxCategory | null; onDone: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TaxCategoryDraft>(() => taxCategoryDraft(category));
  const [errors, setErrors] = useState<Partial<Record<TaxField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const keeper = useRef(createIdempotencyKeeper());
  const [formRef, focusFirstError] = useFocusFirstError();

  const labels: Record<TaxField, string> = {
    name: t('taxes.name'),
    total_value: t('taxes.total'),
    components: t('taxes.components'),
    active: t('catalogue.fields.active'),
  };
  const sum = componentsSum(draft.components);
  const matches = componentsMatchTotal(draft.total_value, draft.components);

  const setComponent = (key: number, field: 'name' | 'value', value: string) => {
    setDraft((d) => ({ ...d, components: d.components.map((c) => (c.key === key ? { ...c, [field]: value } : c)) }));
    setErrors((e) => ({ ...e, components: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setFormError(null);
    const checked = checkTaxCategory(draft);
    if (!checked.ok) {
      setErrors(fieldErrors(checked.issues, labels, language));
      focusFirstError();
      return;
    }
    setErrors({});
    inFlight.current = true;
    setSaving(true);
    try {
      const saved = category
        ? await updateTaxCategory(category.tax_category_id, checked.body)
        : await createTaxCategory(checked.body, keeper.current.keyFor(checked.body));
      keeper.current.settle();
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
      toast(t('taxes.saved', { name: saved.name }), 'success');
      onDone();
    } catch (error) {
      const text = refusalText(error, language);
      if (text === null) {
        reportHttpError(error);
        return;
      }
      keeper.current.settle();
      const placed = placeServerError(text, TAX_FIELDS, TAX_SERVER_KEYS);
      if (placed.field) setErrors((e) => ({ ...e, [placed.field as TaxField]: text }));
      else setFormError(text);
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  const totalText = decimalText(draft.total_value);
  let sumLine: string;
  if (sum === null || matches === null) sumLine = t('taxes.sumUnknown');
  else if (matches) sumLine = t('taxes.sumMatches', { sum: formatPercent(sum, language) });
  else {
    sumLine = `${t('taxes.sumIs', { sum: formatPercent(sum, language) })} ${message('tax.componentsSum', language, {
      total: new Money(totalText).toString(),
    })}`;
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={category ? t('taxes.editTitle') : t('taxes.createTitle')}>
      <Stack gap="sm">
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={labels.name}
              required
              value={draft.name}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setDraft((d) => ({ ...d, name: v }));
                setErrors((er) => ({ ...er, name: undefined }));
              }}
              error={errors.name}
              maxLength={60}
              placeholder="GST 18%"
              data-autofocus
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={labels.total_value}
              required
              inputMode="decimal"
              value={draft.total_value}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setDraft((d) => ({ ...d, total_value: v }));
                setErrors((er) => ({ ...er, total_value: undefined, components: undefined }));
              }}
              error={errors.total_value}
              rightSection={
                <Text size="xs" c="dimmed">
                  %
                </Text>
              }
            />
          </Grid.Col>
        </Grid>
        <fieldset style={{ border: 0, margin: 0, padding: 0 }} aria-describedby="tax-sum">
          <Text component="legend" size="sm" fw={500} mb={4}>
            {labels.components}
          </Text>
          <Stack gap="xs">
            {draft.components.map((c, i) => (
              <Group key={c.key} gap="xs" wrap="nowrap" align="flex-start">
                <TextInput
                  aria-label={t('taxes.componentName', { n: i + 1 })}
                  placeholder={t('taxes.componentNamePlaceholder')}
                  value={c.name}
                  onChange={(e) => setComponent(c.key, 'name', e.currentTarget.value)}
                  maxLength={30}
                  style={{ flex: 1, minWidth: 0 }}
                />
                <TextInput
                  aria-label={t('taxes.componentValue', { n: i + 1 })}
                  inputMode="decimal"
                  value={c.value}
                  onChange={(e) => setComponent(c.key, 'value', e.currentTarget.value)}
                  rightSection={
                    <Text size="xs" c="dimmed">
                      %
                    </Text>
                  }
                  w={110}
                  style={{ flexShrink: 0 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('taxes.removeComponent', { n: i + 1 })}
                  disabled={draft.components.length <= 1}
                  onClick={() => setDraft((d) => ({ ...d, components: d.components.filter((x) => x.key !== c.key) }))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
          <Group justify="space-between" mt="xs" gap="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              disabled={draft.components.length >= MAX_TAX_COMPONENTS}
              onClick={() => setDraft((d) => ({ ...d, components: [...d.components, componentRow()] }))}
            >
              {t('taxes.addComponent')}
            </Button>
            <Text
              id="tax-sum"
              size="sm"
              c={errors.components ? 'red' : matches === false ? 'orange' : 'dimmed'}
              aria-live="polite"
            >
              {sumLine}
            </Text>
          </Group>
          {errors.components && (
            <Text size="sm" c="red" role="alert" mt={4}>
              {errors.components}
            </Text>
          )}
        </fieldset>
        <Switch
          label={labels.active}
          checked={draft.active}
          onChange={(e) => {
            const v = e.currentTarget.checked;
            setDraft((d) => ({ ...d, active: v }));
          }}
        />
        {formError && (
          <Alert color="red" icon={<IconAlertCircle size={16} />} role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {category ? t('taxes.save') : t('taxes.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
