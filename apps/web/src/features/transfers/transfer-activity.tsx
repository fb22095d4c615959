import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import type { TransferRequest } from '../../lib/transfers/transfers-api.ts';

type Entry = TransferRequest['activity'][number];
const KNOWN = new Set([
  'DRAFTED',
  'EDITED',
  'REQUESTED',
  'RESERVED',
  'PARTIAL_RESERVED',
  'TRANSIT',
  'PARTIAL_TRANSIT',
  'DIRECT_DELIVERY_TRANSIT',
  'PARTIAL_RECEIVED',
  'RECEIVED',
  'DIRECT_DELIVERY_RECEIVED',
  'CANCELLED',
]);

/** Who did what to a transfer, at which outlet, when. */
export function TransferActivity({ entries }: { entries: readonly Entry[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (entries.length === 0) return null;
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h4" mb="xs">
        {t('transfers.activity.title')}
      </Title>
      <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {entries.map((e) => (
          <li key={`${e.at}-${e.action}`}>
            <Text size="sm">
              {t('transfers.activity.entry', {
                action: KNOWN.has(e.action) ? t(`transfers.activity.${e.action as 'RECEIVED'}`) : e.action,
                user: e.user_name,
                outlet: e.garage_name,
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {f.dateTime(e.at)}
            </Text>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
