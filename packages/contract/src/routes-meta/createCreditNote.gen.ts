// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const createCreditNote: RouteMetaTable['createCreditNote'] = { method: 'POST', path: '/api/oms/order_return/credit_note', auth: 'garage', roles: ['GARAGE_OWNER', 'CREATE_INVOICE', 'EDIT_INVOICE', 'INVOICE_PAYMENT_MANAGEMENT'] };
