import { INVOICE_READ } from '@garage/contract/meta';
import { hasAnyRole } from '@garage/domain';
import { Alert, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconBan, IconCash, IconClockDollar, IconLink, IconPrinter } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { useFormat } from '../../lib/format.ts';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { canTakePayment, voidBlock } from '../../lib/invoices/invoice-rules.ts';
import {
  type CfdiCancellation,
  type Invoice,
  invoiceQuery,
  refreshAfterBilling,
  shareInvoice,
  voidInvoice,
} from '../../lib/invoices/invoices-api.ts';
import { PaymentStatusBadge } from '../../lib/invoices/payment-status-badge.tsx';
import { PdfMenu } from '../../lib/invoices/pdf-menu.tsx';
import { orderDetailsHref } from '../../lib/orders/order-display.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { useAlertDialog } from '../../lib/ui/alert-dialog.tsx';
import { DocumentPending } from '../../lib/ui/document-pending.tsx';
import { PageHeader } from '../../lib/ui/page-header.tsx';
import { AddPaymentModal } from './add-payment-modal.tsx';
import { CfdiPanel } from './cfdi-panel.tsx';
import { ReturnButton } from './credit-notes-section.tsx';
import { InvoiceDocument } from './invoice-document.tsx';
import classes from './invoices.module.css';
import { PaymentLinkModal, useCanSendPaymentLink } from './payment-link-modal.tsx';
import { ReceiptCfdis } from './receipt-cfdis.tsx';
import { RelatedInvoices, useShareText } from './related-invoices.tsx';
import { SellerTaxNumberHint } from './seller-tax-number-hint.tsx';
import { SummaryOrders } from './summary-orders.tsx';
import { TakeOffAccountButton } from './take-off-account.tsx';
import { VoidInvoiceDialog } from './void-invoice-dialog.tsx';

const route = getRouteApi('/tabs/invoice/$invoiceId/$random');

/** Add payment, print and void; each shown or explained as the user's roles and the bill allow. */
function Actions({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const queryClient = useQueryClient();
  const [alertNode, showAlert] = useAlertDialog();
  const [paying, setPaying] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const [linking, setLinking] = useState(false);
  const canLink = useCanSendPaymentLink(invoice);
  const blocked = voidBlock(invoice, roles);
  const voidMutation = useMutation({
    mutationFn: ({ reason, cfdi }: { reason: string; cfdi?: CfdiCancellation }) => voidInvoice(invoice.order_id, reason, cfdi),
    onSuccess: (updated) => {
      setVoiding(false);
      refreshAfterBilling(queryClient, updated);
      toast(t('invoices.void.done', { number: updated.invoice_number }), 'success');
    },
    onError: (error) => {
      setVoiding(false);
      const text = refusalText(error, currentLanguage());
      if (text === null) reportHttpError(error);
      else showAlert(text);
      refreshAfterBilling(queryClient);
    },
  });
  const voidHint =
    blocked === 'payments' ? t('invoices.void.blockedPayments') : blocked === 'role' ? t('invoices.void.blockedRole') : null;
  return (
    <>
      {alertNode}
      <Group gap="xs" wrap="wrap" data-no-print>
        {canTakePayment(invoice, roles) && (
          <Button leftSection={<IconCash size={16} />} onClick={() => setPaying(true)}>
            {t('invoices.actions.addPayment')}
          </Button>
        )}
        {canLink && (
          <Button variant="default" leftSection={<IconLink size={16} />} onClick={() => setLinking(true)}>
            {t('onlinePayments.modal.button')}
          </Button>
        )}
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('invoices.actions.print')}
        </Button>
        <PdfMenu
          share={(body) => shareInvoice(invoice.invoice_id, body)}
          a4Label={t('invoices.actions.pdfA4')}
          sentText={(to) => t('invoices.share.sent', { to })}
        />
        <ReturnButton invoice={invoice} />
        {blocked !== 'void' && blocked !== 'role' && (
          <Tooltip label={voidHint} disabled={voidHint === null} events={{ hover: true, focus: true, touch: true }}>
            <Button
              variant="outline"
              color="red"
              leftSection={<IconBan size={16} />}
              onClick={() => setVoiding(true)}
              disabled={blocked !== null || voidMutation.isPending}
              aria-describedby={voidHint ? `void-hint-${invoice.invoice_id}` : undefined}
            >
              {t('invoices.actions.void')}
            </Button>
          </Tooltip>
        )}
      </Group>
      {voidHint && blocked === 'payments' && (
        <Text size="xs" c="dimmed" id={`void-hint-${invoice.invoice_id}`} data-no-print>
          {voidHint}
        </Text>
      )}
      <AddPaymentModal invoice={invoice} opened={paying} onClose={() => setPaying(false)} />
      <PaymentLinkModal invoice={invoice} opened={linking} onClose={() => setLinking(false)} />
      <VoidInvoiceDialog
        opened={voiding}
        number={invoice.invoice_number}
        pending={voidMutation.isPending}
        stampedCfdi={invoice.cfdi?.status === 'STAMPED'}
        alsoVoids={invoice.share === 'FULL' ? [] : invoice.related.map((r) => r.invoice_number)}
        onConfirm={(reason, cfdi) => voidMutation.mutate({ reason, ...(cfdi ? { cfdi } : {}) })}
        onClose={() => !voidMutation.isPending && setVoiding(false)}
      />
    </>
  );
}

/** A bill put on account and still owed: since when, by whom, why; the vehicle may be delivered. */
function OnAccountNote({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const f = useFormat();
  const marker = invoice.on_account;
  if (!marker || invoice.payment_status === 'PAID' || invoice.status === 'VOID') return null;
  const since = t('invoices.onAccount.since', { date: f.dateTime(marker.at, invoice.seller.time_zone) });
  return (
    <Alert color="grape" variant="light" icon={<IconClockDollar size={18} />} data-no-print data-testid="on-account">
      <Text size="sm" fw={600}>
        {marker.by_name ? `${since} ${t('invoices.onAccount.by', { name: marker.by_name })}` : since}
      </Text>
      {marker.note && <Text size="sm">{marker.note}</Text>}
      <Text size="xs" c="dimmed">
        {t('invoices.onAccount.deliverHint')}
      </Text>
      <TakeOffAccountButton invoice={invoice} />
    </Alert>
  );
}

/** /tabs/invoice/$invoiceId/$random (spec route "invoice"; the suffix is ignored): the invoice as billed. */
export function InvoicePage() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const { invoiceId } = route.useParams();
  const n = Number(invoiceId);
  const id = Number.isSafeInteger(n) && n > 0 ? n : null;
  const allowed = hasAnyRole(roles, INVOICE_READ);
  const shareText = useShareText();
  const query = useQuery({ ...invoiceQuery(id ?? 0), enabled: allowed && id !== null });
  if (!allowed) return <AccessDenied title={t('invoices.title')} />;
  const invoice = query.data;
  const back = {
    label: t('invoices.backToOrder'),
    render: (props: Record<string, unknown>) =>
      invoice ? <Link {...props} to={orderDetailsHref(invoice.order_id)} /> : <Link {...props} to="/tabs/orders" />,
  };
  if (id === null || !invoice) {
    return (
      <DocumentPending
        title={t('invoices.title')}
        back={back}
        validId={id !== null}
        query={query}
        notFound={t('invoices.notFound')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Stack gap="md" className={classes.document} data-print-document pb="xl">
      <div data-no-print>
        <PageHeader
          title={
            <Group gap="sm" component="span">
              {invoice.invoice_number}
              <PaymentStatusBadge status={invoice.payment_status} invoiceStatus={invoice.status} size="lg" />
            </Group>
          }
          description={shareText(invoice)}
          back={back}
        />
      </div>
      <Actions invoice={invoice} />
      <SellerTaxNumberHint invoice={invoice} />
      <CfdiPanel invoice={invoice} />
      <ReceiptCfdis invoice={invoice} />
      <OnAccountNote invoice={invoice} />
      <RelatedInvoices invoice={invoice} />
      <SummaryOrders invoice={invoice} />
      <InvoiceDocument invoice={invoice} />
    </Stack>
  );
}
