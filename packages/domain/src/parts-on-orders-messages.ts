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
  'parts.serialsNotTracked': {
    en: '{part} is not sold by serial number here: leave its serial numbers out',
    es: '{part} no se vende por número de serie aquí: no indique números de serie',
  },
  'parts.serialsOnQuote': {
    en: 'Serial numbers are chosen on the order, not on the quotation',
    es: 'Los números de serie se eligen en el pedido, no en el presupuesto',
  },
  'parts.serialsCount': {
    en: 'Choose the serial numbers of {part}: {wanted} needed, {given} chosen',
    es: 'Elija los números de serie de {part}: se necesitan {wanted}, hay {given} elegidos',
  },
  'parts.serialTwice': {
    en: 'Serial number {code} of {part} is named twice',
    es: 'El número de serie {code} de {part} aparece dos veces',
  },
  'parts.serialUnknown': {
    en: 'Serial number {code} is not a serial number of {part} in this garage',
    es: 'El número de serie {code} no es un número de serie de {part} en este taller',
  },
  'parts.serialIssued': {
    en: 'Serial number {code} of {part} is not in stock: it has already been issued',
    es: 'El número de serie {code} de {part} no está en existencias: ya se ha entregado',
  },
  'parts.serialHeld': {
    en: 'Serial number {code} of {part} is already on order {order}',
    es: 'El número de serie {code} de {part} ya está en el pedido {order}',
  },
  'parts.serialsOnlyOnIssue': {
    en: 'Serial numbers are named when a part is issued',
    es: 'Los números de serie se indican al entregar el recambio',
  },
  'parts.returnSerialsRequired': {
    en: 'Say which serial numbers of {part} come back',
    es: 'Indique qué números de serie de {part} se devuelven',
  },
  'parts.returnSerialNotOut': {
    en: 'Serial number {code} of {part} was not sold on this bill or has already come back',
    es: 'El número de serie {code} de {part} no se vendió en esta factura o ya se devolvió',
  },
  'parts.procureNoPurchase': {
    en: 'Raising purchase orders is not part of your role: ask the owner or the inventory team to procure this part',
    es: 'Su rol no permite crear órdenes de compra: pida al propietario o al equipo de inventario que compre este recambio',
  },
  'parts.procureLineTwice': {
    en: 'Line {line} is named twice',
    es: 'La línea {line} aparece dos veces',
  },
} as const satisfies Record<string, { en: string; es: string }>;
