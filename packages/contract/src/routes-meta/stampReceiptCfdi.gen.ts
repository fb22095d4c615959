// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const stampReceiptCfdi: RouteMetaTable['stampReceiptCfdi'] = { method: 'POST', path: '/api/oms/payment/{id}/cfdi/stamp', auth: 'garage', roles: ['GARAGE_OWNER', 'PAYMENT', 'INVOICE_PAYMENT_MANAGEMENT', 'ACCOUNTS_MANAGEMENT'] };
