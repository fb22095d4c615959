// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const invoiceCfdiXml: RouteMetaTable['invoiceCfdiXml'] = { method: 'GET', path: '/api/oms/invoice/{id}/cfdi/xml', auth: 'garage', roles: ['GARAGE_OWNER', 'VIEW_INVOICE', 'CREATE_INVOICE', 'EDIT_INVOICE', 'INVOICE_PAYMENT_MANAGEMENT', 'ACCOUNTS_MANAGEMENT', 'PAYMENT'] };
