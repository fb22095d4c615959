import { Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { GarageBadge } from '../../lib/ui/garage-badge.tsx';
import classes from './order-editor.module.css';
import type { OrderPreviewProps } from './order-preview.tsx';

/** The preview's letterhead: the garage (logo, name, address, phone, e-mail), the title, date and total. */
export function PreviewLetterhead({
  garage: g,
  title,
  date,
  total,
}: Pick<OrderPreviewProps, 'garage' | 'title' | 'date'> & { total: string }) {
  const f = useFormat();
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
        {g.logo_url ? (
          <Image src={g.logo_url} alt="" w={56} h={56} fit="contain" />
        ) : (
          <GarageBadge name={g.garage_name} size={56} />
        )}
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={2} size="h3">
            {g.garage_name}
          </Title>
          {g.address && (
            <Text size="sm" c="dimmed">
              {g.address}
            </Text>
          )}
          {g.mobile_number && (
            <Text size="sm" c="dimmed">
              {g.country_phone_code ? `+${g.country_phone_code} ` : ''}
              {g.mobile_number}
            </Text>
          )}
          {g.email && (
            <Text size="sm" c="dimmed">
              {g.email}
            </Text>
          )}
        </Stack>
      </Group>
      <div className={classes.docTitle}>
        <Title order={1} size="h2" tt="uppercase" c="workshop.8">
          {title}
        </Title>
        <Text size="sm">
          {t('orderEditor.preview.date')}: {f.dateTime(date)}
        </Text>
        <Text size="sm" fw={650}>
          {t('orderEditor.preview.totalAmount')}: {total}
        </Text>
      </div>
    </Group>
  );
}
