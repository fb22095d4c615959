import { Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { createIdempotencyKeeper } from '../../lib/idempotency.ts';
import { createInvoice, invoiceHref, refreshAfterBilling } from '../../lib/invoices/invoices-api.ts';
import { orderDetailsHref } from '../../lib/orders/order-display.ts';
import type { Order } from '../../lib/orders/orders-api.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { loadNotifications, toast } from '../../lib/toast.ts';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { afterSave, afterSaveHref, billsNow } from './after-save.ts';
import type { AmcState } from './amc-rules.ts';
import { createOrder, createQuote, refreshAfterSave, updateOrder, updateQuote } from './editor-api.ts';
import type { EditorDraft } from './editor-draft.ts';
import { type EditorDocument, type EditorMode, type EditorSearch, isNewDocument } from './editor-mode.ts';
import { insuranceBody } from './insurance-rules.ts';
import { ViewOrderLink } from './order-preview.tsx';
import { buildPayload, updateBody } from './payload-rules.ts';
import type { GarageSettings, TotalsResult } from './totals-rules.ts';

export interface SaveInput {
  document: EditorDocument;
  documentId: number | undefined;
  mode: EditorMode;
  from: EditorSearch['from'];
  draft: EditorDraft;
  settings: GarageSettings;
  amc: ReadonlyMap<string, AmcState>;
  totals: TotalsResult;
  /** PREPARE_INVOICE: the bill's type, for a bill of zero its reason, and the insurer of insured lines. */
  invoice?: {
    type: 'B2C' | 'B2B';
    zeroReason: string;
    zero: boolean;
    global?: boolean;
    /** Mexico: the CFDI use of a B2B bill; empty when none is offered (not sent). */
    cfdiUse?: string;
    partnerId?: number | null;
  } | null;
}

/**
 * The preview's confirm: creates (one Idempotency-Key per attempt, kept for a retry whose outcome is
 * unknown) or saves the document, refreshes every list it appears in, says so and moves on (spec 2.3).
 * Resolves false when it failed, so the button is pressed again.
 */
export function useSaveDocument(input: SaveInput): () => Promise<boolean> {
  const { t } = useTranslation();
  const router = useRouter();
  const queryClient = useQueryClient();
  const desktop = useIsDesktop();
  const keeper = useRef(createIdempotencyKeeper());
  const { document, documentId, mode } = input;

  const showSaved = async (saved: Order) => {
    if (document === 'QUOTE') {
      toast(isNewDocument(mode) ? t('orderEditor.saved.quoteCreated') : t('orderEditor.saved.quoteUpdated'), 'success');
      return;
    }
    if (!isNewDocument(mode)) {
      toast(t('orderEditor.saved.orderUpdated'), 'success');
      return;
    }
    if (!desktop) {
      toast(t('orderEditor.saved.orderCreatedPhone'), 'success');
      return;
    }
    const href = orderDetailsHref(saved.order_id);
    const notifications = await loadNotifications();
    notifications.show({
      color: 'teal',
      withBorder: true,
      autoClose: 10_000,
      message: (
        <Group gap="sm" justify="space-between" wrap="nowrap">
          <Text size="sm">{t('orderEditor.saved.orderCreated')}</Text>
          <ViewOrderLink
            href={href}
            label={t('orderEditor.saved.viewOrder')}
            onOpen={(to) => {
              notifications.clean();
              router.history.push(to);
            }}
          />
        </Group>
      ),
    });
  };

  /**
   * "Create invoice": the order's final lines and the bill in one call, then the invoice page — of the
   * customer's share when the bill is split (the server answers that one).
   */
  const createTheInvoice = async (order: ReturnType<typeof updateBody> | undefined, orderId = documentId): Promise<boolean> => {
    const choice = input.invoice;
    if (!choice || orderId === undefined) return false;
    const body = {
      order_id: orderId,
      invoice_type: choice.type,
      ...(choice.zero ? { zero_reason: choice.zeroReason.trim() } : {}),
      ...(choice.global ? { cfdi_global: true } : {}),
      // Sent whenever offered, S01 too: without it the server would take the customer's default.
      ...(choice.cfdiUse ? { cfdi_use: choice.cfdiUse } : {}),
      ...insuranceBody(input.draft.lines, choice.partnerId ?? null),
      ...(order ? { order } : {}),
    };
    try {
      const invoice = await createInvoice(body, keeper.current.keyFor(body));
      keeper.current.settle();
      refreshAfterSave(queryClient);
      refreshAfterBilling(queryClient, invoice);
      const other = invoice.related.find((r) => r.share !== invoice.share);
      toast(
        other
          ? t('invoices.prepare.createdSplit', { number: invoice.invoice_number, other: other.invoice_number })
          : t('invoices.prepare.created', { number: invoice.invoice_number }),
        'success',
      );
      router.history.replace(invoiceHref(invoice.invoice_id));
      return true;
    } catch (error) {
      const text = refusalText(error, currentLanguage());
      if (text === null) reportHttpError(error);
      else {
        keeper.current.settle();
        toast(text);
      }
      return false;
    }
  };

  return async () => {
    const { totals, draft, settings, amc } = input;
    if (!totals.ok) return false;
    const payload = buildPayload(draft, { settings, now: new Date() }, amc, totals.priced);
    if (mode === 'PREPARE_INVOICE') return createTheInvoice(updateBody(payload));
    try {
      let saved: Order;
      if (isNewDocument(mode)) {
        const key = keeper.current.keyFor(payload);
        saved = document === 'ORDER' ? await createOrder(payload, key) : await createQuote(payload, key);
      } else {
        const id = documentId as number;
        saved = document === 'ORDER' ? await updateOrder(id, updateBody(payload)) : await updateQuote(id, updateBody(payload));
      }
      keeper.current.settle();
      refreshAfterSave(queryClient);
      // A new counter sale handed over as saved (PAYMENT_DUE) is billed at once, then paid on its invoice
      // page (decision 043, addendum). Should the bill be refused, the sale stands and says why.
      if (billsNow(mode, input.invoice, saved)) {
        if (await createTheInvoice(undefined, saved.order_id)) return true;
        router.history.replace(orderDetailsHref(saved.order_id));
        return true;
      }
      void showSaved(saved);
      router.history.replace(afterSaveHref(afterSave(document, mode, saved, input.from)));
      return true;
    } catch (error) {
      const text = refusalText(error, currentLanguage());
      if (text === null) reportHttpError(error);
      else {
        keeper.current.settle();
        toast(text);
      }
      return false;
    }
  };
}
