import { useTranslation } from 'react-i18next';
import { Field } from '../ui/detail-section.tsx';
import { formaLabel } from './cfdi-labels.ts';
import { CfdiSection } from './cfdi-section.tsx';
import type { DocumentCfdi } from './invoices-api.ts';

/**
 * Mexico: the CFDI of a receipt (payment complement, REP) or of a credit note (egreso) — the shared CFDI
 * section with the payment form it was stamped with and, for an egreso of a sale stated in a global invoice,
 * that global invoice (decision 048, addenda).
 */
export function DocumentCfdiPanel({
  title,
  cfdi,
  download,
  retry,
}: {
  title: string;
  cfdi: DocumentCfdi;
  download: () => Promise<void>;
  /** Absent when the reader may not stamp. */
  retry?: (() => Promise<{ cfdi: DocumentCfdi | null }>) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <CfdiSection
      title={title}
      cfdi={cfdi}
      uuidTestId="document-cfdi-uuid"
      download={download}
      retry={retry}
      fields={
        <>
          {cfdi.global_invoice && (
            <Field label={t('invoices.cfdi.relatedGlobal')}>
              {cfdi.global_invoice.folio} · {cfdi.global_invoice.uuid}
            </Field>
          )}
          {cfdi.forma_pago && <Field label={t('invoices.cfdi.method')}>{formaLabel(cfdi.forma_pago)}</Field>}
        </>
      }
    />
  );
}
