/** Texts of the Inventory screens, alerts, stock audits and misplaced items (issue 14, decision 057). */
export const INVENTORY_MESSAGES = {
  'stock.adjustRestricted': {
    en: 'You may count stock but not adjust it: ask the garage owner or an inventory manager',
    es: 'Puede contar existencias pero no ajustarlas: pídalo al propietario del taller o a un responsable de inventario',
  },
  'stockAudit.completed': {
    en: 'Stock audit {number} is already completed',
    es: 'La auditoría de existencias {number} ya está completada',
  },
  'stockAudit.noParts': {
    en: 'No active part matches this selection',
    es: 'Ningún repuesto activo coincide con esta selección',
  },
  'stockAudit.partNotInAudit': {
    en: 'Part {part} is not in stock audit {number}',
    es: 'El repuesto {part} no está en la auditoría de existencias {number}',
  },
  'stockAudit.codeUnknown': {
    en: 'No part of stock audit {number} has the code {code}',
    es: 'Ningún repuesto de la auditoría de existencias {number} tiene el código {code}',
  },
  'stockAudit.countNegative': {
    en: 'The count of {part} cannot be below zero',
    es: 'El recuento de {part} no puede ser negativo',
  },
  'stockAudit.nothingCounted': {
    en: 'Count at least one part before completing the audit',
    es: 'Cuente al menos un repuesto antes de completar la auditoría',
  },
  'stockAudit.serialShort': {
    en: '{part} is tracked by serial number and {missing} are missing: count it by its serial numbers, or record them as misplaced items with their serial numbers and count it again',
    es: '{part} se controla por número de serie y faltan {missing}: cuéntelo por sus números de serie, o regístrelas como artículos extraviados con sus números de serie y vuelva a contarlo',
  },
  'stockAudit.serialsSet': {
    en: 'Serial numbers are counted for one part at a time, as the full list found on the shelf',
    es: 'Los números de serie se cuentan de una pieza a la vez, como la lista completa encontrada en el estante',
  },
  'stockAudit.notSerialTracked': {
    en: '{part} is not tracked by serial number: count it by quantity',
    es: '{part} no se controla por número de serie: cuéntelo por cantidad',
  },
  'stockAudit.serialCounted': {
    en: 'Serial number {code} of {part} has already been counted',
    es: 'El número de serie {code} de {part} ya se contó',
  },
  'stockAudit.serialTwice': {
    en: 'Serial number {code} is in the list twice',
    es: 'El número de serie {code} está dos veces en la lista',
  },
  'stockAudit.serialsWithoutNumbers': {
    en: '{pieces} of {part} were taken in before serial numbers were kept: count it by quantity',
    es: '{pieces} de {part} se recibieron antes de llevar números de serie: cuéntelo por cantidad',
  },
  'stockAudit.serialAmbiguous': {
    en: 'Serial number {code} belongs to several parts of this audit: count it on the part’s line',
    es: 'El número de serie {code} pertenece a varias piezas de esta auditoría: cuéntelo en la línea de la pieza',
  },
  'stockAudit.partOrCode': {
    en: 'Give the part or its code',
    es: 'Indique el repuesto o su código',
  },
} as const satisfies Record<string, { en: string; es: string }>;
