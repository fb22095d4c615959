/** Texts of parts on orders (issue 14, decision 056), spread into MESSAGES. */
export const PARTS_ON_ORDERS_MESSAGES = {
  'parts.unitMismatch': {
    en: 'The unit of {part} on this line cannot be converted to the unit its stock is kept in',
    es: 'La unidad de {part} en esta línea no se puede convertir a la unidad en que se guardan sus existencias',
  },
  'parts.notIssued': {
    en: '{part} has not been issued yet: issue it from Parts Approval before billing',
    es: '{part} aún no se ha entregado: entréguelo desde Aprobación de recambios antes de facturar',
  },
  'parts.issuedLineChanged': {
    en: '{part} has been issued: return it before changing or removing its line',
    es: '{part} ya se ha entregado: devuélvalo antes de cambiar o quitar su línea',
  },
  'parts.moveNotAllowed': {
    en: '{part} cannot go from {from} to {to}',
    es: '{part} no puede pasar de {from} a {to}',
  },
  'parts.lineUnknown': {
    en: 'Line {line} is not a part line of this order',
    es: 'La línea {line} no es una línea de recambio de este pedido',
  },
  'parts.issuanceOff': {
    en: 'Part issuance is not enabled for this garage',
    es: 'La entrega de recambios no está activada en este taller',
  },
  'parts.orderClosed': {
    en: 'The parts of an order that is {status} cannot change',
    es: 'Los recambios de un pedido en estado {status} no pueden cambiar',
  },
  'parts.nothingToRequest': {
    en: 'No part line of this order is waiting to be requested',
    es: 'Ninguna línea de recambio de este pedido está pendiente de solicitar',
  },
  'parts.accessDenied': {
    en: 'Access denied please contact your Garage owner',
    es: 'Acceso denegado, contacte con el propietario del taller',
  },
} as const satisfies Record<string, { en: string; es: string }>;
