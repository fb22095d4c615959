import { INVOICE_CREATE } from '@garage/contract/meta';
import { cfdiRegimeLabel, cfdiUsoLabel, hasAnyRole } from '@garage/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { formaLabel } from '../../lib/invoices/cfdi-labels.ts';
import { CfdiSection } from '../../lib/invoices/cfdi-section.tsx';
import { downloadCfdiXml, type Invoice, refreshAfterBilling, stampCfdi } from '../../lib/invoices/invoices-api.ts';
import { Field } from '../../lib/ui/detail-section.tsx';

/**
 * Mexico: the invoice's CFDI — the shared CFDI section with the invoice's use (S01, or the customer's own for
 * a sale first stated in a global invoice, with that receptor), method and form of payment and, once
 * cancelled, the SAT cancel reason; a retry for whoever may create invoices while the
 * invoice is active.
 */
export function CfdiPanel({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const queryClient = useQueryClient();
  const cfdi = invoice.cfdi;
  if (!cfdi) return null;
  const mayRetry = invoice.status === 'ACTIVE' && hasAnyRole(roles, INVOICE_CREATE);
  return (
    <CfdiSection
      title={t('invoices.cfdi.title')}
      cfdi={cfdi}
      uuidTestId="cfdi-uuid"
      download={() => downloadCfdiXml(invoice)}
      retry={
        mayRetry
          ? async () => {
              const updated = await stampCfdi(invoice.invoice_id);
              refreshAfterBilling(queryClient, updated);
              return updated;
            }
          : undefined
      }
      fields={
        <>
          <Field label={t('invoices.cfdi.use')}>{cfdiUsoLabel(cfdi.uso_cfdi, ' · ')}</Field>
          {cfdi.status === 'GLOBAL' && (
            <Field label={t('invoices.cfdi.globalInvoice')}>
              <span data-testid="cfdi-global-invoice">
                {cfdi.global_invoice
                  ? `${cfdi.global_invoice.folio} · ${cfdi.global_invoice.uuid}`
                  : t('invoices.cfdi.waitingGlobalInvoice')}
              </span>
            </Field>
          )}
          {cfdi.receptor && (
            <>
              <Field label={t('invoices.cfdi.receptor')}>
                {cfdi.receptor.rfc} · {cfdi.receptor.name}
              </Field>
              <Field label={t('invoices.cfdi.regime')}>{cfdiRegimeLabel(cfdi.receptor.regimen, ' · ')}</Field>
              <Field label={t('invoices.cfdi.postalCode')}>{cfdi.receptor.cp}</Field>
            </>
          )}
          {cfdi.metodo_pago && (
            <Field label={t('invoices.cfdi.method')}>
              {cfdi.metodo_pago} · {cfdi.forma_pago ? formaLabel(cfdi.forma_pago) : ''}
            </Field>
          )}
          {cfdi.cancel_reason && <Field label={t('invoices.cfdi.cancelReason')}>{cfdi.cancel_reason}</Field>}
        </>
      }
    />
  );
}
