// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const createInvoice: RouteMetaTable['createInvoice'] = { method: 'POST', path: '/api/oms/invoice', auth: 'garage', roles: ['GARAGE_OWNER', 'CREATE_INVOICE', 'EDIT_INVOICE', 'INVOICE_PAYMENT_MANAGEMENT'] };
