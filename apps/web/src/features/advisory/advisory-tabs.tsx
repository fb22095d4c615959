import type { AdvisoryTopic } from '@garage/domain';
import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { isStandalone } from '../../lib/platform.ts';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import classes from './advisory.module.css';
import { opensInNewTab, orderLink } from './advisory-rules.ts';

function Skeletons() {
  const { t } = useTranslation();
  return (
    <Stack gap={8} aria-label={t('advisory.loading')} data-testid="advisory-skeleton">
      <Skeleton height={14} width="60%" />
      <Skeleton height={28} />
      <Skeleton height={28} />
      <Skeleton height={28} />
      <Skeleton height={14} width="40%" />
    </Stack>
  );
}

export function RecommendationsTab({
  userCarId,
  loading,
  failed,
  orders,
}: {
  userCarId: number | null;
  loading: boolean;
  failed: boolean;
  orders: readonly { order_id: number; external_order_id: string; created_at: string; garage_recommendation: string | null }[];
}) {
  const f = useFormat();
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const newTab = opensInNewTab(desktop, isStandalone());
  if (loading) return <Skeletons />;
  // Spec 7: a failed recommendations call is silent.
  if (failed) return null;
  if (userCarId === null || orders.length === 0) {
    return (
      <Stack gap={4} align="center" ta="center" py="md" data-testid="advisory-no-history">
        <Text fw={600}>{t('advisory.noHistory')}</Text>
        <Text size="sm" c="dimmed">
          {t('advisory.noHistoryText')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs" component="ul" className={classes.orders}>
      {orders.map((o) => (
        <Paper component="li" key={o.order_id} withBorder p="xs" radius="md">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            {newTab ? (
              <Anchor
                href={orderLink(o.order_id)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('advisory.orderOpensNewTab', { order: o.external_order_id })}
                fw={600}
                size="sm"
              >
                {o.external_order_id}
              </Anchor>
            ) : (
              <Anchor
                renderRoot={(props) => <Link {...props} to="/tabs/order-details" search={{ order: o.order_id }} />}
                fw={600}
                size="sm"
              >
                {o.external_order_id}
              </Anchor>
            )}
            <Text size="xs" c="dimmed">
              {f.dateTime(o.created_at)}
            </Text>
          </Group>
          <Text size="sm" mt={4} c={o.garage_recommendation ? undefined : 'dimmed'} className={classes.recommendation}>
            {o.garage_recommendation ?? t('advisory.noRecommendations')}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

export function GeneratedTab({
  topic,
  loading,
  html,
  notice,
}: {
  topic: AdvisoryTopic;
  loading: boolean;
  html: string | undefined;
  notice: string | null;
}) {
  const { t } = useTranslation();
  if (loading) return <Skeletons />;
  if (notice) {
    return (
      <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} data-testid="advisory-notice">
        {notice}
      </Alert>
    );
  }
  if (html === undefined) {
    return (
      <Text size="sm" c="dimmed" py="md" ta="center">
        {t('advisory.noAdvice')}
      </Text>
    );
  }
  return (
    <div
      className={classes.answer}
      data-testid={`advisory-answer-${topic}`}
      // Sanitised twice: on the server and by DOMPurify just before (advisory-html.ts).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the answer is an HTML table by design, sanitised.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
