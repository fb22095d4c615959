/**
 * Texts of the order follow-ups (whole-unit quantities, odometer readings, seeded cancel reasons, the
 * advisory chat), kept in their own file and spread into MESSAGES.
 */
export const ORDER_CARE_MESSAGES = {
  'order.wholeUnitQuantity': {
    en: 'The quantity of {name} must be a whole number of {unit}',
    es: 'La cantidad de {name} debe ser un número entero de {unit}',
  },
  'order.odometerBelowLast': {
    en: 'This reading is lower than the last one recorded for this vehicle ({last} {unit}). Check it before saving.',
    es: 'Esta lectura es menor que la última registrada para este vehículo ({last} {unit}). Compruébela antes de guardar.',
  },
  // Cancel reasons every new garage starts with. A reason whose text is still the English default is shown
  // in the reader's language (decision 028); once the owner renames it, it is shown as written.
  'cancelReason.seed.customerCancelled': { en: 'Customer cancelled', es: 'Cancelado por el cliente' },
  'cancelReason.seed.customerNoShow': { en: 'Customer did not turn up', es: 'El cliente no se presentó' },
  'cancelReason.seed.partsUnavailable': { en: 'Parts not available', es: 'Recambios no disponibles' },
  'cancelReason.seed.duplicateOrder': { en: 'Duplicate order', es: 'Orden duplicada' },
  'cancelReason.seed.priceNotAccepted': { en: 'Price not accepted', es: 'Precio no aceptado' },
  'cancelReason.seed.otherGarage': { en: 'Customer chose another garage', es: 'El cliente eligió otro taller' },
  'cancelReason.seed.noResponse': { en: 'No response from customer', es: 'Sin respuesta del cliente' },
  'cancelReason.seed.duplicateQuote': { en: 'Duplicate quotation', es: 'Presupuesto duplicado' },
} as const satisfies Record<string, { en: string; es: string }>;
