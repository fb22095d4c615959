import { hasAnyRole } from '@garage/domain';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconBan, IconCheck, IconEdit, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { createIdempotencyKeeper } from '../../lib/idempotency.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { EmptyList, ListSkeleton } from '../../lib/ui/list-states.tsx';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import {
  type CancelReason,
  type CancelReasonType,
  cancelReasonsQuery,
  createCancelReason,
  updateCancelReason,
} from './orders-api.ts';

const route = getRouteApi('/tabs/cancel-rejection');
const MAX_REASON = 200;

/** Active reasons first, then by name. */
export function sortReasons(list: readonly CancelReason[]): CancelReason[] {
  return [...list].sort((a, b) => Number(b.active) - Number(a.active) || a.reason.localeCompare(b.reason));
}

function RenameModal({ reason, onClose }: { reason: CancelReason | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText(reason?.reason ?? '');
    setError(null);
  }, [reason]);
  const save = useMutation({
    mutationFn: (r: CancelReason) => updateCancelReason(r.id, { reason: text.trim(), type: r.type, active: r.active }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['cancel-reasons'] });
      toast(t('orderLists.reasons.saved'), 'success');
      onClose();
    },
    onError: (e) => {
      const refusal = refusalText(e, currentLanguage());
      if (refusal) setError(refusal);
      else reportHttpError(e);
    },
  });
  return (
    <Modal opened={reason !== null} onClose={onClose} title={t('orderLists.reasons.rename')} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!text.trim()) setError(t('orderLists.reasons.required'));
          else if (reason) save.mutate(reason);
        }}
      >
        <TextInput
          label={t('orderLists.reasons.reason')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          maxLength={MAX_REASON}
          error={error}
          data-autofocus
          withAsterisk
        />
        <Group justify="flex-end" mt="md" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('orderLists.reasons.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}

/** /tabs/cancel-rejection: the garage's cancel reasons of orders and quotations (owner). */
export function CancelReasonsPage() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { type: typeParam } = route.useSearch();
  const type: CancelReasonType = typeParam ?? 'ORDER';
  const owner = hasAnyRole(roles, ['GARAGE_OWNER']);
  const list = useQuery({ ...cancelReasonsQuery(type, true), enabled: owner });
  const [text, setText] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<CancelReason | null>(null);
  const keeper = useRef(createIdempotencyKeeper()).current;
  const input = useRef<HTMLInputElement>(null);

  const add = useMutation({
    mutationFn: (body: { reason: string; type: CancelReasonType; active: boolean }) =>
      createCancelReason(body, keeper.keyFor(body)),
    onSuccess: (created) => {
      keeper.settle();
      setText('');
      void queryClient.invalidateQueries({ queryKey: ['cancel-reasons'] });
      toast(t('orderLists.reasons.added', { reason: created.reason }), 'success');
      input.current?.focus();
    },
    onError: (e) => {
      const refusal = refusalText(e, currentLanguage());
      if (refusal) {
        keeper.settle();
        setAddError(refusal);
      } else reportHttpError(e);
    },
  });
  const toggle = useMutation({
    mutationFn: (r: CancelReason) => updateCancelReason(r.id, { reason: r.reason, type: r.type, active: !r.active }),
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: ['cancel-reasons'] });
      toast(
        r.active
          ? t('orderLists.reasons.activated', { reason: r.reason })
          : t('orderLists.reasons.deactivated', { reason: r.reason }),
        'success',
      );
    },
    onError: (e) => {
      const refusal = refusalText(e, currentLanguage());
      if (refusal) toast(refusal);
      else reportHttpError(e);
    },
  });

  if (!owner) return <AccessDenied title={t('orderLists.reasons.title')} />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const reason = text.trim();
    if (!reason) {
      setAddError(t('orderLists.reasons.required'));
      return;
    }
    add.mutate({ reason, type, active: true });
  };
  const rows = sortReasons(list.data ?? []);

  let body: React.ReactNode;
  if (list.isPending) body = <ListSkeleton rows={4} />;
  else if (!list.data) body = <LoadFailed onRetry={() => void list.refetch()} />;
  else if (rows.length === 0) {
    body = (
      <EmptyList
        icon={<IconBan size={22} />}
        title={t('orderLists.reasons.empty')}
        text={type === 'ORDER' ? t('orderLists.reasons.emptyOrder') : t('orderLists.reasons.emptyQuote')}
      />
    );
  } else {
    body = (
      <Paper withBorder>
        <Table verticalSpacing="xs" aria-label={t('orderLists.reasons.listLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orderLists.reasons.reason')}</Table.Th>
              <Table.Th w={110}>{t('orderLists.columns.status')}</Table.Th>
              <Table.Th w={96} ta="right">
                <VisuallyHidden>{t('orderLists.reasons.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id} style={{ opacity: r.active ? 1 : 0.65 }}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.reason}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={r.active ? 'teal' : 'gray'} tt="none">
                    {r.active ? t('orderLists.reasons.active') : t('orderLists.reasons.inactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label={t('orderLists.reasons.rename')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${t('orderLists.reasons.rename')}: ${r.reason}`}
                        onClick={() => setRenaming(r)}
                      >
                        <IconEdit size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={r.active ? t('orderLists.reasons.deactivate') : t('orderLists.reasons.activate')}>
                      <ActionIcon
                        variant="subtle"
                        color={r.active ? 'red' : 'teal'}
                        aria-label={`${r.active ? t('orderLists.reasons.deactivate') : t('orderLists.reasons.activate')}: ${r.reason}`}
                        loading={toggle.isPending && toggle.variables?.id === r.id}
                        onClick={() => toggle.mutate(r)}
                      >
                        {r.active ? <IconBan size={16} /> : <IconCheck size={16} />}
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    );
  }

  return (
    <Stack gap="sm" maw={760}>
      <PageHeader title={t('orderLists.reasons.title')} description={t('orderLists.reasons.description')} />
      <SegmentedControl
        value={type}
        onChange={(v) => {
          setAddError(null);
          void navigate({ to: '/tabs/cancel-rejection', search: v === 'QUOTE' ? { type: 'QUOTE' } : {} });
        }}
        data={[
          { value: 'ORDER', label: t('orderLists.reasons.ORDER') },
          { value: 'QUOTE', label: t('orderLists.reasons.QUOTE') },
        ]}
        aria-label={t('orderLists.reasons.typeLabel')}
        style={{ alignSelf: 'flex-start' }}
      />
      <Paper withBorder p="sm" component="form" onSubmit={submit}>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            ref={input}
            style={{ flex: 1 }}
            aria-label={t('orderLists.reasons.newReason')}
            placeholder={t('orderLists.reasons.newPlaceholder')}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setAddError(null);
            }}
            maxLength={MAX_REASON}
            error={addError}
          />
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending}>
            {t('orderLists.reasons.add')}
          </Button>
        </Group>
      </Paper>
      {body}
      <Text size="xs" c="dimmed">
        {t('orderLists.reasons.note')}
      </Text>
      <RenameModal reason={renaming} onClose={() => setRenaming(null)} />
    </Stack>
  );
}
