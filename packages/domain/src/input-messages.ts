/** Texts of input limits and of an unreachable database (spread into MESSAGES and FIELD_LABELS). */
export const INPUT_MESSAGES = {
  'field.tooLarge': { en: '{field} must be at most {max}', es: '{field} debe ser como máximo {max}' },
  'field.nulByte': {
    en: '{field} contains a character that is not allowed',
    es: '{field} contiene un carácter no permitido',
  },
  'order.negativeTotal': {
    en: 'The total must not be below zero. Money goes back to a customer by a credit note.',
    es: 'El total no puede ser inferior a cero. El dinero se devuelve a un cliente con una nota de crédito.',
  },
  'order.totalTooLarge': {
    en: 'The totals of this document may be at most {max}',
    es: 'Los totales de este documento pueden ser como máximo {max}',
  },
  'http.databaseUnavailable': {
    en: 'The service is unavailable for a moment. Please try again shortly.',
    es: 'El servicio no está disponible por un momento. Inténtelo de nuevo en breve.',
  },
} as const satisfies Record<string, { en: string; es: string }>;

export const INPUT_FIELD_LABELS: Record<string, { en: string; es: string }> = {
  'x-garage-id': { en: 'Garage', es: 'Taller' },
};
