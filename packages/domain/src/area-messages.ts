import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { CFDI_MESSAGES } from './cfdi-messages.ts';
import { CSV_MESSAGES } from './csv-messages.ts';
import { INVENTORY_MESSAGES } from './inventory-messages.ts';
import { INVOICE_MESSAGES } from './invoice-messages.ts';
import { ONLINE_PAYMENT_MESSAGES } from './online-payment-messages.ts';
import { ORDER_CARE_MESSAGES } from './order-care-messages.ts';
import { OUTSOURCE_MESSAGES } from './outsource-messages.ts';
import { PANEL_MESSAGES } from './panel-messages.ts';
import { PARTS_ON_ORDERS_MESSAGES } from './parts-on-orders-messages.ts';
import { PROFILE_MESSAGES } from './profile-messages.ts';
import { PURCHASE_MESSAGES } from './purchase-messages.ts';
import { STOCK_MESSAGES } from './stock-messages.ts';
import { TRANSFER_MESSAGES } from './transfer-messages.ts';

/**
 * Texts of the areas (invoices, purchasing, stock, …). The browser loads them with the screens of those areas, not
 * with the first page (decision 042); the server reads them through `MESSAGES` (catalogue.ts).
 * A module of its own: a bundler places a module whole, so the core texts (messages.ts) stay apart from these.
 */
export const AREA_MESSAGES = {
  ...PANEL_MESSAGES,
  ...ORDER_CARE_MESSAGES,
  ...INVOICE_MESSAGES,
  ...CFDI_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...ONLINE_PAYMENT_MESSAGES,
  ...PROFILE_MESSAGES,
  ...PURCHASE_MESSAGES,
  ...STOCK_MESSAGES,
  ...CSV_MESSAGES,
  ...INVENTORY_MESSAGES,
  ...TRANSFER_MESSAGES,
  ...PARTS_ON_ORDERS_MESSAGES,
  ...OUTSOURCE_MESSAGES,
} as const satisfies Record<string, { en: string; es: string }>;
