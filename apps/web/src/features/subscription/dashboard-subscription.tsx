import { hasAnyRole, parseServerDate } from '@garage/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCalendarEvent, IconCreditCard, IconExternalLink } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { createIdempotencyKeeper } from '../../lib/idempotency.ts';
import { toast } from '../../lib/toast.ts';
import { useOpenedOnce } from '../../lib/ui/lazy-dialog.ts';
import { requestSubscription, subscriptionDetailsQuery } from './api.ts';
import { markPromoSeen, promoSeen, shouldShowPromo } from './promo.ts';
import { renewalTarget, subscriptionBanner, subscriptionDaysLeft } from './trial.ts';

// The promo's dialog (Mantine's Modal and the picture) loads only when it is shown (decision 042).
const PromoModal = lazy(() => import('./promo-modal.tsx').then((m) => ({ default: m.PromoModal })));

/** Where "renew" / "buy subscription" lead for this garage (spec 4). */
function useRenewal() {
  const { garage } = useShellData();
  const details = useQuery(subscriptionDetailsQuery(garage.garage_id));
  return renewalTarget(garage.country_code, details.data?.external_pricing_url);
}

/** A demo request (the promo, the banner's demo prompt and Schedule demo share it). */
function useDemoRequest() {
  const { garage } = useShellData();
  const keeper = useRef(createIdempotencyKeeper());
  return useMutation({
    mutationFn: () => requestSubscription(garage.garage_id, 'DEMO', keeper.current.keyFor({ demo: garage.garage_id })),
    onSuccess: (answer) => {
      keeper.current.settle();
      toast(answer.message, 'success');
    },
  });
}

function RenewButton({ label }: { label: string }) {
  const target = useRenewal();
  if (target.kind === 'external') {
    return (
      <Button
        component="a"
        href={target.url}
        target="_blank"
        rel="noopener noreferrer"
        size="xs"
        variant="white"
        rightSection={<IconExternalLink size={14} />}
      >
        {label}
      </Button>
    );
  }
  return (
    <Button size="xs" variant="white" renderRoot={(props) => <Link {...props} to="/tabs/pricing" />}>
      {label}
    </Button>
  );
}

/** The subscription line of spec 4 on the dashboard, with its action. */
export function SubscriptionBannerLine({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation();
  const { garage, roles } = useShellData();
  const demo = useDemoRequest();
  const banner = subscriptionBanner(garage.subscription, garage.time_zone, now);
  if (!banner) return null;
  const owner = hasAnyRole(roles, ['GARAGE_OWNER']);
  if (banner.kind === 'trialActive') {
    return (
      <Alert color="workshop" variant="light" py={8} role="status" data-banner={banner.kind}>
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('subs.banner.demoPrompt')}</Text>
          <Button size="xs" variant="white" onClick={() => demo.mutate()} loading={demo.isPending} disabled={demo.isSuccess}>
            {t('subs.banner.requestDemo')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const text =
    banner.kind === 'trialExpired' || banner.kind === 'paidExpired'
      ? t(`dashboard.banner.${banner.kind}`)
      : t(`dashboard.banner.${banner.kind}`, { count: banner.days });
  return (
    <Alert color="orange" variant="light" py={8} role="status" data-banner={banner.kind}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {text}
        </Text>
        {owner && <RenewButton label={banner.kind === 'paidExpired' ? t('subs.banner.renew') : t('subs.banner.buy')} />}
      </Group>
    </Alert>
  );
}

/**
 * The dashboard's Schedule (a demo) and Buy subscription buttons (spec 2.4), and the small-business promo
 * shown once per user while a trial runs (decision 017).
 */
export function DashboardSubscriptionActions() {
  const { t } = useTranslation();
  const { garage, roles, user } = useShellData();
  const demo = useDemoRequest();
  const trial = garage.subscription?.subscription_type === 'TRIAL';
  const owner = hasAnyRole(roles, ['GARAGE_OWNER']);
  const [promoOpen, setPromoOpen] = useState(false);
  const promoMounted = useOpenedOnce(promoOpen);

  useEffect(() => {
    const now = new Date();
    const start = garage.subscription ? parseServerDate(garage.subscription.start_date) : null;
    const show = shouldShowPromo({
      owner,
      subscriptionType: garage.subscription?.subscription_type ?? null,
      startDate: start && !Number.isNaN(start.getTime()) ? start : null,
      now,
      daysLeft: subscriptionDaysLeft(garage.subscription, garage.time_zone, now),
      seen: promoSeen(user.user_id),
    });
    if (show) setPromoOpen(true);
  }, [garage.subscription, garage.time_zone, user.user_id, owner]);

  const closePromo = () => {
    markPromoSeen(user.user_id);
    setPromoOpen(false);
  };

  return (
    <>
      <Group gap="xs">
        {trial && (
          <Button
            variant="default"
            leftSection={<IconCalendarEvent size={16} />}
            onClick={() => demo.mutate()}
            loading={demo.isPending}
            disabled={demo.isSuccess}
          >
            {t('subs.scheduleDemo')}
          </Button>
        )}
        {owner && <BuySubscriptionButton />}
      </Group>
      {promoMounted && (
        <Suspense fallback={null}>
          <PromoModal
            opened={promoOpen}
            onClose={closePromo}
            requesting={demo.isPending}
            onRequestDemo={() =>
              demo.mutate(undefined, {
                onSuccess: closePromo,
              })
            }
          />
        </Suspense>
      )}
    </>
  );
}

function BuySubscriptionButton() {
  const { t } = useTranslation();
  const target = useRenewal();
  if (target.kind === 'external') {
    return (
      <Button
        component="a"
        href={target.url}
        target="_blank"
        rel="noopener noreferrer"
        leftSection={<IconCreditCard size={16} />}
        rightSection={<IconExternalLink size={14} />}
      >
        {t('dashboard.buySubscription')}
      </Button>
    );
  }
  return (
    <Button leftSection={<IconCreditCard size={16} />} renderRoot={(props) => <Link {...props} to="/tabs/pricing" />}>
      {t('dashboard.buySubscription')}
    </Button>
  );
}
