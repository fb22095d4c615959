import { type Invoice, type Receipt, routes } from '@garage/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { pageOf } from '../../platform/paging.ts';
import { addRoute } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { moneyText } from '../orders/order-view.ts';
import { cancelGlobalCfdiOnce } from './cfdi/cancel-global-cfdi.ts';
import { findCfdi } from './cfdi/cfdi.repository.ts';
import { findDocumentCfdi } from './cfdi/document-cfdi.repository.ts';
import { billsOfGlobal, findGlobalCfdi, globalCfdiAnswer, globalCfdiPage } from './cfdi/global-cfdi.repository.ts';
import { issueGlobalCfdiOnce, previewGlobalCfdi } from './cfdi/issue-global-cfdi.ts';
import { cfdiDepsOf, stampDocumentCfdi, stampWaitingOn } from './cfdi/stamp-document-cfdi.ts';
import { stampInvoiceCfdi } from './cfdi/stamp-invoice-cfdi.ts';
import { clearDuesOnce } from './clear-dues.ts';
import { createCreditNote } from './create-credit-note.ts';
import { createInvoiceOnce } from './create-invoice.ts';
import { createSummaryInvoice } from './create-summary-invoice.ts';
import { customerCreditBalance, findCreditNotePage } from './credit-note.repository.ts';
import { InvoiceLinks } from './invoice-link.ts';
import { creditNoteHead, loadCreditNote } from './load-credit-note.ts';
import { loadInvoice } from './load-invoice.ts';
import { loadReceipt } from './load-receipt.ts';
import { refundPaymentOnce } from './refund-payment.ts';
import { renderLinkedPdf } from './render-linked-pdf.ts';
import { searchInvoices } from './search-invoices.ts';
import { shareCreditNote } from './share-credit-note.ts';
import { shareInvoice } from './share-invoice.ts';
import { shareReceipt } from './share-receipt.ts';
import { takePaymentOnce } from './take-payment.ts';
import { voidInvoice } from './void-invoice.ts';

export function invoiceRoutes(app: FastifyInstance, services: Services): void {
  const { db, clock, config, sender } = services;
  const links = new InvoiceLinks(config.jwtSecret, clock, config.shareLinkDays);
  // A link names the public address when one is configured, else the address the request came to.
  const shareDeps = (request: { protocol: string; host: string }) => ({
    links,
    sender,
    baseUrl: config.publicUrl || `${request.protocol}://${request.host}`,
  });
  const cfdi = cfdiDepsOf(services);

  /** Mexico: a new bill's CFDIs stamped right after it committed (decision 048); a failure leaves it FAILED to retry. */
  const stampNewBill = async (caller: { membership: { groupId: number; garageId: number } }, view: Invoice) => {
    if (view.cfdi?.status !== 'PENDING') return view;
    for (const id of [view.invoice_id, ...view.related.map((r) => r.invoice_id)])
      if ((await stampInvoiceCfdi(db, cfdi, caller.membership, id)) === 'STAMPED')
        await stampWaitingOn(db, cfdi, caller.membership, id);
    return loadInvoice(db, caller.membership, view.invoice_id);
  };

  addRoute(app, services, routes.createInvoice, async ({ body, idempotencyKey, reply }, caller) => {
    const result = await createInvoiceOnce(db, caller.membership, body, caller.user.id, clock.now(), idempotencyKey);
    reply.code(result.status);
    return stampNewBill(caller, result.view);
  });

  addRoute(app, services, routes.searchInvoices, async ({ query }, caller) =>
    searchInvoices(db, caller.membership, query, clock.now()),
  );

  addRoute(app, services, routes.voidInvoice, async ({ query }, caller) => {
    const id = await db.transaction((tx) => voidInvoice(tx, caller.membership, query, caller.user.id, clock.now(), cfdi.stamper));
    return loadInvoice(db, caller.membership, id);
  });

  addRoute(app, services, routes.getInvoice, async ({ params }, caller) => loadInvoice(db, caller.membership, params.id));

  /**
   * Mexico: a receipt's payment complement (REP), when it has one, stamped right after the money committed.
   * A receipt without a PENDING complement (every receipt outside Mexico) costs nothing more here.
   */
  const stampReceipt = async (caller: { membership: { groupId: number; garageId: number } }, view: Receipt) => {
    if (view.cfdi?.status !== 'PENDING') return view;
    if ((await stampDocumentCfdi(db, cfdi, caller.membership, { receiptId: view.receipt_id })) === null) return view;
    return loadReceipt(db, caller.membership, view.receipt_id);
  };

  addRoute(app, services, routes.createPayment, async ({ body, idempotencyKey, reply }, caller) => {
    const result = await takePaymentOnce(db, caller.membership, body, caller.user.id, clock.now(), idempotencyKey);
    reply.code(result.status);
    return stampReceipt(caller, result.view);
  });

  addRoute(app, services, routes.clearDues, async ({ body, idempotencyKey, reply }, caller) => {
    const result = await clearDuesOnce(db, caller.membership, body, caller.user.id, clock.now(), idempotencyKey);
    reply.code(result.status);
    return stampReceipt(caller, result.view);
  });

  addRoute(app, services, routes.refundPayment, async ({ params, body, idempotencyKey, reply }, caller) => {
    const result = await refundPaymentOnce(
      db,
      caller.membership,
      params.id,
      body,
      caller.user.id,
      clock.now(),
      cfdi.stamper,
      idempotencyKey,
    );
    reply.code(result.status);
    return loadReceipt(db, caller.membership, result.body.id);
  });

  addRoute(app, services, routes.dueInvoices, async ({ query }, caller) =>
    searchInvoices(db, caller.membership, { ...query, due_only: true }, clock.now()),
  );

  addRoute(app, services, routes.shareInvoice, async ({ params, body, language, request }, caller) =>
    shareInvoice(db, shareDeps(request), caller.membership, params.id, body, language),
  );

  addRoute(app, services, routes.shareReceipt, async ({ params, body, language, request }, caller) =>
    shareReceipt(db, shareDeps(request), caller.membership, params.id, body, language),
  );

  addRoute(app, services, routes.shareCreditNote, async ({ params, body, language, request }, caller) =>
    shareCreditNote(db, shareDeps(request), caller.membership, params.id, body, language),
  );

  addRoute(app, services, routes.invoicePdf, async ({ query, language, reply }) => {
    const claims = await links.verify(query.token);
    const layout = query.layout ?? 'A4';
    const { number, pdf } = await renderLinkedPdf(db, claims, { layout, language: query.lang ?? language });
    const name = `${number.replace(/[^A-Za-z0-9-]+/g, '-')}${layout === 'A4' ? '' : '-receipt'}.pdf`;
    reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="${name}"`);
    // A Buffer is sent as it is: the JSON serializer of the route never sees it.
    return pdf;
  });

  addRoute(app, services, routes.invoiceCfdiXml, async ({ params, reply }, caller) => {
    const row = await findCfdi(db, caller.membership, params.id);
    if (!row) throw new AppError('NOT_FOUND', 'cfdi.notApplicable');
    if (!row.xml) throw new AppError('CONFLICT', 'cfdi.notStamped');
    const bill = await loadInvoice(db, caller.membership, params.id);
    const name = `CFDI-${bill.invoice_number.replace(/[^A-Za-z0-9-]+/g, '-')}-${row.uuid}.xml`;
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="${name}"`);
    return Buffer.from(row.xml, 'utf8');
  });

  addRoute(app, services, routes.stampInvoiceCfdi, async ({ params }, caller) => {
    // The payment complements and egresos that waited for this CFDI are stamped with it.
    if ((await stampInvoiceCfdi(db, cfdi, caller.membership, params.id, true)) === 'STAMPED')
      await stampWaitingOn(db, cfdi, caller.membership, params.id);
    return loadInvoice(db, caller.membership, params.id);
  });

  /** The stamped XML of a receipt's REP or a credit note's egreso, as a download named after its number and UUID. */
  const documentXml = (reply: FastifyReply, xml: string | null, number: string, uuid: string | null) => {
    if (!xml) throw new AppError('CONFLICT', 'cfdi.documentNotStamped');
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="CFDI-${number.replace(/[^A-Za-z0-9-]+/g, '-')}-${uuid}.xml"`);
    return Buffer.from(xml, 'utf8');
  };

  addRoute(app, services, routes.receiptCfdiXml, async ({ params, reply }, caller) => {
    const row = await findDocumentCfdi(db, caller.membership, { receiptId: params.id });
    if (!row) throw new AppError('NOT_FOUND', 'cfdi.documentNotApplicable');
    const receipt = await loadReceipt(db, caller.membership, params.id);
    return documentXml(reply, row.xml, receipt.receipt_number, row.uuid);
  });

  addRoute(app, services, routes.stampReceiptCfdi, async ({ params }, caller) => {
    await stampDocumentCfdi(db, cfdi, caller.membership, { receiptId: params.id }, true);
    return loadReceipt(db, caller.membership, params.id);
  });

  addRoute(app, services, routes.creditNoteCfdiXml, async ({ params, reply }, caller) => {
    const row = await findDocumentCfdi(db, caller.membership, { creditNoteId: params.id });
    if (!row) throw new AppError('NOT_FOUND', 'cfdi.documentNotApplicable');
    const note = await loadCreditNote(db, caller.membership, params.id);
    return documentXml(reply, row.xml, note.credit_number, row.uuid);
  });

  addRoute(app, services, routes.stampCreditNoteCfdi, async ({ params }, caller) => {
    await stampDocumentCfdi(db, cfdi, caller.membership, { creditNoteId: params.id }, true);
    return loadCreditNote(db, caller.membership, params.id);
  });

  // Mexico's global invoice (factura global) of a period's sales to the public (decision 048, addendum).
  addRoute(app, services, routes.globalCfdiPreview, async ({ query }, caller) =>
    previewGlobalCfdi(db, caller.membership, query, clock.now()),
  );

  addRoute(app, services, routes.createGlobalCfdi, async ({ body, idempotencyKey, reply }, caller) => {
    const result = await issueGlobalCfdiOnce(db, cfdi, caller.membership, body, caller.user.id, clock.now(), idempotencyKey);
    reply.code(result.status);
    const view = await globalCfdiAnswer(db, caller.membership, result.body.id, result.body.bills);
    if (!view) throw new AppError('NOT_FOUND', 'http.notFound');
    return view;
  });

  addRoute(app, services, routes.cancelGlobalCfdi, async ({ params, body, idempotencyKey }, caller) => {
    const result = await cancelGlobalCfdiOnce(
      db,
      cfdi,
      caller.membership,
      params.id,
      body,
      caller.user.id,
      clock.now(),
      idempotencyKey,
    );
    // 04: the sale's own CFDI is stamped now; its credit notes' egresos relate it (they waited).
    if (body.reason === '04' && body.invoice_id) await stampWaitingOn(db, cfdi, caller.membership, body.invoice_id);
    const cancelled = await globalCfdiAnswer(db, caller.membership, result.body.id);
    if (!cancelled) throw new AppError('NOT_FOUND', 'http.notFound');
    const { substitute_id: substituteId } = result.body;
    const substitute = substituteId === null ? null : ((await globalCfdiAnswer(db, caller.membership, substituteId)) ?? null);
    return { cancelled, substitute };
  });

  addRoute(app, services, routes.searchGlobalCfdis, async ({ query }, caller) => {
    const { rows, total } = await globalCfdiPage(db, caller.membership, query.page_number, query.page_size);
    return pageOf(rows, total, query.page_number, query.page_size);
  });

  addRoute(app, services, routes.getGlobalCfdi, async ({ params }, caller) => {
    const bills = (await billsOfGlobal(db, caller.membership, params.id)).map(({ stands: _, ...bill }) => bill);
    const view = await globalCfdiAnswer(db, caller.membership, params.id, bills);
    if (!view) throw new AppError('NOT_FOUND', 'http.notFound');
    return view;
  });

  addRoute(app, services, routes.globalCfdiXml, async ({ params, reply }, caller) => {
    const row = await findGlobalCfdi(db, caller.membership, params.id);
    if (!row) throw new AppError('NOT_FOUND', 'http.notFound');
    return documentXml(reply, row.xml, `FG-${row.id}`, row.uuid);
  });

  addRoute(app, services, routes.createSummaryInvoice, async ({ body, idempotencyKey, reply }, caller) => {
    const result = await idempotent(
      db,
      { userId: caller.user.id, scope: `summaryInvoice:${caller.membership.garageId}`, key: idempotencyKey, body },
      async (tx) => ({
        status: 201,
        body: { id: await createSummaryInvoice(tx, caller.membership, body, caller.user.id, clock.now()) },
      }),
    );
    reply.code(result.status);
    return stampNewBill(caller, await loadInvoice(db, caller.membership, result.body.id));
  });

  addRoute(app, services, routes.createCreditNote, async ({ body, idempotencyKey, reply }, caller) => {
    const result = await idempotent(
      db,
      { userId: caller.user.id, scope: `creditNote:${caller.membership.garageId}`, key: idempotencyKey, body },
      async (tx) => ({
        status: 201,
        body: { id: await createCreditNote(tx, caller.membership, body, caller.user.id, clock.now()) },
      }),
    );
    reply.code(result.status);
    // Mexico: the credit note's egreso is stamped right after it committed; a failure leaves it FAILED to retry.
    await stampDocumentCfdi(db, cfdi, caller.membership, { creditNoteId: result.body.id });
    return loadCreditNote(db, caller.membership, result.body.id);
  });

  addRoute(app, services, routes.getCreditNote, async ({ params }, caller) => loadCreditNote(db, caller.membership, params.id));

  addRoute(app, services, routes.searchCreditNotes, async ({ query }, caller) => {
    const { rows, total } = await findCreditNotePage(
      db,
      caller.membership,
      {
        ...(query.invoice_id ? { invoiceId: query.invoice_id } : {}),
        ...(query.parent_order_id ? { orderId: query.parent_order_id } : {}),
        ...(query.customer_id ? { customerId: query.customer_id } : {}),
      },
      query.page_number,
      query.page_size,
    );
    return pageOf(rows.map(creditNoteHead), total, query.page_number, query.page_size);
  });

  addRoute(app, services, routes.customerCredit, async ({ params }, caller) => ({
    customer_id: params.id,
    balance: moneyText(await customerCreditBalance(db, caller.membership, params.id)),
  }));

  addRoute(app, services, routes.getReceipt, async ({ params }, caller) => loadReceipt(db, caller.membership, params.id));
}
