import { hasAnyRole } from '@garage/domain';
import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconBan, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { toast } from '../../lib/toast.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { MAX_REASON, useReasonForm } from './cancel-reason-form.ts';
import { RenameModal } from './cancel-reason-rename.tsx';
import { CancelReasonsTable } from './cancel-reasons-table.tsx';
import { type CancelReason, type CancelReasonType, cancelReasonsQuery, createCancelReason } from './orders-api.ts';

const route = getRouteApi('/tabs/cancel-rejection');

/** Active reasons first, then by name. */
export function sortReasons(list: readonly CancelReason[]): CancelReason[] {
  return [...list].sort((a, b) => Number(b.active) - Number(a.active) || a.reason.localeCompare(b.reason));
}

/** /tabs/cancel-rejection: the garage's cancel reasons of orders and quotations (owner). */
export function CancelReasonsPage() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const navigate = useNavigate();
  const { type: typeParam } = route.useSearch();
  const type: CancelReasonType = typeParam ?? 'ORDER';
  const owner = hasAnyRole(roles, ['GARAGE_OWNER']);
  const list = useQuery({ ...cancelReasonsQuery(type, true), enabled: owner });
  const [renaming, setRenaming] = useState<CancelReason | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const add = useReasonForm({
    initial: '',
    send: (reason, key) => createCancelReason({ reason, type, active: true }, key),
    onSaved: (created) => {
      add.form.setFieldValue('reason', '');
      toast(t('orderLists.reasons.added', { reason: created.reason }), 'success');
      input.current?.focus();
    },
  });

  if (!owner) return <AccessDenied title={t('orderLists.reasons.title')} />;

  return (
    <Stack gap="sm" maw={760}>
      <PageHeader title={t('orderLists.reasons.title')} description={t('orderLists.reasons.description')} />
      <SegmentedControl
        value={type}
        onChange={(v) => {
          add.form.clearErrors();
          void navigate({ to: '/tabs/cancel-rejection', search: v === 'QUOTE' ? { type: 'QUOTE' } : {} });
        }}
        data={[
          { value: 'ORDER', label: t('orderLists.reasons.ORDER') },
          { value: 'QUOTE', label: t('orderLists.reasons.QUOTE') },
        ]}
        aria-label={t('orderLists.reasons.typeLabel')}
        style={{ alignSelf: 'flex-start' }}
      />
      <Paper withBorder p="sm" component="form" onSubmit={(e) => void add.submit(e)}>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            ref={input}
            style={{ flex: 1 }}
            aria-label={t('orderLists.reasons.newReason')}
            placeholder={t('orderLists.reasons.newPlaceholder')}
            {...add.form.getInputProps('reason')}
            maxLength={MAX_REASON}
          />
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.saving}>
            {t('orderLists.reasons.add')}
          </Button>
        </Group>
      </Paper>
      <QueryList
        query={list}
        rows={sortReasons}
        skeleton={{ rows: 4 }}
        empty={{
          icon: <IconBan size={22} />,
          title: t('orderLists.reasons.empty'),
          text: type === 'ORDER' ? t('orderLists.reasons.emptyOrder') : t('orderLists.reasons.emptyQuote'),
        }}
      >
        {(rows) => <CancelReasonsTable rows={rows} onRename={setRenaming} />}
      </QueryList>
      <Text size="xs" c="dimmed">
        {t('orderLists.reasons.note')}
      </Text>
      <RenameModal reason={renaming} onClose={() => setRenaming(null)} />
    </Stack>
  );
}
