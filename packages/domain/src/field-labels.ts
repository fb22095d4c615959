/**
 * Names of the areas' request fields as users read them (spread into `FIELD_LABELS`). Apart from the areas' texts so
 * the browser's first page, which names fields, does not load those texts (decision 042).
 */

export const ACCOUNT_FIELD_LABELS: Record<string, { en: string; es: string }> = {
  label_id: { en: 'Expense label', es: 'Categoría de gasto' },
  expense_date: { en: 'Expense date', es: 'Fecha del gasto' },
  paid_date: { en: 'Payment date', es: 'Fecha de pago' },
  payment_method: { en: 'Payment method', es: 'Forma de pago' },
  payee: { en: 'Paid to', es: 'Pagado a' },
  attachments: { en: 'Attachments', es: 'Adjuntos' },
};

export const INVOICE_FIELD_LABELS: Record<string, { en: string; es: string }> = {
  invoice_type: { en: 'Invoice type', es: 'Tipo de factura' },
  zero_reason: { en: 'Reason for a zero invoice', es: 'Motivo de la factura cero' },
  payments: { en: 'Payments', es: 'Pagos' },
  method: { en: 'Payment method', es: 'Forma de pago' },
  amount: { en: 'Amount', es: 'Importe' },
  reference: { en: 'Reference', es: 'Referencia' },
  cheque_number: { en: 'Cheque number', es: 'Número de cheque' },
  bank_name: { en: 'Bank', es: 'Banco' },
  cheque_date: { en: 'Cheque date', es: 'Fecha del cheque' },
  cancel_reason: { en: 'Reason', es: 'Motivo' },
};

export const OUTSOURCE_FIELD_LABELS: Record<string, { en: string; es: string }> = {
  expected_back_day: { en: 'Expected back', es: 'Vuelta prevista' },
};

export const PANEL_FIELD_LABELS: Record<string, { en: string; es: string }> = {
  rating: { en: 'Rating', es: 'Valoración' },
  ratings: { en: 'Ratings', es: 'Valoraciones' },
  review_text: { en: 'Review', es: 'Opinión' },
  reminder_date: { en: 'Reminder date', es: 'Fecha del recordatorio' },
  next_schedule: { en: 'Next schedule', es: 'Próxima programación' },
  reminder_status: { en: 'Reminder status', es: 'Estado del recordatorio' },
  user_car_id: { en: 'Vehicle', es: 'Vehículo' },
  order_id: { en: 'Order', es: 'Orden' },
  garage_id: { en: 'Garage', es: 'Taller' },
  user_id: { en: 'User', es: 'Usuario' },
  from: { en: 'From', es: 'Desde' },
  to: { en: 'To', es: 'Hasta' },
};

export const PROFILE_FIELD_LABELS: Record<string, { en: string; es: string }> = {
  bays: { en: 'Service bays', es: 'Bahías de servicio' },
  technicians: { en: 'Technicians', es: 'Técnicos' },
  monthly_vehicles: { en: 'Vehicles per month', es: 'Vehículos al mes' },
  picture: { en: 'Picture', es: 'Foto' },
};

export const PURCHASE_FIELD_LABELS: Record<string, { en: string; es: string }> = {
  vendor_id: { en: 'Vendor', es: 'Proveedor' },
  payment_terms_days: { en: 'Payment terms (days)', es: 'Plazo de pago (días)' },
  bill_number: { en: 'Vendor bill number', es: 'Número de factura del proveedor' },
  bill_date: { en: 'Vendor bill date', es: 'Fecha de la factura del proveedor' },
  expected_date: { en: 'Expected date', es: 'Fecha prevista' },
  transaction_date: { en: 'Payment date', es: 'Fecha de pago' },
  stock_in_id: { en: 'Bill', es: 'Factura' },
  stock_in_line_id: { en: 'Received part', es: 'Pieza recibida' },
  vendor_credit_note_id: { en: 'Credit note', es: 'Nota de crédito' },
  settlement: { en: 'Settlement', es: 'Liquidación' },
  reason: { en: 'Reason', es: 'Motivo' },
};
