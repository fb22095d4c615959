import { columnMax, containsHtml, hasAnyRole, MONEY_COLUMN, message, type OrderType } from '@garage/domain';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCarSuv, IconPlus, IconSignature, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CustomerDetails,
  type Part,
  type Service,
  type ServicePackage,
  taxCategoriesQuery,
  type Vehicle,
} from '../../lib/api/masters.ts';
import { isOn, useShellData } from '../../lib/api/session-data.ts';
import { formatGarageDateTime } from '../../lib/dates.ts';
import { HttpError, http, reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { createIdempotencyKeeper, newUuid } from '../../lib/idempotency.ts';
import { masterRules } from '../../lib/masters/garage-rules.ts';
import { type PickedCustomer, SelectCustomer } from '../../lib/masters/select-customer.tsx';
import { vehicleName } from '../../lib/masters/vehicle-name.ts';
import { formatMoney, formatQuantity } from '../../lib/money.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { ListSkeleton } from '../../lib/ui/list-states.tsx';
import { LoadFailed } from '../../lib/ui/load-failed.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import { useAdvisoryVehicleSource } from '../advisory/advisory-vehicle-source.ts';
import { StatusBadge } from '../order-lists/status-badge.tsx';
import { AddVehicleModal } from './add-vehicle-modal.tsx';
import {
  activeOrdersOfVehicle,
  amcItemsQuery,
  createOrder,
  createQuote,
  loadMasters,
  type Order,
  stockQuery,
  updateOrder,
  updateQuote,
  uploadImage,
} from './editor-api.ts';
import {
  type AmcState,
  afterSave,
  afterSaveHref,
  amcRemaining,
  amcStates,
  buildPayload,
  computeTotals,
  consentRequired,
  type DraftIssue,
  draftFromOrder,
  draftIssues,
  type EditorDocument,
  type EditorDraft,
  type EditorMode,
  type EditorSearch,
  effectiveMode,
  emptyDraft,
  type GarageSettings,
  isNewDocument,
  type LineDraft,
  newLineKey,
  odometerFor,
  orderDetailsHref,
  pageRoles,
  priceRules,
  signatureRequired,
  type TotalsResult,
  trimDecimal,
  updateBody,
} from './editor-rules.ts';
import { ItemPicker, Lines, type MoneyFormat } from './line-items.tsx';
import { OdometerWarning } from './odometer-warning.tsx';
import classes from './order-editor.module.css';
import { OrderPreview, ViewOrderLink } from './order-preview.tsx';
import { SignaturePad } from './signature-pad.tsx';
import { useBackCloses, useForgetStaleModal } from './use-back-closes.ts';
import { useOdometerWarning } from './use-odometer-warning.ts';

/** How the route hands the editor its address and its preview step. */
export interface EditorRouteProps {
  document: EditorDocument;
  /** The order (EDIT, COPY, VIEW…) or quotation the editor starts from. */
  documentId: number | undefined;
  search: EditorSearch;
  /** Push the preview step (replace: instead of a modal's history entry). */
  openPreview: (options: { replace: boolean }) => void;
  /** Drop the preview step from the address (after a reload, when the draft is gone). */
  dropPreview: () => void;
}

interface EditorInit {
  draft: EditorDraft;
  customer: PickedCustomer | null;
  vehicle: Vehicle | null;
  existing: Order | null;
}

function enrichLines(lines: LineDraft[], masters: Awaited<ReturnType<typeof loadMasters>>): LineDraft[] {
  return lines.map((l) => {
    if (l.itemId === null) return l;
    if (l.kind === 'service') {
      const s = masters.services.get(l.itemId);
      return s ? { ...l, masterPrice: s.price, masterTaxCategoryId: s.tax_category_id } : l;
    }
    const p = masters.parts.get(l.itemId);
    return p
      ? {
          ...l,
          masterPrice: p.selling_price,
          masterTaxCategoryId: p.tax_category_id,
          unitId: p.unit_id,
          unitSymbol: p.unit_symbol,
          purchasePrice: p.purchase_price,
        }
      : l;
  });
}

async function loadInit(
  document: EditorDocument,
  documentId: number | undefined,
  mode: EditorMode,
  search: EditorSearch,
  timeZone: string,
): Promise<EditorInit> {
  const customerOf = (id: number) => http.get<CustomerDetails>(`/api/customer/customer/${id}`);
  if (documentId !== undefined) {
    const order =
      document === 'ORDER'
        ? await http.get<Order>('/api/oms/order/data', { query: { order_id: documentId } })
        : await http.get<Order>(`/api/oms/quotes/${documentId}`);
    const draft = draftFromOrder(order, mode, timeZone);
    const ids = (kind: 'service' | 'part') =>
      draft.lines.filter((l) => l.kind === kind && l.itemId !== null).map((l) => l.itemId as number);
    const [masters, customer] = await Promise.all([loadMasters(ids('service'), ids('part')), customerOf(order.customer_id)]);
    draft.lines = enrichLines(draft.lines, masters);
    const vehicle = customer.vehicles.find((v) => v.user_car_id === order.user_car_id) ?? null;
    return { draft, customer, vehicle, existing: order };
  }
  const draft = emptyDraft(search.type ?? 'REPAIR_ORDER');
  if (search.customer_id === undefined) return { draft, customer: null, vehicle: null, existing: null };
  const customer = await customerOf(search.customer_id);
  const vehicle =
    customer.vehicles.find((v) => v.user_car_id === search.user_car_id) ??
    (draft.orderType !== 'COUNTER_SALE' && customer.vehicles.length === 1 ? (customer.vehicles[0] ?? null) : null);
  return {
    draft: {
      ...draft,
      customerId: customer.customer_id,
      vehicleId: vehicle?.user_car_id ?? null,
      odometer: odometerFor(draft.odometer, vehicle),
    },
    customer,
    vehicle,
    existing: null,
  };
}

/** /tabs/create-repair-order, /tabs/create-quotation and /tabs/edit-quotation/$quoteId (issue 4). */
export function OrderEditorPage(props: EditorRouteProps) {
  const { t } = useTranslation();
  const { roles, garage } = useShellData();
  const mode = props.document === 'QUOTE' && props.documentId !== undefined && !props.search.mode ? 'EDIT' : undefined;
  const effective = effectiveMode(props.search.mode ?? mode, props.documentId);
  const allowed = hasAnyRole(roles, pageRoles(props.document, effective));
  const init = useQuery({
    queryKey: [
      'order-editor',
      'init',
      props.document,
      props.documentId,
      effective,
      props.search.customer_id,
      props.search.user_car_id,
      props.search.type,
    ],
    queryFn: () => loadInit(props.document, props.documentId, effective, props.search, garage.time_zone),
    enabled: allowed,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const fallbackTitle = props.document === 'QUOTE' ? t('orderEditor.titles.QUOTE') : t('orderEditor.titles.REPAIR_ORDER');
  if (!allowed) return <AccessDenied title={fallbackTitle} />;
  if (init.isPending) {
    return (
      <Stack maw={1100}>
        <PageHeader title={fallbackTitle} />
        <ListSkeleton rows={6} height={56} />
      </Stack>
    );
  }
  if (!init.data) {
    return (
      <Stack maw={1100}>
        <PageHeader title={fallbackTitle} />
        <LoadFailed onRetry={() => void init.refetch()} />
      </Stack>
    );
  }
  return <EditorScreen {...props} mode={effective} init={init.data} />;
}

// ---- the screen ---------------------------------------------------------------------------------------------------

type OpenModal = 'existing' | 'signature' | 'vehicle' | null;

function EditorScreen({
  document,
  documentId,
  search,
  openPreview,
  dropPreview,
  mode,
  init,
}: EditorRouteProps & { mode: EditorMode; init: EditorInit }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const router = useRouter();
  const queryClient = useQueryClient();
  const desktop = useIsDesktop();
  const { garage, roles, properties } = useShellData();
  useForgetStaleModal();

  const [draft, setDraft] = useState<EditorDraft>(init.draft);
  const [customer, setCustomer] = useState<PickedCustomer | null>(init.customer);
  const [vehicle, setVehicle] = useState<Vehicle | null>(init.vehicle);
  useAdvisoryVehicleSource(vehicle?.user_car_id);
  const [showErrors, setShowErrors] = useState(false);
  const [checking, setChecking] = useState(false);
  const [modal, setModal] = useState<OpenModal>(null);
  const [existingOrders, setExistingOrders] = useState<Order[]>([]);
  /** The signature is the step before the preview (phones) rather than an optional extra. */
  const signatureStep = useRef(false);
  const previewReady = useRef(false);
  const keeper = useRef(createIdempotencyKeeper());
  const [flowId] = useState(newUuid);
  const [fieldError, setFieldError] = useState<DraftIssue[]>([]);
  const totalsBar = useScrollPaddingBelow();

  // An order that is billed (or a converted quotation) is shown, not edited: the server would refuse.
  const locked = !isNewDocument(mode) && init.existing !== null && !init.existing.editable;
  const readOnly = mode === 'VIEW' || locked;
  const rules = useMemo(() => masterRules(garage.country_code, properties), [garage.country_code, properties]);
  const odometerWarning = useOdometerWarning(
    draft.odometer,
    readOnly ? null : vehicle,
    isNewDocument(mode) ? null : init.existing,
    t(`vehicles.units.${rules.distanceUnit}`),
  );
  const settings: GarageSettings = useMemo(
    () => ({
      countryCode: garage.country_code,
      digits: rules.roundingDigits,
      // A garage that never set it applies tax (the property's default).
      taxApplicable: properties.isTaxApplicable === undefined ? true : isOn(properties, 'isTaxApplicable'),
      timeZone: garage.time_zone,
    }),
    [garage.country_code, garage.time_zone, rules.roundingDigits, properties],
  );
  const money: MoneyFormat = useMemo(
    () => ({ currency: garage.currency_code, digits: settings.digits }),
    [garage.currency_code, settings.digits],
  );
  const fmt = (v: string | null) => formatMoney(v, money.currency, money.digits, language);
  const prices = useMemo(() => priceRules(roles), [roles]);

  const taxCategories = useQuery(taxCategoriesQuery());
  const stock = useQuery(stockQuery());
  const isAmc = draft.orderType === 'AMC';
  const amcItems = useQuery({ ...amcItemsQuery(draft.customerId ?? 0), enabled: isAmc && draft.customerId !== null });
  const stockMap = useMemo(() => new Map((stock.data ?? []).map((s) => [s.part_id, s.running_stock])), [stock.data]);
  const amc = useMemo(
    () => (isAmc ? amcStates(draft.lines, amcItems.data ?? [], draft.vehicleId) : new Map<string, AmcState>()),
    [isAmc, draft.lines, amcItems.data, draft.vehicleId],
  );
  const totals: TotalsResult = useMemo(
    () => computeTotals(draft, settings, taxCategories.data ?? [], amc),
    [draft, settings, taxCategories.data, amc],
  );

  const counterSale = draft.orderType === 'COUNTER_SALE';
  const docTitle = document === 'QUOTE' ? t('orderEditor.titles.QUOTE') : t(`orderEditor.titles.${draft.orderType}`);
  const pageTitle =
    mode === 'VIEW'
      ? `${docTitle} ${init.existing?.external_order_id ?? ''}`
      : isNewDocument(mode)
        ? t('orderEditor.createTitle', { title: docTitle })
        : t('orderEditor.editTitle', { title: docTitle, number: init.existing?.external_order_id ?? '' });
  const needsSignature = signatureRequired({ document, orderType: draft.orderType, mode, phone: !desktop });

  // ---- modals own a history entry: Back closes them first -------------------------------------------------
  const existingBack = useBackCloses(modal === 'existing', () => setModal(null), 'existing');
  const signatureBack = useBackCloses(modal === 'signature', () => setModal(null), 'signature');

  // A reload on the preview step has no draft to show: back to the form.
  const onPreview = search.step === 'preview';
  useEffect(() => {
    if (onPreview && !previewReady.current) dropPreview();
  }, [onPreview, dropPreview]);

  // ---- editing ----------------------------------------------------------------------------------------------
  const update = (patch: Partial<EditorDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const amcDiscountFor = (kind: 'service' | 'part', id: number): string => {
    if (!isAmc) return '';
    const item = (amcItems.data ?? []).find((i) => i.kind === kind && i.item_id === id);
    return item ? trimDecimal(item.discount) : '';
  };
  const serviceLine = (s: Service, packageName: string | null): LineDraft => ({
    key: newLineKey(),
    kind: 'service',
    itemId: s.service_id,
    name: s.service_name,
    code: s.sac,
    packageName,
    quantity: '1',
    unitPrice: trimDecimal(s.price),
    masterPrice: s.price,
    discount: amcDiscountFor('service', s.service_id),
    taxInclusive: s.tax_inclusive,
    taxCategoryId: s.tax_category_id,
    masterTaxCategoryId: s.tax_category_id,
    insurancePercentage: '',
    customerPercentage: '',
    unitId: null,
    unitSymbol: null,
    purchasePrice: null,
  });
  const partLine = (p: Part, packageName: string | null): LineDraft => ({
    key: newLineKey(),
    kind: 'part',
    itemId: p.part_id,
    name: p.part_name,
    code: p.hsn,
    packageName,
    quantity: '1',
    unitPrice: trimDecimal(p.selling_price),
    masterPrice: p.selling_price,
    discount: amcDiscountFor('part', p.part_id),
    taxInclusive: p.tax_inclusive,
    taxCategoryId: p.tax_category_id,
    masterTaxCategoryId: p.tax_category_id,
    insurancePercentage: '',
    customerPercentage: '',
    unitId: p.unit_id,
    unitSymbol: p.unit_symbol,
    purchasePrice: prices.hidePurchase ? null : p.purchase_price,
  });
  const addLines = (lines: LineDraft[]) => {
    setDraft((d) => ({ ...d, lines: [...d.lines, ...lines] }));
    setFieldError((e) => e.filter((x) => x !== 'lines'));
  };
  const addPackage = (k: ServicePackage) => {
    if (draft.lines.some((l) => l.packageName === k.service_package_name)) {
      toast(t('orderEditor.lines.packageTwice', { name: k.service_package_name }), 'info');
      return;
    }
    const name = k.service_package_name;
    addLines([...k.services.map((s) => serviceLine(s, name)), ...k.parts.map((p) => partLine(p, name))]);
  };
  const addAmcItem = async (kind: 'service' | 'part', id: number) => {
    try {
      if (kind === 'service') addLines([serviceLine(await http.get<Service>(`/api/oms/service/${id}`), null)]);
      else addLines([partLine(await http.get<Part>(`/api/oms/part/${id}`), null)]);
    } catch {
      // The central handler has said why.
    }
  };

  const pickCustomer = (c: PickedCustomer | null) => {
    setCustomer(c);
    const only = c?.vehicles?.length === 1 && !counterSale ? (c.vehicles[0] ?? null) : null;
    setVehicle(only);
    update({
      customerId: c?.customer_id ?? null,
      vehicleId: only?.user_car_id ?? null,
      ...(only ? { odometer: odometerFor(draft.odometer, only) } : {}),
    });
    setFieldError((e) => e.filter((x) => x !== 'customer' && x !== 'vehicle'));
  };
  const pickVehicle = (v: Vehicle | null) => {
    setVehicle(v);
    update({
      vehicleId: v?.user_car_id ?? null,
      odometer: odometerFor(draft.odometer, v),
    });
    setFieldError((e) => e.filter((x) => x !== 'vehicle'));
  };
  const customerVehicles = useQuery({
    queryKey: ['customers', 'vehicles', draft.customerId ?? 0] as const,
    queryFn: ({ signal }) => http.get<Vehicle[]>(`/api/customer/customer/${draft.customerId}/vehicles`, { signal }),
    enabled: draft.customerId !== null && customer?.vehicles === undefined,
  });
  const vehicles = customer?.vehicles ?? customerVehicles.data ?? [];

  // ---- Next: checks, existing job card, signature, preview ---------------------------------------------------
  const ctx = { document, mode, settings, priceRules: prices, now: new Date() };
  const goPreview = (replace: boolean) => {
    previewReady.current = true;
    openPreview({ replace });
    window.scrollTo({ top: 0 });
  };
  /** After the existing-order check: the signature on phones, then the preview. */
  const proceed = (from: 'form' | 'existing') => {
    if (needsSignature && !draft.signatureUrl) {
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
    if (readOnly) return goPreview(false);
    const issues = draftIssues(draft, { ...ctx, now: new Date() });
    if (!totals.ok) issues.push('pricing');
    setShowErrors(true);
    setFieldError(issues);
    if (issues.includes('deliveryTime')) toast(message('order.deliveryTime', language));
    if (issues.length > 0) {
      requestAnimationFrame(() => {
        const first = window.document.querySelector<HTMLElement>('[aria-invalid="true"], [data-issue="true"]');
        first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        if (first?.matches('input, textarea, button')) first.focus({ preventScroll: true });
      });
      return;
    }
    // Spec 5: a new order (not a counter sale) of a known vehicle checks for an open job card first.
    if (document === 'ORDER' && isNewDocument(mode) && !counterSale && draft.vehicleId !== null) {
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
      update({ signatureUrl: uploaded.url });
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
          : message('upload.failed', language);
      toast(text);
      throw error;
    }
  };

  // ---- create / save ---------------------------------------------------------------------------------------------
  const showCreated = (saved: Order) => {
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

  const confirm = async (): Promise<boolean> => {
    if (!totals.ok) return false;
    const payload = buildPayload(draft, { settings, now: new Date() }, amc, totals.priced);
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
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['quotes'] });
      void queryClient.invalidateQueries({ queryKey: ['stock'] });
      void queryClient.invalidateQueries({ queryKey: ['amc'] });
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
      // The vehicle's history lists the odometer reading the order recorded.
      void queryClient.invalidateQueries({ queryKey: ['vehicles'] });
      showCreated(saved);
      const target = afterSaveHref(afterSave(document, mode, saved, search.from));
      router.history.replace(target);
      return true;
    } catch (error) {
      const text = refusalText(error, language);
      if (text === null) reportHttpError(error);
      else {
        keeper.current.settle();
        toast(text);
      }
      return false;
    }
  };

  // ---- the preview step ---------------------------------------------------------------------------------------
  if (onPreview && previewReady.current && totals.ok) {
    return (
      <OrderPreview
        document={document}
        title={docTitle}
        orderType={draft.orderType}
        garage={garage}
        customer={customer}
        vehicle={
          vehicle ? { display_name: vehicleName(vehicle, rules) || vehicle.display_name, reg_number: vehicle.reg_number } : null
        }
        odometer={draft.odometer}
        lines={draft.lines}
        priced={totals.priced}
        itemWiseDiscount={draft.itemWiseDiscount}
        taxApplicable={settings.taxApplicable}
        taxCategories={taxCategories.data ?? []}
        lpoNumber={draft.lpoNumber}
        customerRemarks={draft.customerRemarks}
        garageRecommendation={draft.garageRecommendation}
        signatureUrl={draft.signatureUrl}
        date={init.existing && !isNewDocument(mode) ? init.existing.created_at : new Date()}
        money={money}
        actionLabel={
          readOnly ? null : isNewDocument(mode) ? t('orderEditor.createTitle', { title: docTitle }) : t('orderEditor.saveChanges')
        }
        onConfirm={confirm}
        onBack={() => router.history.back()}
      />
    );
  }

  // ---- the form ---------------------------------------------------------------------------------------------------
  const back =
    search.from === 'customer-details' && draft.customerId !== null
      ? {
          label: t('orderEditor.backToCustomer'),
          render: (p: Record<string, unknown>) => (
            <Link {...p} to="/tabs/customer-details/$customerId" params={{ customerId: String(draft.customerId) }} />
          ),
        }
      : { label: t('orderEditor.backToDashboard'), render: (p: Record<string, unknown>) => <Link {...p} to="/tabs/dashboard" /> };
  const issue = (i: DraftIssue) => showErrors && fieldError.includes(i);
  /** After a Next, text with HTML tags is marked as the server would refuse it (and unmarked once fixed). */
  const htmlError = (value: string, field: string) =>
    showErrors && containsHtml(value) ? message('field.htmlTags', language, { field }) : undefined;
  const pricingText =
    totals.ok || draft.lines.length === 0
      ? null
      : totals.key === 'pricing.taxCategoryRequired'
        ? message('order.taxCategoryRequired', language, { line: (totals.line ?? 0) + 1 })
        : totals.key === 'pricing.discountTooHigh'
          ? message('order.discountTooHigh', language)
          : totals.key === 'pricing.negativeTotal'
            ? message('order.negativeTotal', language)
            : totals.key === 'pricing.totalTooLarge'
              ? message('order.totalTooLarge', language, { max: columnMax(MONEY_COLUMN) })
              : message('order.quantity', language);

  return (
    <Stack gap="md" maw={1100} pb="xl">
      <PageHeader
        title={pageTitle}
        back={back}
        description={
          init.existing && mode === 'COPY' ? t('orderEditor.copyOf', { number: init.existing.external_order_id }) : undefined
        }
      />
      {locked && mode !== 'VIEW' && (
        <Alert color="orange" icon={<IconAlertCircle size={16} />}>
          {t('orderEditor.notEditable')}
        </Alert>
      )}
      {document === 'ORDER' && isNewDocument(mode) && (
        <SegmentedControl
          aria-label={t('orderEditor.orderType')}
          value={draft.orderType}
          onChange={(v) => update({ orderType: v as OrderType })}
          data={(['REPAIR_ORDER', 'COUNTER_SALE', 'AMC'] as const).map((x) => ({
            value: x,
            label: t(`orderEditor.titles.${x}`),
          }))}
          w={{ base: '100%', sm: 'fit-content' }}
        />
      )}

      <Section title={t('orderEditor.sections.customer')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap={4} data-issue={issue('customer') || undefined}>
            <Text size="sm" fw={500}>
              {t('orderEditor.fields.customer')}
              <Text span c="red" aria-hidden>
                {' *'}
              </Text>
            </Text>
            {readOnly || !isNewDocument(mode) ? (
              <Paper withBorder p="sm">
                <Text fw={600}>{customer?.display_name}</Text>
                <Text size="sm" c="dimmed">
                  {customer ? `+${customer.country_phone_code} ${customer.mobile_number}` : ''}
                </Text>
              </Paper>
            ) : (
              <SelectCustomer value={customer} onChange={pickCustomer} label={t('orderEditor.fields.customerSearch')} />
            )}
            {issue('customer') && (
              <Text size="xs" c="red" role="alert">
                {t('orderEditor.errors.customer')}
              </Text>
            )}
          </Stack>
          <Stack gap={4} data-issue={issue('vehicle') || undefined}>
            <Text size="sm" fw={500}>
              {t('orderEditor.fields.vehicle')}
              {!counterSale ? (
                <Text span c="red" aria-hidden>
                  {' *'}
                </Text>
              ) : (
                <Text span c="dimmed" size="xs">
                  {` (${t('orderEditor.fields.optional')})`}
                </Text>
              )}
            </Text>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <Select
                aria-label={t('orderEditor.fields.vehicle')}
                placeholder={customer ? t('orderEditor.fields.vehiclePlaceholder') : t('orderEditor.fields.customerFirst')}
                data={vehicles.map((v) => ({
                  value: String(v.user_car_id),
                  label: [v.reg_number, vehicleName(v, rules)].filter(Boolean).join(' · '),
                }))}
                value={vehicle ? String(vehicle.user_car_id) : null}
                onChange={(v) => pickVehicle(vehicles.find((x) => String(x.user_car_id) === v) ?? null)}
                disabled={!customer}
                readOnly={readOnly || !isNewDocument(mode)}
                clearable={counterSale}
                // Clicking the chosen vehicle again must not drop it (a lone vehicle is chosen for the user).
                allowDeselect={false}
                searchable
                style={{ flex: 1 }}
                error={issue('vehicle') ? t('orderEditor.errors.vehicle') : undefined}
                leftSection={<IconCarSuv size={16} />}
                nothingFoundMessage={t('orderEditor.fields.noVehicles')}
              />
              {customer && isNewDocument(mode) && !readOnly && (
                <Button variant="light" leftSection={<IconPlus size={14} />} onClick={() => setModal('vehicle')}>
                  {t('orderEditor.fields.addVehicle')}
                </Button>
              )}
            </Group>
          </Stack>
        </SimpleGrid>
      </Section>

      {isAmc && customer && (
        <Section title={t('orderEditor.amc.title')}>
          {amcItems.isPending ? (
            <ListSkeleton rows={2} height={32} />
          ) : amcItems.isError ? (
            <LoadFailed onRetry={() => void amcItems.refetch()} />
          ) : (amcItems.data ?? []).length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('orderEditor.amc.none')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing={4} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('orderEditor.amc.item')}</Table.Th>
                    <Table.Th ta="right">{t('orderEditor.amc.quantity')}</Table.Th>
                    <Table.Th ta="right">{t('orderEditor.amc.availed')}</Table.Th>
                    <Table.Th ta="right">{t('orderEditor.amc.remaining')}</Table.Th>
                    <Table.Th ta="right">{t('orderEditor.amc.discount')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(amcItems.data ?? []).map((a) => (
                    <Table.Tr key={a.id}>
                      <Table.Td>
                        {a.item_name}{' '}
                        <Badge size="xs" variant="light" tt="none">
                          {a.kind === 'service' ? t('orderEditor.lines.service') : t('orderEditor.lines.part')}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right">
                        {formatQuantity(a.quantity, language)} {a.unit ?? ''}
                      </Table.Td>
                      <Table.Td ta="right">{formatQuantity(a.availed_quantity, language)}</Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {formatQuantity(amcRemaining(a).toString(), language)}
                      </Table.Td>
                      <Table.Td ta="right">{trimDecimal(a.discount)}%</Table.Td>
                      <Table.Td ta="right">
                        {!readOnly && (
                          <Button size="compact-xs" variant="light" onClick={() => void addAmcItem(a.kind, a.item_id)}>
                            {t('orderEditor.amc.add')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Section>
      )}

      <Section title={t('orderEditor.sections.items')}>
        <Stack gap="sm">
          {!readOnly && (
            <ItemPicker
              stock={stockMap}
              priceRules={prices}
              money={money}
              onService={(s) => addLines([serviceLine(s, null)])}
              onPart={(p) => addLines([partLine(p, null)])}
              onPackage={addPackage}
            />
          )}
          {draft.lines.length === 0 ? (
            <Text
              size="sm"
              c={issue('lines') ? 'red' : 'dimmed'}
              data-issue={issue('lines') || undefined}
              role={issue('lines') ? 'alert' : undefined}
            >
              {issue('lines') ? message('order.noLines', language) : t('orderEditor.lines.empty')}
            </Text>
          ) : (
            <Lines
              lines={draft.lines}
              priced={totals.ok ? totals.priced.lines : null}
              amc={amc}
              stock={stockMap}
              taxCategories={taxCategories.data ?? []}
              priceRules={prices}
              itemWiseDiscount={draft.itemWiseDiscount}
              taxApplicable={settings.taxApplicable}
              money={money}
              readOnly={readOnly}
              showErrors={showErrors}
              onChange={(key, patch) =>
                setDraft((d) => ({ ...d, lines: d.lines.map((l) => (l.key === key ? { ...l, ...patch } : l)) }))
              }
              onRemove={(keys) => setDraft((d) => ({ ...d, lines: d.lines.filter((l) => !keys.includes(l.key)) }))}
            />
          )}
          <Group gap="md" align="flex-end" wrap="wrap">
            <Switch
              label={t('orderEditor.discount.itemWise')}
              checked={draft.itemWiseDiscount}
              disabled={readOnly}
              onChange={(e) => update({ itemWiseDiscount: e.currentTarget.checked })}
            />
            {!draft.itemWiseDiscount && (
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <SegmentedControl
                  size="xs"
                  aria-label={t('orderEditor.discount.type')}
                  value={draft.discountType}
                  disabled={readOnly}
                  onChange={(v) => update({ discountType: v === 'AMOUNT' ? 'AMOUNT' : 'PERCENTAGE' })}
                  data={[
                    { value: 'PERCENTAGE', label: '%' },
                    { value: 'AMOUNT', label: t('orderEditor.discount.amount') },
                  ]}
                />
                <TextInput
                  size="xs"
                  w={140}
                  label={t('orderEditor.discount.order')}
                  value={draft.discountValue}
                  inputMode="decimal"
                  readOnly={readOnly}
                  onChange={(e) => update({ discountValue: e.currentTarget.value })}
                  error={issue('discount') ? t('orderEditor.lines.invalidNumber') : undefined}
                />
              </Group>
            )}
          </Group>
        </Stack>
      </Section>

      <Section title={t('orderEditor.sections.details')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {!counterSale && (
            <TextInput
              type="datetime-local"
              label={t('orderEditor.fields.deliveryTime')}
              description={garage.time_zone.replace(/_/g, ' ')}
              required={document === 'ORDER'}
              value={draft.deliveryTime}
              readOnly={readOnly}
              onChange={(e) => update({ deliveryTime: e.currentTarget.value })}
              error={issue('deliveryTime') ? message('order.deliveryTime', language) : undefined}
            />
          )}
          <TextInput
            label={t('orderEditor.fields.odometer', { unit: t(`vehicles.units.${rules.distanceUnit}`) })}
            value={draft.odometer}
            inputMode="numeric"
            maxLength={7}
            readOnly={readOnly}
            onChange={(e) => update({ odometer: e.currentTarget.value })}
            error={issue('odometer') ? t('orderEditor.lines.invalidNumber') : undefined}
            // Under the field, where its error would be, so the field does not move while the reading is typed.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={odometerWarning && <OdometerWarning text={odometerWarning} />}
          />
          <TextInput
            label={t('orderEditor.fields.lpoNumber')}
            value={draft.lpoNumber}
            maxLength={60}
            readOnly={readOnly}
            onChange={(e) => update({ lpoNumber: e.currentTarget.value })}
            error={htmlError(draft.lpoNumber, t('orderEditor.fields.lpoNumber'))}
          />
          {(document === 'QUOTE' || isAmc) && (
            <TextInput
              type="date"
              label={t('orderEditor.fields.expiryDate')}
              value={draft.expiryDate}
              readOnly={readOnly}
              onChange={(e) => update({ expiryDate: e.currentTarget.value })}
            />
          )}
          {isAmc && (
            <TextInput
              type="date"
              label={t('orderEditor.fields.purchaseDate')}
              value={draft.purchaseDate}
              readOnly={readOnly}
              onChange={(e) => update({ purchaseDate: e.currentTarget.value })}
            />
          )}
          {counterSale && (
            <TextInput
              type="date"
              label={t('orderEditor.fields.fulfilmentDate')}
              value={draft.fulfilmentDate}
              readOnly={readOnly}
              onChange={(e) => update({ fulfilmentDate: e.currentTarget.value })}
            />
          )}
        </SimpleGrid>
        <Textarea
          mt="sm"
          label={t('orderEditor.fields.garageRecommendation')}
          value={draft.garageRecommendation}
          maxLength={2000}
          autosize
          minRows={2}
          maxRows={6}
          readOnly={readOnly}
          onChange={(e) => update({ garageRecommendation: e.currentTarget.value })}
          error={htmlError(draft.garageRecommendation, t('orderEditor.fields.garageRecommendation'))}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mt="sm">
          <TextList
            label={t('orderEditor.fields.customerRemarks')}
            addLabel={t('orderEditor.fields.addRemark')}
            items={draft.customerRemarks}
            readOnly={readOnly}
            onChange={(customerRemarks) => update({ customerRemarks })}
            errorOf={htmlError}
            numbered
          />
          <TextList
            label={t('orderEditor.fields.comments')}
            addLabel={t('orderEditor.fields.addComment')}
            items={draft.comments}
            readOnly={readOnly}
            onChange={(comments) => update({ comments })}
            errorOf={htmlError}
          />
        </SimpleGrid>
        <PropertiesList
          items={draft.properties}
          readOnly={readOnly}
          onChange={(properties) => update({ properties })}
          error={issue('properties') ? t('orderEditor.errors.properties') : undefined}
          errorOf={htmlError}
        />
      </Section>

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
            {(desktop || draft.signatureUrl) && document === 'ORDER' && !counterSale && (
              <Group gap="sm" align="center">
                {draft.signatureUrl ? (
                  <Image
                    src={draft.signatureUrl}
                    alt={t('orderEditor.preview.signature')}
                    w={72}
                    h={72}
                    fit="contain"
                    radius="sm"
                    bd="1px solid var(--mantine-color-gray-3)"
                  />
                ) : null}
                {!readOnly && isNewDocument(mode) && (
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconSignature size={14} />}
                    onClick={() => {
                      signatureStep.current = false;
                      setModal('signature');
                    }}
                  >
                    {draft.signatureUrl ? t('orderEditor.signature.retake') : t('orderEditor.signature.take')}
                  </Button>
                )}
              </Group>
            )}
            {needsSignature && !draft.signatureUrl && (
              <Text size="xs" c="dimmed">
                {t('orderEditor.signature.requiredHint')}
              </Text>
            )}
            {pricingText && (
              <Alert color="red" icon={<IconAlertCircle size={16} />} p="xs" data-issue={issue('pricing') || undefined}>
                {pricingText}
              </Alert>
            )}
          </Stack>
          <Stack gap={2} miw={240}>
            {totals.ok && (
              <>
                <TotalRow label={t('orderEditor.preview.subTotal')} value={fmt(totals.priced.sub_total)} />
                {totals.priced.tax_lines.map((x) => (
                  <TotalRow key={x.name} label={x.name} value={fmt(x.amount)} />
                ))}
                {!draft.itemWiseDiscount && Number(totals.priced.discount) > 0 && (
                  <TotalRow label={t('orderEditor.preview.discount')} value={`− ${fmt(totals.priced.discount)}`} />
                )}
                <TotalRow strong label={t('orderEditor.preview.grandTotal')} value={fmt(totals.priced.grand_total)} />
              </>
            )}
          </Stack>
        </Group>
        <Group justify="flex-end" gap="xs" mt="md">
          <Button variant="default" renderRoot={back.render}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void next()} loading={checking} disabled={checking}>
            {readOnly ? t('orderEditor.preview.open') : t('orderEditor.next')}
          </Button>
        </Group>
      </Paper>

      <SignaturePad
        opened={modal === 'signature'}
        consentRequired={consentRequired(document)}
        onCancel={() => setModal(null)}
        onEmpty={() => setModal(null)}
        onDrawn={saveSignature}
      />

      <Modal
        opened={modal === 'existing'}
        onClose={() => setModal(null)}
        title={t('orderEditor.existing.title')}
        centered
        fullScreen={!desktop}
      >
        <Stack gap="sm">
          <Text size="sm">{t('orderEditor.existing.text', { reg: vehicle?.reg_number ?? '' })}</Text>
          {existingOrders.map((o) => {
            const href = orderDetailsHref(o.order_id);
            return (
              <Paper key={o.order_id} withBorder p="xs">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Stack gap={0}>
                    <Text fw={600} size="sm">
                      {o.external_order_id}
                    </Text>
                    <Group gap={6}>
                      <StatusBadge status={o.status} size="xs" />
                      <Text size="xs" c="dimmed">
                        {formatGarageDateTime(o.created_at, garage.time_zone, language)}
                      </Text>
                    </Group>
                  </Stack>
                  <Anchor
                    href={href}
                    size="sm"
                    fw={600}
                    onClick={(e) => {
                      e.preventDefault();
                      existingBack.detach();
                      setModal(null);
                      router.history.replace(href);
                    }}
                  >
                    {t('orderEditor.existing.open')}
                  </Anchor>
                </Group>
              </Paper>
            );
          })}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setModal(null)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => proceed('existing')}>{t('orderEditor.existing.continue')}</Button>
          </Group>
        </Stack>
      </Modal>

      {customer && (
        <AddVehicleModal
          customerId={customer.customer_id}
          opened={modal === 'vehicle'}
          onClose={() => setModal(null)}
          onCreated={(v) => {
            setCustomer((c) => (c ? { ...c, vehicles: [...(c.vehicles ?? vehicles), v] } : c));
            pickVehicle(v);
            setModal(null);
          }}
        />
      )}
    </Stack>
  );
}

// ---- small parts -------------------------------------------------------------------------------------------------

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function TotalRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="lg" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Group>
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

/**
 * Focus for the entry an "Add" button appends: once the list has grown, its last entry field (marked
 * data-entry) takes the focus, so typing goes into it and a space does not press the button again.
 */
function useFocusNewEntry(count: number) {
  const ref = useRef<HTMLDivElement>(null);
  const pending = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the number of entries changes.
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    const entries = ref.current?.querySelectorAll<HTMLInputElement>('input[data-entry]');
    entries?.[entries.length - 1]?.focus();
  }, [count]);
  return {
    ref,
    expect: () => {
      pending.current = true;
    },
  };
}

/** A list of short texts (customer remarks, comments): add, edit, remove. */
function TextList({
  label,
  addLabel,
  items,
  readOnly,
  onChange,
  errorOf,
  numbered,
}: {
  label: string;
  addLabel: string;
  items: readonly string[];
  readOnly: boolean;
  onChange: (items: string[]) => void;
  /** The error of an entry (named by its label), if any. */
  errorOf?: (value: string, field: string) => string | undefined;
  numbered?: boolean;
}) {
  const { t } = useTranslation();
  const group = useFocusNewEntry(items.length);
  return (
    <Stack gap={4} role="group" aria-label={label} ref={group.ref}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries are edited in place; their position is their identity.
        <Group key={i} gap={4} wrap="nowrap">
          {numbered && (
            <Text size="sm" c="dimmed" w={20} ta="right">
              {i + 1}.
            </Text>
          )}
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            value={item}
            maxLength={500}
            readOnly={readOnly}
            aria-label={`${label} ${i + 1}`}
            data-entry
            error={errorOf?.(item, `${label} ${i + 1}`)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              onChange(items.map((x, j) => (j === i ? value : x)));
            }}
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('orderEditor.fields.removeEntry', { n: i + 1 })}
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            >
              <IconTrash size={14} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!readOnly && items.length < 50 && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          w="fit-content"
          onClick={() => {
            group.expect();
            onChange([...items, '']);
          }}
        >
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}

function PropertiesList({
  items,
  readOnly,
  onChange,
  error,
  errorOf,
}: {
  items: readonly { key: string; value: string }[];
  readOnly: boolean;
  onChange: (items: { key: string; value: string }[]) => void;
  error?: string;
  /** The error of a name or a value (named by its label), if any. */
  errorOf?: (value: string, field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const group = useFocusNewEntry(items.length);
  return (
    <Stack
      gap={4}
      mt="sm"
      role="group"
      aria-label={t('orderEditor.fields.properties')}
      data-issue={error ? true : undefined}
      ref={group.ref}
    >
      <Text size="sm" fw={500}>
        {t('orderEditor.fields.properties')}
      </Text>
      {items.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place.
        <Group key={i} gap={4} wrap="nowrap">
          <TextInput
            size="xs"
            w={{ base: 120, sm: 200 }}
            placeholder={t('orderEditor.fields.propertyKey')}
            aria-label={`${t('orderEditor.fields.propertyKey')} ${i + 1}`}
            value={p.key}
            maxLength={60}
            readOnly={readOnly}
            data-entry
            error={
              errorOf?.(p.key, `${t('orderEditor.fields.propertyKey')} ${i + 1}`) ??
              (error && !p.key.trim() && p.value.trim() ? true : undefined)
            }
            onChange={(e) => {
              const key = e.currentTarget.value;
              onChange(items.map((x, j) => (j === i ? { ...x, key } : x)));
            }}
          />
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            placeholder={t('orderEditor.fields.propertyValue')}
            aria-label={`${t('orderEditor.fields.propertyValue')} ${i + 1}`}
            value={p.value}
            maxLength={500}
            readOnly={readOnly}
            error={errorOf?.(p.value, `${t('orderEditor.fields.propertyValue')} ${i + 1}`)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              onChange(items.map((x, j) => (j === i ? { ...x, value } : x)));
            }}
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('orderEditor.fields.removeEntry', { n: i + 1 })}
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            >
              <IconTrash size={14} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
      {!readOnly && items.length < 50 && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          w="fit-content"
          onClick={() => {
            group.expect();
            onChange([...items, { key: '', value: '' }]);
          }}
        >
          {t('orderEditor.fields.addProperty')}
        </Button>
      )}
    </Stack>
  );
}
