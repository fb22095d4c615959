import { ORDER_CREATE, QUOTE_EDIT, QUOTE_READ } from '@garage/contract';
import { hasAnyRole } from '@garage/domain';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconBan, IconCheck, IconEdit, IconPrinter, IconTransform } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellData } from '../../lib/api/session-data.ts';
import { HttpError } from '../../lib/http.ts';
import { createIdempotencyKeeper } from '../../lib/idempotency.ts';
import { useMoveLabel, useStatusLabel } from '../../lib/orders/labels.ts';
import { randomSuffix } from '../../lib/orders/order-display.ts';
import { activeOrdersQuery, type Order, quoteKeys, quoteQuery } from '../../lib/orders/orders-api.ts';
import { toast } from '../../lib/toast.ts';
import { AccessDenied } from '../../lib/ui/access-denied.tsx';
import { useAlertDialog } from '../../lib/ui/alert-dialog.tsx';
import { DocumentPage } from './document-page.tsx';
import { editorHref, HrefButton } from './href-button.tsx';
import { CancelDialog, ConfirmMoveDialog } from './move-dialogs.tsx';
import { DEFAULT_QUOTE_STATUS, isQuoteStatus, moveButtons } from './order-rules.ts';
import { convertQuote, moveQuote, refreshAfterMove } from './orders-api.ts';
import { QuotesNotEnabled, useQuotesEnabled } from './use-quotes-enabled.tsx';
import { useRefusal } from './use-refusal.ts';

const route = getRouteApi('/tabs/quotation-detail/$quoteId');

type Pending = 'APPROVED' | 'CONVERTED' | null;

function Actions({ quote }: { quote: Order }) {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const moveLabel = useMoveLabel();
  const statusLabel = useStatusLabel();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [alertNode, showAlert] = useAlertDialog();
  const [confirming, setConfirming] = useState<Pending>(null);
  const [cancelling, setCancelling] = useState(false);
  const keeper = useRef(createIdempotencyKeeper()).current;
  const reload = () => void queryClient.invalidateQueries({ queryKey: quoteKeys.all });
  const refuse = useRefusal(showAlert, reload);

  const move = useMutation({
    mutationFn: (body: { status: 'APPROVED' | 'CANCELLED'; cancel_reason_id?: number; note?: string | null }) =>
      moveQuote(quote.order_id, body),
    onSuccess: (updated, body) => {
      setConfirming(null);
      setCancelling(false);
      refreshAfterMove(queryClient, updated);
      toast(t('orderLists.details.moved', { number: updated.external_order_id, status: statusLabel(body.status) }), 'success');
    },
    onError: (error) => {
      setConfirming(null);
      setCancelling(false);
      refuse(error);
    },
  });

  const convert = useMutation({
    mutationFn: () => convertQuote(quote.order_id, keeper.keyFor({ convert: quote.order_id })),
    onSuccess: (order) => {
      keeper.settle();
      setConfirming(null);
      refreshAfterMove(queryClient);
      toast(t('orderLists.quotes.converted', { number: order.external_order_id }), 'success');
      void navigate({
        to: '/tabs/order-details/$orderId/$random',
        params: { orderId: String(order.order_id), random: randomSuffix() },
      });
    },
    onError: (error) => {
      // Without an answer the outcome is unknown: the retry keeps the key (the server answers the first result).
      if (!(error instanceof HttpError) || error.status !== 0) keeper.settle();
      setConfirming(null);
      refuse(error);
    },
  });

  // Spec 5: before an order is made for a known vehicle (not a counter sale), its open job cards are shown.
  const checkVehicle =
    confirming === 'CONVERTED' && quote.user_car_id !== null && quote.order_type !== 'COUNTER_SALE' ? quote.user_car_id : null;
  const openCards = useQuery({ ...activeOrdersQuery(checkVehicle ?? 0), enabled: checkVehicle !== null });
  const buttons = moveButtons('QUOTE', quote.allowed_moves);
  const canEdit = quote.editable && hasAnyRole(roles, QUOTE_EDIT);
  const canConvert = buttons.convert && hasAnyRole(roles, ORDER_CREATE);
  const busy = move.isPending || convert.isPending;

  return (
    <>
      {alertNode}
      <Group gap="xs" wrap="wrap" data-no-print>
        {buttons.moves.includes('APPROVED') && (
          <Button leftSection={<IconCheck size={16} />} onClick={() => setConfirming('APPROVED')} disabled={busy}>
            {moveLabel('APPROVED')}
          </Button>
        )}
        {canConvert && (
          <Button
            leftSection={<IconTransform size={16} />}
            onClick={() => setConfirming('CONVERTED')}
            disabled={busy}
            loading={convert.isPending}
          >
            {moveLabel('CONVERTED')}
          </Button>
        )}
        {canEdit && (
          <HrefButton href={editorHref.editQuotation(quote.order_id)} variant="default" leftSection={<IconEdit size={16} />}>
            {t('orderLists.details.edit')}
          </HrefButton>
        )}
        {quote.converted_order_id !== null && (
          <Button
            variant="light"
            renderRoot={(props) => (
              <Link
                {...props}
                to="/tabs/order-details/$orderId/$random"
                params={{ orderId: String(quote.converted_order_id), random: randomSuffix() }}
              />
            )}
          >
            {t('orderLists.quotes.openOrder')}
          </Button>
        )}
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('orderLists.details.print')}
        </Button>
        {buttons.cancel && (
          <Button
            variant="outline"
            color="red"
            leftSection={<IconBan size={16} />}
            onClick={() => setCancelling(true)}
            disabled={busy}
          >
            {t('orderLists.cancel.cancelQuote')}
          </Button>
        )}
      </Group>
      <ConfirmMoveDialog
        opened={confirming !== null}
        title={confirming ? moveLabel(confirming) : ''}
        text={
          confirming === 'CONVERTED'
            ? t('orderLists.quotes.confirmConvert', { number: quote.external_order_id })
            : t('orderLists.details.confirmMove', { number: quote.external_order_id, status: statusLabel('APPROVED') })
        }
        confirmLabel={confirming ? moveLabel(confirming) : ''}
        pending={busy}
        onConfirm={() => {
          if (confirming === 'CONVERTED') convert.mutate();
          else if (confirming === 'APPROVED') move.mutate({ status: 'APPROVED' });
        }}
        onClose={() => !busy && setConfirming(null)}
      >
        {checkVehicle !== null && (openCards.data?.length ?? 0) > 0 && (
          <Alert color="yellow" mt="sm" title={t('orderEditor.existing.title')}>
            <Stack gap={4}>
              <Text size="sm">{t('orderEditor.existing.text', { reg: quote.reg_number ?? '' })}</Text>
              {openCards.data?.map((o) => (
                <Anchor
                  key={o.order_id}
                  size="sm"
                  renderRoot={(props) => (
                    <Link
                      {...props}
                      to="/tabs/order-details/$orderId/$random"
                      params={{ orderId: String(o.order_id), random: randomSuffix() }}
                    />
                  )}
                >
                  {t('orderEditor.existing.open')}: {o.external_order_id}
                </Anchor>
              ))}
            </Stack>
          </Alert>
        )}
      </ConfirmMoveDialog>
      <CancelDialog
        opened={cancelling}
        type="QUOTE"
        number={quote.external_order_id}
        withNote
        pending={move.isPending}
        onConfirm={(c) => move.mutate({ status: 'CANCELLED', cancel_reason_id: c.reasonId, note: c.note || null })}
        onClose={() => !move.isPending && setCancelling(false)}
      />
    </>
  );
}

/** /tabs/quotation-detail/$quoteId: the quotation, its moves (approve, convert, cancel) and history. */
export function QuoteDetailsPage() {
  const { t } = useTranslation();
  const { roles } = useShellData();
  const { quoteId } = route.useParams();
  const id = Number(quoteId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const enabled = useQuotesEnabled();
  const allowed = hasAnyRole(roles, QUOTE_READ);
  const quote = useQuery({ ...quoteQuery(valid ? id : 0), enabled: allowed && enabled && valid });

  if (!allowed) return <AccessDenied title={t('orderLists.quotes.title')} />;
  if (!enabled) return <QuotesNotEnabled title={t('orderLists.quotes.title')} />;
  const qd = quote.data;
  const back = {
    label: t('features.quotations'),
    render: (props: Record<string, unknown>) => (
      <Link
        {...props}
        to="/tabs/quotation"
        search={qd && isQuoteStatus(qd.status) && qd.status !== DEFAULT_QUOTE_STATUS ? { status: qd.status } : {}}
      />
    ),
  };
  return (
    <DocumentPage
      query={quote}
      validId={valid}
      title={t('orderLists.quotes.title')}
      notFound={t('orderLists.quotes.notFound')}
      back={back}
      subtitle={(doc) => t('orderLists.quotes.subtitle', { customer: doc.customer_name })}
      actions={(doc) => <Actions quote={doc} />}
    />
  );
}
