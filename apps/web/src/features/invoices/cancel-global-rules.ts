import { GlobalCfdiCancel } from '@garage/contract';
import {
  CFDI_CANCEL_REASONS,
  CFDI_TAX_REGIME_CODES,
  CFDI_USO_INGRESO_CODES,
  cfdiRegimeLabel,
  cfdiUsoLabel,
  GLOBAL_CANCEL_REASONS,
  type GlobalCancelReason,
  isRfc,
  type MessageKey,
  regimeFitsRfc,
} from '@garage/domain';
import type { Check } from '../../lib/forms/use-contract-form.ts';
import type { GlobalCfdiCancelBody } from '../../lib/invoices/global-cfdi-api.ts';

/** The cancel dialog's values (a type, not an interface: useContractForm needs a Record). */
export type CancelGlobalDraft = {
  reason: GlobalCancelReason | null;
  /** Reason 04: the bill that gets its own CFDI (a Select's value). */
  invoice_id: string | null;
  rfc: string;
  name: string;
  regimen: string | null;
  cp: string;
  uso_cfdi: string | null;
};
export type CancelGlobalField = keyof CancelGlobalDraft;
export const CANCEL_GLOBAL_FIELDS: readonly CancelGlobalField[] = [
  'reason',
  'invoice_id',
  'rfc',
  'name',
  'regimen',
  'cp',
  'uso_cfdi',
];
/** The server's refusal about the chosen bill belongs next to it. */
export const CANCEL_GLOBAL_SERVER_KEYS: Partial<Record<MessageKey, CancelGlobalField>> = {
  'cfdiGlobal.billNotInGlobal': 'invoice_id',
};

export const EMPTY_CANCEL: CancelGlobalDraft = {
  reason: null,
  invoice_id: null,
  rfc: '',
  name: '',
  regimen: null,
  cp: '',
  uso_cfdi: 'G03',
};

/** SAT's reasons a global invoice is cancelled for, each with SAT's own name (in Spanish, as SAT writes it). */
export const REASON_OPTIONS = GLOBAL_CANCEL_REASONS.map((code) => ({
  value: code,
  label: `${code} · ${CFDI_CANCEL_REASONS[code].es}`,
}));

/** The régimenes open to the RFC typed so far (all of them until it is a valid RFC). */
export function regimeOptions(rfc: string): Array<{ value: string; label: string }> {
  const typed = rfc.trim().toUpperCase();
  return CFDI_TAX_REGIME_CODES.filter((code) => !isRfc(typed) || regimeFitsRfc(code, typed)).map((code) => ({
    value: code,
    label: cfdiRegimeLabel(code, ' · '),
  }));
}

export const USO_OPTIONS = CFDI_USO_INGRESO_CODES.map((code) => ({ value: code, label: cfdiUsoLabel(code, ' · ') }));

/**
 * The body to send, checked with the contract's own schema. Its issues about the receptor (path
 * receptor.rfc …) are placed on the dialog's flat fields; "reason 04 needs the receptor" goes to the RFC.
 */
export function checkCancelGlobal(d: CancelGlobalDraft): Check<GlobalCfdiCancelBody> {
  const nominative = d.reason === '04';
  const body = {
    reason: d.reason ?? '',
    ...(nominative
      ? {
          invoice_id: d.invoice_id ? Number(d.invoice_id) : undefined,
          receptor: {
            rfc: d.rfc.trim().toUpperCase(),
            name: d.name.trim(),
            regimen: d.regimen ?? '',
            cp: d.cp.trim(),
            uso_cfdi: d.uso_cfdi ?? '',
          },
        }
      : {}),
  } as GlobalCfdiCancelBody;
  const parsed = GlobalCfdiCancel.safeParse(body);
  if (parsed.success) return { ok: true, body };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => {
      const [head, field] = issue.path;
      return head === 'receptor' ? { ...issue, path: [field ?? 'rfc'] } : issue;
    }),
  };
}
