import { type Dispatch, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { HttpError, reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { newUuid } from '../../lib/idempotency.ts';
import { message } from '../../lib/messages.ts';
import { activeOrdersOfVehicle, type Order } from '../../lib/orders/orders-api.ts';
import { toast } from '../../lib/toast.ts';
import { uploadImage } from './editor-api.ts';
import type { EditorDraft } from './editor-draft.ts';
import { type EditorDocument, type EditorMode, isNewDocument } from './editor-mode.ts';
import type { EditorAction } from './editor-reducer.ts';
import { draftIssues, type SubmitContext } from './payload-rules.ts';
import type { TotalsResult } from './totals-rules.ts';
import { useBackCloses } from './use-back-closes.ts';

export type OpenModal = 'existing' | 'signature' | 'vehicle' | null;

export interface StepsInput {
  document: EditorDocument;
  mode: EditorMode;
  draft: EditorDraft;
  totals: TotalsResult;
  /** Some part line asks for more than is on hand and the save would be refused for it. */
  stockShort?: boolean;
  readOnly: boolean;
  /** The signature comes before the preview (phones). */
  needsSignature: boolean;
  context: Omit<SubmitContext, 'now'>;
  onPreview: boolean;
  openPreview: (options: { replace: boolean }) => void;
  dropPreview: () => void;
  dispatch: Dispatch<EditorAction>;
}

/**
 * The way from the form to the preview (spec 5): "Next" checks the draft, then a new order of a known
 * vehicle checks for an open job card, then phones take the signature, then the preview opens. Modals
 * own a history entry, so Back closes them first.
 */
export function useEditorSteps(input: StepsInput) {
  const { t } = useTranslation();
  const { garage } = useShellData();
  const [modal, setModal] = useState<OpenModal>(null);
  const [checking, setChecking] = useState(false);
  const [existingOrders, setExistingOrders] = useState<Order[]>([]);
  /** The signature is the step before the preview (phones) rather than an optional extra. */
  const signatureStep = useRef(false);
  const previewReady = useRef(false);
  const [flowId] = useState(newUuid);
  const { document, mode, draft, dispatch } = input;

  const existingBack = useBackCloses(modal === 'existing', () => setModal(null), 'existing');
  const signatureBack = useBackCloses(modal === 'signature', () => setModal(null), 'signature');

  // A reload on the preview step has no draft to show: back to the form.
  const { onPreview, dropPreview } = input;
  useEffect(() => {
    if (onPreview && !previewReady.current) dropPreview();
  }, [onPreview, dropPreview]);

  const goPreview = (replace: boolean) => {
    previewReady.current = true;
    input.openPreview({ replace });
    window.scrollTo({ top: 0 });
  };

  /** After the existing-order check: the signature on phones, then the preview. */
  const proceed = (from: 'form' | 'existing') => {
    if (input.needsSignature && !draft.signatureUrl) {
      signatureStep.current = true;
      if (from === 'existing') existingBack.handover('signature');
      setModal('signature');
      return;
    }
    if (from === 'existing') {
      existingBack.detach();
      setModal(null);
      goPreview(true);
    } else goPreview(false);
  };

  const next = async () => {
    if (checking) return;
    if (input.readOnly) return goPreview(false);
    const issues = draftIssues(draft, { ...input.context, now: new Date() });
    if (!input.totals.ok) issues.push('pricing');
    if (input.stockShort) issues.push('stock');
    dispatch({ type: 'checked', issues });
    if (issues.includes('deliveryTime')) toast(message('order.deliveryTime', currentLanguage()));
    if (issues.includes('stock')) toast(t('orderEditor.lines.counterSaleShortToast'));
    if (issues.length > 0) {
      requestAnimationFrame(() => {
        const first = window.document.querySelector<HTMLElement>('[aria-invalid="true"], [data-issue="true"]');
        first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        if (first?.matches('input, textarea, button')) first.focus({ preventScroll: true });
      });
      return;
    }
    // Spec 5: a new order (not a counter sale) of a known vehicle checks for an open job card first.
    if (document === 'ORDER' && isNewDocument(mode) && draft.orderType !== 'COUNTER_SALE' && draft.vehicleId !== null) {
      setChecking(true);
      try {
        const open = await activeOrdersOfVehicle(draft.vehicleId);
        if (open.length > 0) {
          setExistingOrders(open);
          setModal('existing');
          return;
        }
      } catch (error) {
        // Spec 8: the loader closes and the button is enabled again.
        reportHttpError(error);
        return;
      } finally {
        setChecking(false);
      }
    }
    proceed('form');
  };

  const saveSignature = async (jpeg: string) => {
    try {
      const uploaded = await uploadImage({
        extension: 'jpeg',
        file_to_upload: jpeg,
        garage_id: garage.garage_id,
        flow_id: flowId,
      });
      dispatch({ type: 'signatureSaved', url: uploaded.url });
      if (signatureStep.current) {
        signatureStep.current = false;
        signatureBack.detach();
        setModal(null);
        goPreview(true);
      } else setModal(null);
    } catch (error) {
      const text =
        error instanceof HttpError && (error.status === 400 || error.status === 413) && error.serverMessage
          ? error.serverMessage
          : message('upload.failed', currentLanguage());
      toast(text);
      throw error;
    }
  };

  /** The totals bar's signature button: an optional signature, the form stays. */
  const takeSignature = () => {
    signatureStep.current = false;
    setModal('signature');
  };

  return {
    modal,
    setModal,
    checking,
    existingOrders,
    existingBack,
    previewReady: previewReady.current,
    next,
    proceed,
    saveSignature,
    takeSignature,
  };
}
