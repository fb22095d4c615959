import { columnMax, MONEY_COLUMN } from '@garage/domain';
import { Alert, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconSignature } from '@tabler/icons-react';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { message } from '../../lib/messages.ts';
import { TotalsRows } from '../../lib/orders/totals-rows.tsx';
import type { MoneyFormat } from './line-items.tsx';
import classes from './order-editor.module.css';
import type { TotalsResult } from './totals-rules.ts';

export interface TotalsBarProps {
  totals: TotalsResult;
  itemWiseDiscount: boolean;
  hasLines: boolean;
  money: MoneyFormat;
  /** The signature's image and its button ("Take signature" / "Retake"), or null when the bar has none. */
  signature: { url: string | null; canTake: boolean; onTake: () => void } | null;
  signatureHint: boolean;
  pricingIssue: boolean;
  cancel: (props: Record<string, unknown>) => ReactNode;
  nextLabel: string;
  checking: boolean;
  onNext: () => void;
}

/** The message of totals the engine (or the server) refuses. */
function pricingText(totals: TotalsResult, language: ReturnType<typeof currentLanguage>): string | null {
  if (totals.ok) return null;
  switch (totals.key) {
    case 'pricing.taxCategoryRequired':
      return message('order.taxCategoryRequired', language, { line: (totals.line ?? 0) + 1 });
    case 'pricing.discountTooHigh':
      return message('order.discountTooHigh', language);
    case 'pricing.discountPercentTooHigh':
      return message('order.discountPercentTooHigh', language);
    case 'pricing.negativeTotal':
      return message('order.negativeTotal', language);
    case 'pricing.totalTooLarge':
      return message('order.totalTooLarge', language, { max: columnMax(MONEY_COLUMN) });
    default:
      return message('order.quantity', language);
  }
}

/** The sticky bar under the form: signature, pricing problems, live totals, Cancel and Next. */
export function TotalsBar(props: TotalsBarProps) {
  const f = useFormat();
  const { t } = useTranslation();
  const language = currentLanguage();
  const totalsBar = useScrollPaddingBelow();
  const fmt = (v: string | null) => f.money(v);
  const problem = props.hasLines ? pricingText(props.totals, language) : null;
  const signature = props.signature;
  return (
    <Paper
      withBorder
      p="md"
      className={classes.totals}
      aria-label={t('orderEditor.totals.title')}
      component="section"
      ref={totalsBar}
    >
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={6} style={{ flex: '1 1 260px' }}>
          {signature && (
            <Group gap="sm" align="center">
              {signature.url ? (
                <Image
                  src={signature.url}
                  alt={t('orderEditor.preview.signature')}
                  w={72}
                  h={72}
                  fit="contain"
                  radius="sm"
                  bd="1px solid var(--mantine-color-gray-3)"
                />
              ) : null}
              {signature.canTake && (
                <Button variant="light" size="xs" leftSection={<IconSignature size={14} />} onClick={signature.onTake}>
                  {signature.url ? t('orderEditor.signature.retake') : t('orderEditor.signature.take')}
                </Button>
              )}
            </Group>
          )}
          {props.signatureHint && (
            <Text size="xs" c="dimmed">
              {t('orderEditor.signature.requiredHint')}
            </Text>
          )}
          {problem && (
            <Alert color="red" icon={<IconAlertCircle size={16} />} p="xs" data-issue={props.pricingIssue || undefined}>
              {problem}
            </Alert>
          )}
        </Stack>
        <Stack gap={2} miw={240}>
          {props.totals.ok && (
            <TotalsRows
              layout="bar"
              totals={props.totals.priced}
              showDiscount={!props.itemWiseDiscount}
              fmt={fmt}
              labels={{
                subTotal: t('orderEditor.preview.subTotal'),
                discount: t('orderEditor.preview.discount'),
                grandTotal: t('orderEditor.preview.grandTotal'),
              }}
            />
          )}
        </Stack>
      </Group>
      <Group justify="flex-end" gap="xs" mt="md">
        <Button variant="default" renderRoot={props.cancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={props.onNext} loading={props.checking} disabled={props.checking}>
          {props.nextLabel}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * A ref for the sticky totals bar: while it is mounted and sticky, the page's scroll padding at the bottom
 * is its height, so a field reached by Tab, focused after a failed Next or scrolled into view lands above
 * the bar instead of under it.
 */
function useScrollPaddingBelow() {
  return useCallback((bar: HTMLElement | null) => {
    if (!bar) return;
    const root = window.document.documentElement;
    const apply = () => {
      const sticky = getComputedStyle(bar).position === 'sticky';
      root.style.scrollPaddingBottom = sticky ? `${Math.ceil(bar.getBoundingClientRect().height) + 8}px` : '';
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(bar);
    window.addEventListener('resize', apply);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', apply);
      root.style.scrollPaddingBottom = '';
    };
  }, []);
}
