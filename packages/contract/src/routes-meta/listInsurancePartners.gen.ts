// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const listInsurancePartners: RouteMetaTable['listInsurancePartners'] = { method: 'GET', path: '/api/oms/insurance_partner', auth: 'garage', roles: ['GARAGE_OWNER', 'VIEW_INVOICE', 'CREATE_INVOICE', 'EDIT_INVOICE', 'INVOICE_PAYMENT_MANAGEMENT', 'ACCOUNTS_MANAGEMENT', 'PAYMENT', 'VIEW_ORDER', 'CREATE_ORDER', 'EDIT_ORDER', 'ORDER_MANAGEMENT', 'JOB_CONTROLLER', 'TECHNICIAN'] };
