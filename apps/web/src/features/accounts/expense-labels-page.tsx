import { Badge, Button, Group, Modal, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTags } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../lib/forms/use-contract-form.ts';
import { reportHttpError } from '../../lib/http.ts';
import { toast } from '../../lib/toast.ts';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { accountKeys, createLabel, type ExpenseLabel, labelsQuery, updateLabel } from './accounts-api.ts';
import { AccountsFrame } from './accounts-frame.tsx';

/** A label's name, through useContractForm: an empty name is refused here, a duplicate is said on the field. */
function useLabelForm<A>(initial: string, send: (name: string, key: string) => Promise<A>, onSaved: (answer: A) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const contract = useContractForm({
    initialValues: { name: initial } as { name: string },
    check: (v) => ({ ok: true, body: v.name.trim() }),
    labels: { name: t('accounts.labels.name') },
    fields: ['name'] as const,
    onRefused: (placed) => {
      contract.form.setFieldError('name', placed.text);
      return true;
    },
    blocked: () => {
      if (contract.form.getValues().name.trim()) return false;
      contract.form.setFieldError('name', t('accounts.labels.required'));
      return true;
    },
    send,
    onSaved: (answer) => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      onSaved(answer);
    },
  });
  return contract;
}

function RenameModal({ label, onClose }: { label: ExpenseLabel | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={label !== null} onClose={onClose} title={t('accounts.labels.renameTitle')} centered>
      {label && <RenameForm label={label} onClose={onClose} />}
    </Modal>
  );
}

function RenameForm({ label, onClose }: { label: ExpenseLabel; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useLabelForm(label.name, (name) => updateLabel(label.id, name, label.active), onClose);
  return (
    <Stack component="form" onSubmit={(e) => void rename.submit(e)} gap="sm">
      <TextInput label={t('accounts.labels.name')} maxLength={60} data-autofocus {...rename.form.getInputProps('name')} />
      <Group justify="flex-end">
        <Button type="submit" loading={rename.saving}>
          {t('accounts.labels.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** /tabs/expense-labels-master: the garage's expense labels; add, rename, make (in)active. */
export function ExpenseLabelsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(labelsQuery(true));
  const [renaming, setRenaming] = useState<ExpenseLabel | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const add = useLabelForm('', createLabel, (created) => {
    add.form.setFieldValue('name', '');
    toast(t('accounts.labels.added', { name: created.name }), 'success');
    input.current?.focus();
  });
  const toggle = async (l: ExpenseLabel) => {
    try {
      await updateLabel(l.id, l.name, !l.active);
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    } catch (e) {
      reportHttpError(e);
    }
  };
  return (
    <AccountsFrame title={t('accounts.labels.title')} description={t('accounts.labels.description')}>
      <Stack gap="sm" maw={760}>
        <Paper withBorder p="sm" component="form" onSubmit={(e) => void add.submit(e)}>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              ref={input}
              style={{ flex: 1 }}
              aria-label={t('accounts.labels.name')}
              placeholder={t('accounts.labels.newPlaceholder')}
              maxLength={60}
              {...add.form.getInputProps('name')}
            />
            <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.saving}>
              {t('accounts.labels.add')}
            </Button>
          </Group>
        </Paper>
        <QueryList
          query={list}
          rows={(rows) => [...rows].sort((a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name))}
          skeleton={{ rows: 4 }}
          empty={{ icon: <IconTags size={22} />, title: t('accounts.labels.empty'), text: t('accounts.labels.emptyText') }}
        >
          {(rows) => (
            <Table verticalSpacing={6} aria-label={t('accounts.labels.title')}>
              <Table.Tbody>
                {rows.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>
                      <Text size="sm" c={l.active ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                        {l.name}
                      </Text>
                    </Table.Td>
                    <Table.Td w={1}>
                      <Badge size="sm" variant="light" color={l.active ? 'teal' : 'gray'}>
                        {l.active ? t('accounts.labels.active') : t('accounts.labels.inactive')}
                      </Badge>
                    </Table.Td>
                    <Table.Td w={1}>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Button size="compact-sm" variant="subtle" onClick={() => setRenaming(l)}>
                          {t('accounts.labels.rename')}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color={l.active ? 'red' : 'teal'}
                          onClick={() => void toggle(l)}
                        >
                          {l.active ? t('accounts.labels.deactivate') : t('accounts.labels.activate')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryList>
      </Stack>
      <RenameModal label={renaming} onClose={() => setRenaming(null)} />
    </AccountsFrame>
  );
}
