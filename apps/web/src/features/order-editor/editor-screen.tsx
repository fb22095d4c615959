import { INVOICE_EDIT } from '@garage/contract/meta';
import { canInvoiceFrom, hasAnyRole, type OrderStatus, type OrderType } from '@garage/domain';
import { Alert, SegmentedControl, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdvisoryVehicleSource } from '../../lib/advisory/advisory-vehicle-source.ts';
import { isOn, useShellData } from '../../lib/api/session-data.ts';
import { b2bAllowed, cfdiUsesAllowed, globalInvoiceAllowed, isZeroBill } from '../../lib/invoices/invoice-rules.ts';
import { orderDetailsHref } from '../../lib/orders/order-display.ts';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { AddVehicleModal } from './add-vehicle-modal.tsx';
import { AmcSection } from './amc-section.tsx';
import { CustomerVehicleSection, useCustomerVehicles } from './customer-vehicle-section.tsx';
import { DetailsSection } from './details-section.tsx';
import type { EditorInit } from './editor-init.ts';
import { type EditorMode, isNewDocument } from './editor-mode.ts';
import { EditorPreviewStep } from './editor-preview-step.tsx';
import { editorReducer, initialEditorState } from './editor-reducer.ts';
import { ExistingOrdersModal } from './existing-orders-modal.tsx';
import { partnerMissing, showsPartnerSelect } from './insurance-rules.ts';
import { InsuranceShare } from './insurance-share.tsx';
import { type InvoiceChoice, InvoiceSection } from './invoice-section.tsx';
import { LinesSection } from './lines-section.tsx';
import type { EditorRouteProps } from './order-editor-page.tsx';
import type { DraftIssue } from './payload-rules.ts';
import { consentRequired, signatureRequired } from './signature-rules.ts';
import { savingTakesStock, stockHints } from './stock-hints.ts';
import { TotalsBar } from './totals-bar.tsx';
import { useAddLines } from './use-add-lines.ts';
import { useForgetStaleModal } from './use-back-closes.ts';
import { useEditorPricing } from './use-editor-pricing.ts';
import { useEditorSteps } from './use-editor-steps.ts';
import { useOdometerWarning } from './use-odometer-warning.ts';
import { useSaveDocument } from './use-save-document.tsx';

/** The signature pad is a chunk of its own, loaded when it opens (decision 029). */
const SignaturePad = lazy(() => import('./signature-pad.tsx').then((m) => ({ default: m.SignaturePad })));

/** The editor once its start is loaded: the form, then the preview step. */
export function EditorScreen({
  document,
  documentId,
  search,
  openPreview,
  dropPreview,
  mode,
  init,
}: EditorRouteProps & { mode: EditorMode; init: EditorInit }) {
  const { t } = useTranslation();
  const router = useRouter();
  const desktop = useIsDesktop();
  const { garage, properties, roles } = useShellData();
  useForgetStaleModal();

  const [state, dispatch] = useReducer(editorReducer, init, initialEditorState);
  const { draft, customer, vehicle } = state;
  useAdvisoryVehicleSource(vehicle?.user_car_id);
  const vehicles = useCustomerVehicles(state);
  const pricing = useEditorPricing(draft);
  const add = useAddLines(draft, pricing, dispatch);

  // PREPARE_INVOICE edits the order's final lines while its status allows billing (also a counter sale
  // created PAYMENT_DUE: the server's billing edit); any other mode edits while the order is editable.
  const invoicing = mode === 'PREPARE_INVOICE';
  const invoiceable = invoicing && init.existing !== null && canInvoiceFrom(init.existing.status as OrderStatus);
  // An order that is billed (or a converted quotation) is shown, not edited: the server would refuse.
  const locked = !isNewDocument(mode) && init.existing !== null && (invoicing ? !invoiceable : !init.existing.editable);
  const readOnly = mode === 'VIEW' || locked;
  const [invoiceChoice, setInvoiceChoice] = useState<InvoiceChoice>({
    type: 'B2C',
    zeroReason: '',
    global: false,
    cfdiUse: '',
  });
  const [reasonMissing, setReasonMissing] = useState(false);
  const [partnerId, setPartnerId] = useState<number | null>(null);
  const [partnerAsked, setPartnerAsked] = useState(false);
  const counterSale = draft.orderType === 'COUNTER_SALE';
  const partIssuance = garage.part_issuance_enabled || isOn(properties, 'partIssuanceEnabled');
  const newCounterSale = document === 'ORDER' && isNewDocument(mode) && counterSale;
  // A counter sale without part issuance is handed over as it is saved (PAYMENT_DUE): whoever may bill it
  // bills it in the same flow, so the status follows the money as for orders (decision 043, addendum).
  const billsOnSave = newCounterSale && !partIssuance && hasAnyRole(roles, INVOICE_EDIT);
  const takesStock =
    newCounterSale &&
    savingTakesStock(draft.orderType, {
      inventoryEnabled: garage.inventory_enabled,
      allowNegativeStock: isOn(properties, 'allowNegativeStock'),
      partIssuance,
    });
  const stockShort = useMemo(
    () => takesStock && [...stockHints(draft.lines, pricing.stockMap, true).values()].some((h) => h.blocks),
    [takesStock, draft.lines, pricing.stockMap],
  );
  const insured = showsPartnerSelect(invoiceable, draft.lines);
  const globalAllowed = globalInvoiceAllowed(garage.country_code, customer, { type: invoiceChoice.type, insured });
  const cfdiUses = cfdiUsesAllowed(garage.country_code, customer, invoiceChoice.type);
  // Only a use offered for this customer and type is sent; otherwise the server's default (S01).
  // The use picked, else the customer's default when SAT allows it for them, else S01; none outside a Mexican B2B bill.
  const customerUse = customer?.cfdi_use && cfdiUses.includes(customer.cfdi_use) ? customer.cfdi_use : 'S01';
  const cfdiUse = cfdiUses.length === 0 ? '' : cfdiUses.includes(invoiceChoice.cfdiUse) ? invoiceChoice.cfdiUse : customerUse;
  const zeroBill = (invoicing || billsOnSave) && pricing.totals.ok && isZeroBill(pricing.totals.priced.grand_total);
  const odometerWarning = useOdometerWarning(
    draft.odometer,
    readOnly ? null : vehicle,
    isNewDocument(mode) ? null : init.existing,
    t(`vehicles.units.${pricing.rules.distanceUnit}`),
  );
  const docTitle = document === 'QUOTE' ? t('orderEditor.titles.QUOTE') : t(`orderEditor.titles.${draft.orderType}`);
  const pageTitle = invoicing
    ? t('invoices.prepare.title', { number: init.existing?.external_order_id ?? '' })
    : mode === 'VIEW'
      ? `${docTitle} ${init.existing?.external_order_id ?? ''}`
      : isNewDocument(mode)
        ? t('orderEditor.createTitle', { title: docTitle })
        : t('orderEditor.editTitle', { title: docTitle, number: init.existing?.external_order_id ?? '' });
  const needsSignature = signatureRequired({ document, orderType: draft.orderType, mode, phone: !desktop });

  const onPreview = search.step === 'preview';
  const steps = useEditorSteps({
    document,
    mode,
    draft,
    totals: pricing.totals,
    stockShort,
    readOnly,
    needsSignature,
    context: { document, mode, settings: pricing.settings, priceRules: pricing.prices },
    onPreview,
    openPreview,
    dropPreview,
    dispatch,
  });
  const confirm = useSaveDocument({
    document,
    documentId,
    mode,
    from: search.from,
    draft,
    settings: pricing.settings,
    amc: pricing.amc,
    totals: pricing.totals,
    invoice:
      invoiceable || billsOnSave
        ? { ...invoiceChoice, global: invoiceChoice.global && globalAllowed, cfdiUse, zero: zeroBill, partnerId }
        : null,
  });
  /** Next: a bill of zero needs its reason first; insured lines need their insurer. */
  const next = () => {
    const reasonGap = zeroBill && !invoiceChoice.zeroReason.trim();
    const partnerGap = invoiceable && partnerMissing(draft.lines, partnerId);
    if (reasonGap || partnerGap) {
      setReasonMissing(reasonGap);
      setPartnerAsked(partnerGap);
      requestAnimationFrame(() => {
        const first = window.document.querySelector<HTMLElement>('[aria-invalid="true"]');
        first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        first?.focus({ preventScroll: true });
      });
      return;
    }
    void steps.next();
  };

  if (onPreview && steps.previewReady && pricing.totals.ok) {
    return (
      <EditorPreviewStep
        document={document}
        title={invoicing ? t('invoices.prepare.previewTitle') : docTitle}
        state={state}
        pricing={pricing}
        totals={pricing.totals}
        date={init.existing && !isNewDocument(mode) ? init.existing.created_at : new Date()}
        actionLabel={
          invoicing
            ? invoiceable
              ? t('invoices.prepare.create')
              : null
            : readOnly
              ? null
              : billsOnSave
                ? t('orderEditor.createAndBill')
                : isNewDocument(mode)
                  ? t('orderEditor.createTitle', { title: docTitle })
                  : t('orderEditor.saveChanges')
        }
        invoicing={invoicing}
        onConfirm={confirm}
      />
    );
  }

  const back =
    invoicing && documentId !== undefined
      ? {
          label: t('invoices.backToOrder'),
          render: (p: Record<string, unknown>) => <Link {...p} to={orderDetailsHref(documentId)} />,
        }
      : search.from === 'customer-details' && draft.customerId !== null
        ? {
            label: t('orderEditor.backToCustomer'),
            render: (p: Record<string, unknown>) => (
              <Link {...p} to="/tabs/customer-details/$customerId" params={{ customerId: String(draft.customerId) }} />
            ),
          }
        : {
            label: t('orderEditor.backToDashboard'),
            render: (p: Record<string, unknown>) => <Link {...p} to="/tabs/dashboard" />,
          };
  const issue = (i: DraftIssue) => state.showErrors && state.issues.includes(i);
  const closeModal = () => steps.setModal(null);

  return (
    <Stack gap="md" maw={1100} pb="xl">
      <PageHeader
        title={pageTitle}
        back={back}
        description={
          init.existing && mode === 'COPY' ? t('orderEditor.copyOf', { number: init.existing.external_order_id }) : undefined
        }
      />
      {locked && mode !== 'VIEW' && !invoicing && (
        <Alert color="orange" icon={<IconAlertCircle size={16} />}>
          {t('orderEditor.notEditable')}
        </Alert>
      )}
      {invoicing && !invoiceable && (
        <Alert color="orange" icon={<IconAlertCircle size={16} />}>
          {t('invoices.prepare.notInvoiceable')}
        </Alert>
      )}
      {document === 'ORDER' && isNewDocument(mode) && (
        <SegmentedControl
          aria-label={t('orderEditor.orderType')}
          value={draft.orderType}
          onChange={(v) => dispatch({ type: 'orderTypeChanged', orderType: v as OrderType })}
          data={(['REPAIR_ORDER', 'COUNTER_SALE', 'AMC'] as const).map((x) => ({
            value: x,
            label: t(`orderEditor.titles.${x}`),
          }))}
          w={{ base: '100%', sm: 'fit-content' }}
        />
      )}

      <CustomerVehicleSection
        state={state}
        vehicles={vehicles}
        dispatch={dispatch}
        fixed={!isNewDocument(mode)}
        readOnly={readOnly}
        canAddVehicle={isNewDocument(mode) && !readOnly}
        rules={pricing.rules}
        issue={issue}
        onAddVehicle={() => steps.setModal('vehicle')}
      />
      {pricing.isAmc && customer && (
        <AmcSection items={pricing.amcItems} readOnly={readOnly} onAdd={(kind, id) => void add.addAmcItem(kind, id)} />
      )}
      <LinesSection
        draft={draft}
        pricing={pricing}
        add={add}
        dispatch={dispatch}
        readOnly={readOnly}
        showErrors={state.showErrors}
        issue={issue}
        takesStock={takesStock}
        serials={
          document === 'ORDER'
            ? {
                orderId: isNewDocument(mode) ? null : (init.existing?.order_id ?? null),
                // The line takes stock as it is saved (a counter sale) or billed; under part issuance the desk names them.
                required: (counterSale || invoicing) && !partIssuance,
              }
            : null
        }
      />
      <DetailsSection
        document={document}
        draft={draft}
        dispatch={dispatch}
        readOnly={readOnly}
        showErrors={state.showErrors}
        timeZone={garage.time_zone}
        rules={pricing.rules}
        issue={issue}
        odometerWarning={odometerWarning}
      />
      {(invoiceable || billsOnSave) && (
        <InvoiceSection
          choice={{ ...invoiceChoice, cfdiUse }}
          onChange={setInvoiceChoice}
          b2b={b2bAllowed(customer)}
          globalAllowed={globalAllowed}
          cfdiUses={cfdiUses}
          zero={zeroBill}
          reasonMissing={reasonMissing}
          insurance={
            insured ? (
              <InsuranceShare
                draft={draft}
                pricing={pricing}
                partnerId={partnerId}
                onPartner={setPartnerId}
                missing={partnerAsked}
              />
            ) : null
          }
        />
      )}

      <TotalsBar
        totals={pricing.totals}
        itemWiseDiscount={draft.itemWiseDiscount}
        hasLines={draft.lines.length > 0}
        money={pricing.money}
        signature={
          (desktop || draft.signatureUrl) && document === 'ORDER' && !counterSale
            ? { url: draft.signatureUrl, canTake: !readOnly && isNewDocument(mode), onTake: steps.takeSignature }
            : null
        }
        signatureHint={needsSignature && !draft.signatureUrl}
        pricingIssue={issue('pricing')}
        cancel={back.render}
        nextLabel={readOnly ? t('orderEditor.preview.open') : t('orderEditor.next')}
        checking={steps.checking}
        onNext={next}
      />

      {steps.modal === 'signature' && (
        <Suspense fallback={null}>
          <SignaturePad
            opened
            consentRequired={consentRequired(document)}
            onCancel={closeModal}
            onEmpty={closeModal}
            onDrawn={steps.saveSignature}
          />
        </Suspense>
      )}
      <ExistingOrdersModal
        opened={steps.modal === 'existing'}
        orders={steps.existingOrders}
        regNumber={vehicle?.reg_number ?? ''}
        onClose={closeModal}
        onOpen={(href) => {
          steps.existingBack.detach();
          closeModal();
          router.history.replace(href);
        }}
        onContinue={() => steps.proceed('existing')}
      />
      {customer && (
        <AddVehicleModal
          customerId={customer.customer_id}
          opened={steps.modal === 'vehicle'}
          onClose={closeModal}
          onCreated={(v) => {
            dispatch({ type: 'vehicleAdded', vehicle: v, known: vehicles });
            closeModal();
          }}
        />
      )}
    </Stack>
  );
}
