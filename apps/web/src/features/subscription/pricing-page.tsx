import type { SubscriptionPlanId } from '@garage/domain';
import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { canOpenFeature } from '../../lib/feature-registry.ts';
import { createIdempotencyKeeper } from '../../lib/idempotency.ts';
import { toast } from '../../lib/toast.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { requestSubscription, subscriptionDetailsQuery } from './api.ts';
import { PLAN_FEATURES, RECOMMENDED_PLAN } from './plans.ts';
import { renewalTarget } from './trial.ts';

/**
 * /tabs/pricing: the in-app pricing page (spec 2.8 "pricing", owner-only per spec 6). Payment is not part
 * of this product yet: a plan is requested from the provider, who calls back to set it up (decision 017).
 */
export function PricingPage() {
  const { t } = useTranslation();
  const { garage, roles, user } = useShellData();
  const details = useQuery(subscriptionDetailsQuery(garage.garage_id));
  const [requested, setRequested] = useState<SubscriptionPlanId | null>(null);
  const keeper = useRef(createIdempotencyKeeper());
  const ask = useMutation({
    mutationFn: (plan: SubscriptionPlanId) => requestSubscription(garage.garage_id, plan, keeper.current.keyFor({ plan })),
    onSuccess: (answer, plan) => {
      keeper.current.settle();
      setRequested(plan);
      toast(answer.message, 'success');
    },
  });

  if (!canOpenFeature('pricing', roles)) return <AccessDenied title={t('subs.pricing.title')} />;

  const back = {
    label: t('subs.reports.back'),
    render: (props: Record<string, unknown>) => <Link {...props} to="/tabs/dashboard" />,
  };
  const data = details.data;
  const target = data ? renewalTarget(data.country_code, data.external_pricing_url) : { kind: 'in-app' as const };
  const days = data?.days_left ?? null;
  const current =
    data?.subscription_type == null || days === null
      ? null
      : data.subscription_type === 'TRIAL'
        ? days > 0
          ? t('subs.pricing.trialLeft', { count: days })
          : t('subs.pricing.trialOver')
        : days > 0
          ? t('subs.pricing.paidLeft', { count: days })
          : t('subs.pricing.paidOver');
  const phone = [user.country_phone_code ? `+${user.country_phone_code}` : '', user.mobile_number].filter(Boolean).join(' ');

  return (
    <Stack gap="md">
      <PageHeader title={t('subs.pricing.title')} description={t('subs.pricing.intro')} back={back} />
      {current && (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('subs.pricing.current')}:
          </Text>
          <Badge variant="light" color={days !== null && days > 0 ? 'workshop' : 'orange'} size="lg">
            {current}
          </Badge>
        </Group>
      )}
      {target.kind === 'external' && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('subs.pricing.external')}</Text>
            <Button
              component="a"
              href={target.url}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              leftSection={<IconExternalLink size={14} />}
            >
              {t('subs.pricing.openExternal')}
            </Button>
          </Group>
        </Alert>
      )}
      <QueryList
        query={details}
        rows={(d) => d.plans}
        empty={null}
        pending={
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <Skeleton h={320} />
            <Skeleton h={320} />
            <Skeleton h={320} />
          </SimpleGrid>
        }
      >
        {(plans) => (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            {plans.map(({ plan_id }) => {
              const recommended = plan_id === RECOMMENDED_PLAN;
              const done = requested === plan_id;
              return (
                <Card
                  key={plan_id}
                  withBorder
                  radius="md"
                  padding="lg"
                  style={recommended ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
                  aria-labelledby={`plan-${plan_id}`}
                >
                  <Stack gap="sm" h="100%">
                    <Group justify="space-between" align="flex-start" wrap="nowrap">
                      <Title order={2} size="h4" id={`plan-${plan_id}`}>
                        {t(`subs.pricing.plans.${plan_id}.name`)}
                      </Title>
                      <Badge variant="light" style={{ flexShrink: 0 }}>
                        {t('subs.pricing.monthly')}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t(`subs.pricing.plans.${plan_id}.audience`)}
                    </Text>
                    <Text fw={600} size="sm">
                      {t('subs.pricing.priceOnRequest')}
                    </Text>
                    <List
                      spacing={6}
                      size="sm"
                      icon={
                        <ThemeIcon size={18} radius="xl" variant="light" aria-hidden>
                          <IconCheck size={12} />
                        </ThemeIcon>
                      }
                      style={{ flex: 1 }}
                    >
                      {PLAN_FEATURES[plan_id].map((key) => (
                        <List.Item key={key}>{t(key)}</List.Item>
                      ))}
                    </List>
                    {done ? (
                      <Alert color="green" variant="light" py={8}>
                        <Text size="sm">{t('subs.pricing.requestedText', { phone })}</Text>
                      </Alert>
                    ) : null}
                    <Button
                      variant={recommended ? 'filled' : 'default'}
                      onClick={() => ask.mutate(plan_id)}
                      loading={ask.isPending && ask.variables === plan_id}
                      disabled={done || (ask.isPending && ask.variables !== plan_id)}
                      leftSection={done ? <IconCheck size={16} /> : null}
                    >
                      {done ? t('subs.pricing.requested') : t('subs.pricing.request')}
                    </Button>
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </QueryList>
    </Stack>
  );
}
