import { routes } from '@garage/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { InvoiceLinks } from '../invoices/invoice-link.ts';
import { cancelVendorCreditNote } from './cancel-vendor-credit-note.ts';
import { changePurchaseOrderStatus, purchaseOrderLink } from './change-purchase-order-status.ts';
import { createPurchaseOrderOnce } from './create-purchase-order.ts';
import { createStockInOnce } from './create-stock-in.ts';
import { adjustAgainstBills, createVendorCreditNoteOnce } from './create-vendor-credit-note.ts';
import { loadPurchaseOrder } from './purchase-order-view.ts';
import { purchasePriceHistory } from './purchase-price-history.ts';
import { recordOutgoingPaymentsOnce } from './record-outgoing-payments.ts';
import { recordVendorRefundOnce } from './record-vendor-refund.ts';
import { searchPurchaseOrders } from './search-purchase-orders.ts';
import { searchStockIns } from './search-stock-ins.ts';
import { loadStockIn } from './stock-in-view.ts';
import { suggestReorder } from './suggest-reorder.ts';
import { updatePurchaseOrder } from './update-purchase-order.ts';
import {
  loadVendorCreditNote,
  searchReturnable,
  searchVendorCreditNotes,
  searchVendorRefunds,
} from './vendor-credit-note-view.ts';
import { searchOutgoingPayments, vendorDues } from './vendor-payment-view.ts';

/** Purchase orders, stock-in, purchase price history, vendor dues and payments (decisions 053 and 054). */
export function purchasingRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock, config, sender } = services;
  const links = new InvoiceLinks(config.jwtSecret, clock, config.shareLinkDays);
  const sendDeps = (request: { protocol: string; host: string }) => ({
    links,
    sender,
    baseUrl: config.publicUrl || `${request.protocol}://${request.host}`,
  });

  addRoute(app, services, routes.searchPurchaseOrders, async ({ query }, caller) =>
    searchPurchaseOrders(db, caller.membership, query),
  );

  addRoute(app, services, routes.createPurchaseOrder, async ({ body, idempotencyKey, reply }, caller) => {
    const result = await createPurchaseOrderOnce(db, caller.membership, body, caller.user.id, clock.now(), idempotencyKey);
    reply.code(result.status);
    return result.view;
  });

  addRoute(app, services, routes.reorderSuggestion, async (_call, caller) => suggestReorder(db, caller.membership));

  addRoute(app, services, routes.getPurchaseOrder, async ({ params }, caller) =>
    loadPurchaseOrder(db, caller.membership, params.id),
  );

  addRoute(app, services, routes.updatePurchaseOrder, async ({ params, body }, caller) => {
    await db.transaction((tx) => updatePurchaseOrder(tx, caller.membership, params.id, body, caller.user.id, clock.now()));
    return loadPurchaseOrder(db, caller.membership, params.id);
  });

  addRoute(app, services, routes.changePurchaseOrderStatus, async ({ params, body, language, request }, caller) => {
    await db.transaction((tx) =>
      changePurchaseOrderStatus(tx, sendDeps(request), caller.membership, params.id, body, caller.user.id, clock.now(), language),
    );
    return loadPurchaseOrder(db, caller.membership, params.id);
  });

  addRoute(app, services, routes.deletePurchaseOrder, async ({ params, language, request }, caller) => {
    await db.transaction((tx) =>
      changePurchaseOrderStatus(
        tx,
        sendDeps(request),
        caller.membership,
        params.id,
        { status: 'CANCELLED', send_email: false },
        caller.user.id,
        clock.now(),
        language,
      ),
    );
    return loadPurchaseOrder(db, caller.membership, params.id);
  });

  addRoute(app, services, routes.sharePurchaseOrder, async ({ params, body, language, request }, caller) => {
    await loadPurchaseOrder(db, caller.membership, params.id);
    const { url, expiresAt } = await purchaseOrderLink(
      sendDeps(request),
      caller.membership,
      params.id,
      body.language ?? language,
    );
    return { url, expires_at: expiresAt.toISOString(), sent_to: null };
  });

  addRoute(app, services, routes.searchStockIns, async ({ query }, caller) => searchStockIns(db, caller.membership, query));

  addRoute(app, services, routes.createStockIn, async ({ body, idempotencyKey, reply }, caller) => {
    const result = await createStockInOnce(db, caller.membership, body, caller.user.id, clock.now(), idempotencyKey);
    reply.code(result.status);
    return result.view;
  });

  addRoute(app, services, routes.getStockIn, async ({ params }, caller) => loadStockIn(db, caller.membership, params.id));

  addRoute(app, services, routes.purchasePriceHistory, async ({ params, query }, caller) =>
    purchasePriceHistory(db, caller.membership, params.id, query.page_number, query.page_size),
  );

  addRoute(app, services, routes.vendorDues, async ({ query }, caller) =>
    vendorDues(db, caller.membership, query.vendor_id, clock.now()),
  );

  addRoute(app, services, routes.createOutgoingPayments, async ({ body, idempotencyKey, reply }, caller) => {
    const result = await recordOutgoingPaymentsOnce(db, caller.membership, body, caller.user.id, clock.now(), idempotencyKey);
    reply.code(result.status);
    return result.view;
  });

  addRoute(app, services, routes.searchOutgoingPayments, async ({ query }, caller) =>
    searchOutgoingPayments(db, caller.membership, query),
  );

  addRoute(app, services, routes.returnableParts, async ({ query }, caller) => searchReturnable(db, caller.membership, query));

  addRoute(app, services, routes.createVendorCreditNote, async ({ body, idempotencyKey, reply }, caller) => {
    const result = await createVendorCreditNoteOnce(db, caller.membership, body, caller.user.id, clock.now(), idempotencyKey);
    reply.code(result.status);
    return result.view;
  });

  addRoute(app, services, routes.searchVendorCreditNotes, async ({ query }, caller) =>
    searchVendorCreditNotes(db, caller.membership, query),
  );

  addRoute(app, services, routes.getVendorCreditNote, async ({ params }, caller) =>
    loadVendorCreditNote(db, caller.membership, params.id),
  );

  addRoute(app, services, routes.shareVendorCreditNote, async ({ params, body, language, request }, caller) => {
    await loadVendorCreditNote(db, caller.membership, params.id);
    const { token, expiresAt } = await links.sign({
      groupId: caller.membership.groupId,
      garageId: caller.membership.garageId,
      kind: 'VENDOR_CREDIT_NOTE',
      id: params.id,
    });
    const url = `${sendDeps(request).baseUrl}/api/public/invoice/pdf?token=${token}&layout=A4&lang=${body.language ?? language}`;
    return { url, expires_at: expiresAt.toISOString(), sent_to: null };
  });

  addRoute(app, services, routes.adjustVendorCreditNote, async ({ params }, caller) => {
    await db.transaction((tx) => adjustAgainstBills(tx, caller.membership, params.id, [], caller.user.id, clock.now()));
    return loadVendorCreditNote(db, caller.membership, params.id);
  });

  addRoute(app, services, routes.cancelVendorCreditNote, async ({ params, body }, caller) => {
    await db.transaction((tx) => cancelVendorCreditNote(tx, caller.membership, params.id, body, caller.user.id, clock.now()));
    return loadVendorCreditNote(db, caller.membership, params.id);
  });

  addRoute(app, services, routes.createVendorRefund, async ({ body, idempotencyKey, reply }, caller) => {
    const result = await recordVendorRefundOnce(db, caller.membership, body, caller.user.id, clock.now(), idempotencyKey);
    reply.code(result.status);
    return result.view;
  });

  addRoute(app, services, routes.searchVendorRefunds, async ({ query }, caller) =>
    searchVendorRefunds(db, caller.membership, query),
  );
}
