/**
 * Texts of the stock ledger (issue 14, decision 052), kept in their own file and spread into MESSAGES.
 * Areas built on the ledger (purchasing, audits, transfers, imports) keep their texts in files of their own.
 */
export const STOCK_MESSAGES = {
  'stock.unknownPart': {
    en: 'Part {part} is not in this garage’s parts list',
    es: 'El repuesto {part} no está en la lista de repuestos de este taller',
  },
  'stock.badQuantity': {
    en: 'The quantity of {part} must be more than zero',
    es: 'La cantidad de {part} debe ser mayor que cero',
  },
  'stock.insufficient': {
    en: 'Not enough stock of {part}: {available} on hand, {wanted} needed',
    es: 'No hay existencias suficientes de {part}: {available} disponibles, se necesitan {wanted}',
  },
  'stock.insufficientUnexpired': {
    en: 'Not enough unexpired stock of {part}: {available} in batches that have not expired, {wanted} needed',
    es: 'No hay existencias sin caducar suficientes de {part}: {available} en lotes sin caducar, se necesitan {wanted}',
  },
  'stock.lotsRequired': {
    en: '{part} is tracked by batch or serial number: give them for all {wanted}',
    es: '{part} se controla por lote o número de serie: indíquelos para las {wanted} unidades',
  },
  'stock.lotsMismatch': {
    en: 'The batch and serial quantities of {part} add up to {given}, not {wanted}',
    es: 'Las cantidades por lote y número de serie de {part} suman {given}, no {wanted}',
  },
  'stock.notTracked': {
    en: '{part} is not tracked by batch or serial number',
    es: '{part} no se controla por lote ni por número de serie',
  },
  'stock.serialOne': {
    en: 'Serial number {code} of {part} stands for one piece',
    es: 'El número de serie {code} de {part} corresponde a una sola unidad',
  },
  'stock.serialInStock': {
    en: 'Serial number {code} of {part} is already in stock',
    es: 'El número de serie {code} de {part} ya está en existencias',
  },
  'stock.serialNotAvailable': {
    en: 'Serial number {code} of {part} is not in stock',
    es: 'El número de serie {code} de {part} no está en existencias',
  },
  'stock.serialHeld': {
    en: 'Serial number {code} of {part} is held by order {order}: take it off that order first',
    es: 'El número de serie {code} de {part} está reservado para el pedido {order}: quítelo primero de ese pedido',
  },
  'stock.lotInsufficient': {
    en: 'Batch {code} of {part} has only {available} on hand, {wanted} needed',
    es: 'El lote {code} de {part} solo tiene {available} disponibles, se necesitan {wanted}',
  },
} as const satisfies Record<string, { en: string; es: string }>;
