/**
 * Texts of Mexico's CFDI (decision 048), spread into MESSAGES. The build errors' keys are those of
 * CfdiBuildError (cfdi.ts), stored on a FAILED stamp so the screen says what to fix.
 */
export const CFDI_MESSAGES = {
  'cfdi.sellerRfc': {
    en: "The garage's RFC ({value}) is not a valid RFC: set it on the page “Tell us about your business” (/extra-information), then retry the CFDI",
    es: 'El RFC del taller ({value}) no es un RFC válido: corríjalo en la página «Háblenos de su negocio» (/extra-information) y vuelva a timbrar',
  },
  'cfdi.sellerRegime': {
    en: "The garage's régimen fiscal ({value}) is not a SAT code: set the property cfdi_tax_regime (e.g. 601, 612, 626)",
    es: 'El régimen fiscal del taller ({value}) no es una clave del SAT: configure la propiedad cfdi_tax_regime (p. ej. 601, 612, 626)',
  },
  'cfdi.sellerPostalCode': {
    en: "The garage's postal code (place of issue) is missing: set the property cfdi_postal_code (5 digits), then retry the CFDI",
    es: 'Falta el código postal del taller (lugar de expedición): configure la propiedad cfdi_postal_code (5 dígitos) y vuelva a timbrar',
  },
  'cfdi.customerPostalCode': {
    en: 'A customer with an RFC needs their fiscal postal code (5 digits): add it to the customer, then retry the CFDI',
    es: 'Un cliente con RFC necesita su código postal fiscal (5 dígitos): añádalo al cliente y vuelva a timbrar',
  },
  'cfdi.customerRegime': {
    en: "The customer's régimen fiscal ({value}) is not a SAT code",
    es: 'El régimen fiscal del cliente ({value}) no es una clave del SAT',
  },
  'cfdi.customerRegimeMissing': {
    en: "The customer's RFC {rfc} is a person's: choose their régimen fiscal on the customer (605, 606, 612, 621, 625, 626 …), then retry the CFDI",
    es: 'El RFC del cliente {rfc} es de persona física: elija su régimen fiscal en el cliente (605, 606, 612, 621, 625, 626 …) y vuelva a timbrar',
  },
  'cfdi.regimeForPerson': {
    en: "Régimen fiscal {regime} is not a person's: an RFC of 13 characters takes one of {choices}",
    es: 'El régimen fiscal {regime} no es de persona física: un RFC de 13 caracteres lleva uno de {choices}',
  },
  'cfdi.regimeForCompany': {
    en: "Régimen fiscal {regime} is not a company's: an RFC of 12 characters takes one of {choices}",
    es: 'El régimen fiscal {regime} no es de persona moral: un RFC de 12 caracteres lleva uno de {choices}',
  },
  'cfdi.totalMismatch': {
    en: 'The CFDI would total {cfdi} but the invoice totals {invoice}: CFDI amounts have 2 decimals',
    es: 'El CFDI sumaría {cfdi} pero la factura suma {invoice}: los importes del CFDI tienen 2 decimales',
  },
  'cfdi.noLines': {
    en: 'A CFDI needs at least one line with an amount',
    es: 'Un CFDI necesita al menos un concepto con importe',
  },
  'cfdi.paymentForm': {
    en: 'A payment complement states how the money was paid: this payment method has no SAT form (c_FormaPago)',
    es: 'Un complemento de pago indica cómo se pagó: este método de pago no tiene forma de pago del SAT (c_FormaPago)',
  },
  'cfdi.waitingInvoice': {
    en: 'Waiting for the CFDI of invoice {invoice} to be stamped: this CFDI names its folio fiscal, and is stamped once it is',
    es: 'En espera del timbrado del CFDI de la factura {invoice}: este CFDI cita su folio fiscal y se timbra en cuanto lo esté',
  },
  'cfdi.waitingGlobal': {
    en: 'Waiting: invoice {invoice} is left for the global invoice. The global invoice will state the sale less this credit (then no egreso is needed); if the sale gets a CFDI of its own first, this egreso is stamped after it',
    es: 'En espera: la factura {invoice} está reservada para la factura global. La factura global incluirá la venta descontando este abono (y no se requerirá egreso); si la venta recibe antes su propio CFDI, este egreso se timbra después',
  },
  'cfdi.statedInGlobal': {
    en: 'No egreso is needed: global invoice {folio} states the sale less this credit',
    es: 'No se requiere egreso: la factura global {folio} incluye la venta descontando este abono',
  },
  'cfdi.creditedBeforeGlobal': {
    en: 'Not required: invoice {invoice} was returned in full before a global invoice stated it. No CFDI states the sale, so its credit notes have no CFDI to relate and there is nothing left to invoice',
    es: 'No se requiere: la factura {invoice} se devolvió por completo antes de que una factura global la incluyera. Ningún CFDI ampara la venta, así que sus notas de crédito no tienen CFDI que relacionar y no queda nada por facturar',
  },
  'cfdi.notRequired': {
    en: 'No payment complement is needed: the invoices this payment settles were stamped as paid (PUE)',
    es: 'No se requiere complemento de pago: las facturas que liquida este pago se timbraron como pagadas (PUE)',
  },
  'cfdi.documentNotStamped': {
    en: 'This document has no stamped CFDI yet',
    es: 'Este documento aún no tiene un CFDI timbrado',
  },
  'cfdi.documentNotApplicable': {
    en: 'This document has no CFDI (only payments of PPD invoices and credit notes of Mexican garages do)',
    es: 'Este documento no tiene CFDI (solo los pagos de facturas PPD y las notas de crédito de talleres en México)',
  },
  'cfdi.schemaInvalid': {
    en: 'The CFDI XML does not pass the CFDI 4.0 schema',
    es: 'El XML del CFDI no cumple el esquema del CFDI 4.0',
  },
  'cfdi.stampFailed': {
    en: 'The stamping provider (PAC) refused or did not answer: {reason}',
    es: 'El proveedor de timbrado (PAC) lo rechazó o no respondió: {reason}',
  },
  'cfdi.cancelReasonRequired': {
    en: 'A stamped CFDI is cancelled with a SAT reason (01–04)',
    es: 'Un CFDI timbrado se cancela con un motivo del SAT (01–04)',
  },
  'cfdi.substituteRequired': {
    en: 'Reason 01 needs the folio fiscal (UUID) of the CFDI that replaces this one',
    es: 'El motivo 01 necesita el folio fiscal (UUID) del CFDI que sustituye a este',
  },
  'cfdi.cancelFailed': {
    en: 'The stamping provider (PAC) did not cancel the CFDI: {reason}. The invoice stays live.',
    es: 'El proveedor de timbrado (PAC) no canceló el CFDI: {reason}. La factura sigue vigente.',
  },
  'cfdi.notStamped': {
    en: 'This invoice has no stamped CFDI yet',
    es: 'Esta factura aún no tiene un CFDI timbrado',
  },
  'cfdi.notApplicable': {
    en: 'This invoice has no CFDI (only invoices of Mexican garages do)',
    es: 'Esta factura no tiene CFDI (solo las facturas de talleres en México)',
  },
  'cfdi.alreadyStamped': {
    en: 'This CFDI is already stamped',
    es: 'Este CFDI ya está timbrado',
  },
  'cfdiGlobal.notMexico': {
    en: 'Global invoices (factura global) are for garages in Mexico',
    es: 'La factura global es solo para talleres en México',
  },
  'cfdiGlobal.futurePeriod': {
    en: 'The period has not started yet: choose a period up to today',
    es: 'El periodo aún no empieza: elija un periodo hasta hoy',
  },
  'cfdiGlobal.bimonthlyRegimen': {
    en: "A bimonthly (05) global invoice is only for issuers in régimen fiscal 621 (Incorporación Fiscal), and the garage's régimen is {regimen}: choose a daily, weekly, fortnightly or monthly period",
    es: 'La factura global bimestral (05) es solo para emisores del régimen fiscal 621 (Incorporación Fiscal) y el régimen del taller es {regimen}: elija un periodo diario, semanal, quincenal o mensual',
  },
  'cfdiGlobal.noBills': {
    en: 'There are no paid sales to the public left for a global invoice in this period',
    es: 'No quedan ventas al público pagadas para una factura global en este periodo',
  },
  'cfdiGlobal.customerHasRfc': {
    en: 'Only a sale to a customer without an RFC can go to the global invoice',
    es: 'Solo una venta a un cliente sin RFC puede ir a la factura global',
  },
  'cfdiGlobal.notWholeBill': {
    en: 'A split bill (insurer and customer) cannot go to the global invoice',
    es: 'Una factura dividida (aseguradora y cliente) no puede ir a la factura global',
  },
  'cfdiGlobal.covered': {
    en: 'This bill is stated in a global invoice: it cannot be stamped or voided on its own. Cancel the global invoice first (reason 02, or 04 for a CFDI of its own)',
    es: 'Esta factura está incluida en una factura global: no se puede timbrar ni anular por separado. Cancele primero la factura global (motivo 02, o 04 para un CFDI propio)',
  },
  'cfdiGlobal.failed': {
    en: 'The global invoice was not issued: {reason}',
    es: 'La factura global no se emitió: {reason}',
  },
  'cfdiGlobal.alreadyCancelled': {
    en: 'Global invoice {folio} is already cancelled',
    es: 'La factura global {folio} ya está cancelada',
  },
  'cfdiGlobal.reasonInvalid': {
    en: 'A global invoice is cancelled for SAT reason 01, 02 or 04',
    es: 'Una factura global se cancela con el motivo del SAT 01, 02 o 04',
  },
  'cfdiGlobal.nominativeRequired': {
    en: "Reason 04 needs the bill and the customer's fiscal data (RFC, name, régimen, postal code, CFDI use)",
    es: 'El motivo 04 necesita la factura y los datos fiscales del cliente (RFC, nombre, régimen, código postal, uso del CFDI)',
  },
  'cfdiGlobal.nominativeOnly04': {
    en: "A bill and the customer's fiscal data are given only with reason 04",
    es: 'La factura y los datos fiscales del cliente solo se indican con el motivo 04',
  },
  'cfdiGlobal.hasEgresos': {
    en: 'Global invoice {folio} cannot be cancelled: credit notes {notes} have CFDIs (egresos) related to it, and SAT does not cancel a CFDI while CFDIs related to it are valid',
    es: 'La factura global {folio} no se puede cancelar: las notas de crédito {notes} tienen CFDI de egreso relacionados con ella, y el SAT no cancela un CFDI mientras tenga CFDI relacionados vigentes',
  },
  'cfdiGlobal.billNotInGlobal': {
    en: 'The chosen bill is not stated in global invoice {folio}',
    es: 'La factura elegida no está incluida en la factura global {folio}',
  },
  'cfdiGlobal.nothingToSubstitute': {
    en: 'No bill of global invoice {folio} is still paid in full, so no substitute can state them: cancel it with reason 02',
    es: 'Ninguna factura de la factura global {folio} sigue pagada por completo, así que no hay sustituto posible: cancélela con el motivo 02',
  },
  'cfdiGlobal.substituteFailed': {
    en: 'The substitute global invoice was not stamped: {reason}. Global invoice {folio} stays valid.',
    es: 'La factura global sustituta no se timbró: {reason}. La factura global {folio} sigue vigente.',
  },
  'cfdiGlobal.nominativeFailed': {
    en: "The customer's own CFDI was not stamped: {reason}. Global invoice {folio} stays valid.",
    es: 'El CFDI propio del cliente no se timbró: {reason}. La factura global {folio} sigue vigente.',
  },
  'cfdiGlobal.cancelFailed': {
    en: 'The stamping provider (PAC) did not cancel global invoice {folio}: {reason}. Nothing was changed.',
    es: 'El proveedor de timbrado (PAC) no canceló la factura global {folio}: {reason}. No se cambió nada.',
  },
  'cfdiGlobal.rfcInvalid': {
    en: "The customer's RFC is not a valid RFC (12 characters for a company, 13 for a person)",
    es: 'El RFC del cliente no es un RFC válido (12 caracteres para una persona moral, 13 para una física)',
  },
  'cfdiGlobal.rfcGeneric': {
    en: "A CFDI of the customer's own needs their RFC, not the generic XAXX010101000 or XEXX010101000",
    es: 'Un CFDI propio del cliente necesita su RFC, no el genérico XAXX010101000 ni XEXX010101000',
  },
  'cfdiGlobal.regimenInvalid': {
    en: "The customer's régimen fiscal must be a SAT code (c_RegimenFiscal)",
    es: 'El régimen fiscal del cliente debe ser una clave del SAT (c_RegimenFiscal)',
  },
  'cfdiGlobal.regimenForRfc': {
    en: "This régimen fiscal is not open to the customer's kind of RFC (company or person)",
    es: 'Este régimen fiscal no corresponde al tipo de RFC del cliente (persona moral o física)',
  },
  'cfdiGlobal.cpInvalid': {
    en: "The customer's fiscal postal code has 5 digits",
    es: 'El código postal fiscal del cliente tiene 5 dígitos',
  },
  'cfdiGlobal.usoInvalid': {
    en: 'The CFDI use must be a SAT code an invoice may state (c_UsoCFDI, e.g. G03)',
    es: 'El uso del CFDI debe ser una clave del SAT válida para una factura (c_UsoCFDI, p. ej. G03)',
  },
  'cfdiGlobal.usoForRegimen': {
    en: 'A customer in régimen 616 (sin obligaciones fiscales) receives CFDI use S01 only',
    es: 'Un cliente en el régimen 616 (sin obligaciones fiscales) solo recibe el uso S01',
  },
  'cfdiUse.publicOnlyS01': {
    en: 'A CFDI to the general public (a customer without an RFC, or XAXX010101000) has use S01 only',
    es: 'Un CFDI al público en general (cliente sin RFC, o XAXX010101000) solo lleva el uso S01',
  },
  'cfdiUse.forRegimen': {
    en: "SAT does not allow CFDI use {uso} for the customer's régimen fiscal {regimen}; choose another use or set the customer's régimen",
    es: 'El SAT no permite el uso del CFDI {uso} para el régimen fiscal {regimen} del cliente; elija otro uso o registre el régimen del cliente',
  },
  'cfdiUse.notMexico': {
    en: 'The CFDI use is stated only on invoices of a garage in Mexico',
    es: 'El uso del CFDI solo se indica en facturas de un taller en México',
  },
  'cfdiGlobal.usoForCompany': {
    en: 'Personal deductions (uses D01–D10) are for people, not for a company RFC',
    es: 'Las deducciones personales (usos D01–D10) son para personas físicas, no para una persona moral',
  },
} as const;
