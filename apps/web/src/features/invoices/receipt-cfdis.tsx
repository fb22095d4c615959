import { PAYMENT_TAKE } from '@garage/contract/meta';
import { hasAnyRole } from '@garage/domain';
import { Stack } from '@mantine/core';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { DocumentCfdiPanel } from '../../lib/invoices/document-cfdi-panel.tsx';
import {
  downloadReceiptCfdiXml,
  type Invoice,
  receiptQuery,
  refreshAfterBilling,
  stampReceiptCfdi,
} from '../../lib/invoices/invoices-api.ts';

/**
 * Mexico: the payment complement (REP) of each receipt that paid this invoice, when its CFDI is PPD — read
 * receipt by receipt (an invoice has few), with its XML and a retry (decision 048, addendum).
 */
export function ReceiptCfdis({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const queryClient = useQueryClient();
  const receiptIds = invoice.cfdi
    ? [...new Set(invoice.payments.filter((p) => !p.amount.startsWith('-')).map((p) => p.receipt_id))]
    : [];
  const receipts = useQueries({ queries: receiptIds.map((id) => receiptQuery(id)) });
  const withCfdi = receipts.flatMap((q) => (q.data?.cfdi ? [{ receipt: q.data, cfdi: q.data.cfdi }] : []));
  if (withCfdi.length === 0) return null;
  const canStamp = hasAnyRole(roles, PAYMENT_TAKE);
  return (
    <Stack gap="sm" aria-label={t('invoices.cfdi.repTitle')}>
      {withCfdi.map(({ receipt, cfdi }) => (
        <DocumentCfdiPanel
          key={receipt.receipt_id}
          title={t('invoices.cfdi.repOf', { number: receipt.receipt_number })}
          cfdi={cfdi}
          download={() => downloadReceiptCfdiXml(receipt)}
          retry={
            canStamp
              ? async () => {
                  const updated = await stampReceiptCfdi(receipt.receipt_id);
                  refreshAfterBilling(queryClient);
                  return updated;
                }
              : undefined
          }
        />
      ))}
    </Stack>
  );
}
