/** Texts of the reminders, reviews and external-reviews calls (spread into MESSAGES and FIELD_LABELS). */
export const PANEL_MESSAGES = {
  'reminder.vehicleOfOtherCustomer': {
    en: 'The vehicle does not belong to this customer',
    es: 'El vehículo no pertenece a este cliente',
  },
  'panel.dateRange': {
    en: 'The "from" date must not be after the "to" date',
    es: 'La fecha "desde" no puede ser posterior a la fecha "hasta"',
  },
  'reminder.nextBeforeDate': {
    en: 'The next schedule must be after the reminder date',
    es: 'La próxima programación debe ser posterior a la fecha del recordatorio',
  },
  'reminder.notFound': { en: 'Reminder not found', es: 'Recordatorio no encontrado' },
  'review.orderNotFound': { en: 'Order not found', es: 'Orden no encontrada' },
  'review.orderCancelled': {
    en: 'A cancelled order cannot be reviewed',
    es: 'No se puede valorar una orden cancelada',
  },
  'review.exists': {
    en: 'This order already has a review',
    es: 'Esta orden ya tiene una valoración',
  },
  'review.marker': {
    en: 'The text must not contain "#reason#"',
    es: 'El texto no puede contener "#reason#"',
  },
  'freshreview.disabled': {
    en: 'External reviews are not enabled for this garage',
    es: 'Las opiniones externas no están activadas para este taller',
  },
  'freshreview.notConfigured': {
    en: 'External reviews are not configured on this server. Please contact the provider.',
    es: 'Las opiniones externas no están configuradas en este servidor. Contacte con el proveedor.',
  },
  'freshreview.otherUser': {
    en: 'The sign-on link is only for the signed-in user',
    es: 'El enlace de acceso es solo para el usuario que ha iniciado sesión',
  },
} as const satisfies Record<string, { en: string; es: string }>;
