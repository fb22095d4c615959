import { createFormatter } from '@garage/domain';
import { Alert, Box, Card, Center, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClockHour4, IconFlask } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../lib/http.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { type OnlinePaymentReturn, onlinePaymentReturnQuery } from '../../lib/online-payments/online-payments-api.ts';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { OnlinePaymentStatusBadge } from './status-badge.tsx';

export type ReturnKind = 'success' | 'cancelled';

/** Title, text, icon and colour of what the payer reads, by the link's status as the server tells it. */
function outcome(data: OnlinePaymentReturn, kind: ReturnKind) {
  switch (data.status) {
    case 'SUCCESS':
      return { title: 'successTitle', text: 'successText', color: 'green', Icon: IconCircleCheck } as const;
    case 'REFUND_NEEDED':
      return { title: 'refundTitle', text: 'refundText', color: 'orange', Icon: IconAlertTriangle } as const;
    case 'FAILED':
      return { title: 'failedTitle', text: 'failedText', color: 'red', Icon: IconCircleX } as const;
    case 'CREATED':
      // Back from the checkout before the provider's notification: wait (the query polls), unless cancelled.
      return kind === 'cancelled'
        ? ({ title: 'cancelledTitle', text: 'cancelledText', color: 'gray', Icon: IconCircleX } as const)
        : ({ title: 'pendingTitle', text: 'pendingText', color: 'blue', Icon: IconClockHour4 } as const);
    default:
      return { title: 'cancelledTitle', text: 'cancelledText', color: 'gray', Icon: IconCircleX } as const;
  }
}

/**
 * payment-success / payment-cancelled (spec 2.2): where the payer lands after the checkout, signed in or
 * not. Shows the garage, the invoice number, the amount and the link's status, read from the server (the
 * address alone proves nothing: the status is what the provider's signed notification recorded).
 */
export function PaymentReturnPage({ kind, publicId }: { kind: ReturnKind; publicId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(onlinePaymentReturnQuery(publicId));
  const data = query.data;
  let body: React.ReactNode;
  if (!data) {
    const missing = query.error instanceof HttpError && query.error.status === 404;
    body = query.isPending ? (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    ) : (
      <LoadFailed text={missing ? t('onlinePayments.ret.notFound') : undefined} onRetry={() => void query.refetch()} />
    );
  } else {
    const f = createFormatter({
      language,
      countryCode: data.country_code,
      currency: data.currency_code,
      digits: data.rounding_digits,
      timeZone: data.time_zone,
    });
    const o = outcome(data, kind);
    body = (
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="center">
          <ThemeIcon color={o.color} variant="light" size={48} radius="xl">
            <o.Icon size={30} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t(`onlinePayments.ret.${o.title}`)}
          </Title>
        </Group>
        <Text>{t(`onlinePayments.ret.${o.text}`, { garage: data.garage_name })}</Text>
        <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '8px 16px' }}>
          <Text component="dt" c="dimmed">
            {t('onlinePayments.ret.garage')}
          </Text>
          <Text component="dd" m={0} ta="right" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {data.garage_name}
          </Text>
          <Text component="dt" c="dimmed">
            {t('onlinePayments.ret.invoice')}
          </Text>
          <Text component="dd" m={0} ta="right" fw={600} data-testid="return-invoice">
            {data.invoice_number}
          </Text>
          <Text component="dt" c="dimmed">
            {t('onlinePayments.ret.amount')}
          </Text>
          <Text component="dd" m={0} ta="right" fw={700} size="lg">
            {f.money(data.amount)}
          </Text>
          <Text component="dt" c="dimmed">
            {t('onlinePayments.ret.status')}
          </Text>
          <Box component="dd" m={0} ta="right">
            <OnlinePaymentStatusBadge status={data.status} />
          </Box>
        </Box>
        {data.provider === 'SANDBOX' && (
          <Alert color="orange" variant="light" icon={<IconFlask size={18} />}>
            {t('onlinePayments.ret.testMode')}
          </Alert>
        )}
      </Stack>
    );
  }
  return (
    <Box bg="gray.1" mih="100dvh" py={{ base: 'md', sm: 48 }} px="md">
      <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto" component="main">
        <Box aria-live="polite">{body}</Box>
      </Card>
    </Box>
  );
}
