import { anyCancelReasonText } from '@garage/domain';
import { Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import type { TKey } from '../../lib/i18n.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useStatusLabel } from '../../lib/orders/labels.ts';
import { Section } from '../../lib/ui/detail-section.tsx';
import { QueryList } from '../../lib/ui/query-list.tsx';
import { activityFacts, humanize } from './order-rules.ts';
import { activityQuery, type OrderActivityEntry } from './orders-api.ts';

const ACTIONS: Record<string, TKey> = {
  CREATED: 'orderLists.history.actions.CREATED',
  UPDATED: 'orderLists.history.actions.UPDATED',
  EDITED: 'orderLists.history.actions.UPDATED',
  DETAILS: 'orderLists.history.actions.DETAILS_UPDATED',
  DETAILS_UPDATED: 'orderLists.history.actions.DETAILS_UPDATED',
  STATUS: 'orderLists.history.actions.STATUS',
  STATUS_CHANGED: 'orderLists.history.actions.STATUS',
  PROGRESS: 'orderLists.history.actions.STATUS',
  PROGRESSED: 'orderLists.history.actions.STATUS',
  CANCELLED: 'orderLists.history.actions.CANCELLED',
  APPROVED: 'orderLists.history.actions.APPROVED',
  CONVERTED: 'orderLists.history.actions.CONVERTED',
  CREATED_FROM_QUOTE: 'orderLists.history.actions.CREATED_FROM_QUOTE',
  PARTS: 'orderLists.history.actions.PARTS',
  LOST_SALE: 'orderLists.history.actions.LOST_SALE',
  ON_ACCOUNT: 'orderLists.history.actions.ON_ACCOUNT',
  ON_ACCOUNT_REMOVED: 'orderLists.history.actions.ON_ACCOUNT_REMOVED',
  SERIALS_RELEASED: 'orderLists.history.actions.SERIALS_RELEASED',
  PAYMENT_REFUNDED: 'orderLists.history.actions.PAYMENT_REFUNDED',
  CFDI_NOMINATIVE: 'orderLists.history.actions.CFDI_NOMINATIVE',
};

/** The serial numbers a stock audit or a misplaced item took off the order (decision 056 addendum). */
function releasedSerials(detail: Record<string, unknown>): Array<{ part: string; code: string }> {
  if (!Array.isArray(detail.serials)) return [];
  return detail.serials.flatMap((s: unknown) => {
    const r = (typeof s === 'object' && s !== null ? s : {}) as Record<string, unknown>;
    return typeof r.part === 'string' && typeof r.code === 'string' ? [{ part: r.part, code: r.code }] : [];
  });
}

/** The part lines a PARTS entry moved, as the server writes them (parts-on-orders). */
function partMoves(detail: Record<string, unknown>): Array<{ part: string; from: string | null; to: string | null }> {
  if (!Array.isArray(detail.lines)) return [];
  return detail.lines.flatMap((l: unknown) => {
    if (typeof l !== 'object' || l === null) return [];
    const r = l as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
    const part = text(r.part);
    return part ? [{ part, from: text(r.from), to: text(r.to) }] : [];
  });
}

function Entry({ entry }: { entry: OrderActivityEntry }) {
  const f = useFormat();
  const { t } = useTranslation();
  const label = useStatusLabel();
  const language = currentLanguage();
  const money = (v: string) => f.money(v);
  const facts = activityFacts(entry.detail);
  const action = entry.action.toUpperCase();
  const lines: string[] = [];
  if (facts.from && facts.to) lines.push(`${label(facts.from)} → ${label(facts.to)}`);
  if (facts.reason && action !== 'LOST_SALE')
    lines.push(t('orderLists.details.cancelReason', { reason: anyCancelReasonText(facts.reason, language) }));
  if (facts.note) lines.push(t('orderLists.history.note', { note: facts.note }));
  if (facts.number) {
    lines.push(
      action === 'CONVERTED'
        ? t('orderLists.history.toOrder', { number: facts.number })
        : t('orderLists.history.fromQuote', { number: facts.number }),
    );
  }
  if (action === 'EDITED' && facts.totalBefore && facts.total && Number(facts.totalBefore) !== Number(facts.total)) {
    lines.push(t('orderLists.history.total', { before: money(facts.totalBefore), after: money(facts.total) }));
  }
  if (facts.fields.length > 0) lines.push(facts.fields.map(humanize).join(', '));
  // Parts issuance (decision 056): each line's part and its status move.
  for (const l of partMoves(entry.detail)) {
    const status = (s: string | null) => (s ? t(`parts.status.${s}` as TKey, { defaultValue: humanize(s) }) : '—');
    lines.push(`${l.part}: ${status(l.from)} → ${status(l.to)}`);
  }
  if (action === 'SERIALS_RELEASED') {
    const source = entry.detail.source === 'MISPLACED' ? 'MISPLACED' : 'STOCK_AUDIT';
    const document = typeof entry.detail.document === 'string' ? entry.detail.document : '';
    for (const s of releasedSerials(entry.detail))
      lines.push(t(`orderLists.history.serialsReleased.${source}`, { ...s, document }));
  }
  // A payment given back (decision 064): its receipt, the amount this bill got back, the refund receipt.
  if (action === 'PAYMENT_REFUNDED') {
    const { receipt_number: receipt, refund_receipt_number: refund, amount } = entry.detail;
    if (typeof receipt === 'string' && typeof refund === 'string' && typeof amount === 'string')
      lines.push(t('orderLists.history.refund', { receipt, refund, amount: money(amount) }));
  }
  // Mexico: the customer asked for their own CFDI of a sale first stated in a global invoice (reason 04).
  if (action === 'CFDI_NOMINATIVE') {
    const { rfc, global_folio: folio } = entry.detail;
    if (typeof rfc === 'string' && typeof folio === 'string') lines.push(t('orderLists.history.nominative', { rfc, folio }));
  }
  if (action === 'LOST_SALE' && typeof entry.detail.part === 'string') {
    const q = typeof entry.detail.quantity === 'string' ? ` × ${f.number(entry.detail.quantity)}` : '';
    lines.push(`${entry.detail.part}${q}`);
  }
  return (
    <>
      {lines.map((l) => (
        <Text key={l} size="sm">
          {l}
        </Text>
      ))}
    </>
  );
}

/** The activity log of an order or a quotation, oldest first as the server answers. */
export function HistorySection({ id }: { id: number }) {
  const f = useFormat();
  const { t } = useTranslation();
  const log = useQuery(activityQuery(id));
  return (
    <Section title={t('orderLists.history.title')}>
      <QueryList
        query={log}
        rows={(d) => d}
        skeleton={{ rows: 3, height: 28 }}
        empty={
          <Text size="sm" c="dimmed">
            {t('orderLists.history.empty')}
          </Text>
        }
      >
        {(entries) => (
          <Timeline bulletSize={18} lineWidth={2} active={entries.length - 1}>
            {entries.map((entry) => {
              const key = ACTIONS[entry.action.toUpperCase()];
              return (
                <Timeline.Item
                  key={entry.id}
                  bullet={<IconHistory size={11} />}
                  title={
                    <Text size="sm" fw={600} component="span">
                      {key ? t(key) : humanize(entry.action)}
                    </Text>
                  }
                >
                  <Entry entry={entry} />
                  <Text size="xs" c="dimmed">
                    {t('orderLists.history.by', {
                      user: entry.user_name,
                      at: f.dateTime(entry.at),
                    })}
                  </Text>
                </Timeline.Item>
              );
            })}
          </Timeline>
        )}
      </QueryList>
    </Section>
  );
}
