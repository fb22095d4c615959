// Generated from routes.ts by `npm run routes-meta -w @garage/contract`: do not edit.
import type { RouteMetaTable } from '../route-meta.ts';

export const updateInsurancePartner: RouteMetaTable['updateInsurancePartner'] = { method: 'PUT', path: '/api/oms/insurance_partner/{id}', auth: 'garage', roles: ['GARAGE_OWNER', 'CREATE_INVOICE', 'EDIT_INVOICE', 'INVOICE_PAYMENT_MANAGEMENT'] };
