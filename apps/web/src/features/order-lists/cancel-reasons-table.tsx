import { ActionIcon, Badge, Group, Paper, Table, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconBan, IconCheck, IconEdit } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { type CancelReason, cancelReasonKeys, updateCancelReason } from './orders-api.ts';

/** The reasons of one type: rename, and deactivate or activate each. */
export function CancelReasonsTable({ rows, onRename }: { rows: readonly CancelReason[]; onRename: (r: CancelReason) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (r: CancelReason) => updateCancelReason(r.id, { reason: r.reason, type: r.type, active: !r.active }),
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: cancelReasonKeys.all });
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
  return (
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
                      onClick={() => onRename(r)}
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
