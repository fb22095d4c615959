/** Texts of inter-branch transfers (issue 14, decision 058), spread into MESSAGES. */
export const TRANSFER_MESSAGES = {
  'transfer.notFound': { en: 'Transfer not found', es: 'Traspaso no encontrado' },
  'transfer.branchNotFound': {
    en: 'That outlet is not part of your group',
    es: 'Esa sucursal no pertenece a su grupo',
  },
  'transfer.sameBranch': {
    en: 'Choose another outlet: an outlet cannot transfer stock to itself',
    es: 'Elija otra sucursal: una sucursal no puede traspasarse existencias a sí misma',
  },
  'transfer.actAtOwnGarage': {
    en: 'Switch to that outlet to act on its side of the transfer',
    es: 'Cambie a esa sucursal para actuar en su lado del traspaso',
  },
  'transfer.wrongSide': {
    en: 'Only the {side} outlet can do this',
    es: 'Solo la sucursal {side} puede hacer esto',
  },
  'transfer.sideSender': { en: 'sending', es: 'de envío' },
  'transfer.sideReceiver': { en: 'receiving', es: 'de recepción' },
  'transfer.noLines': { en: 'Add at least one part', es: 'Añada al menos un repuesto' },
  'transfer.duplicatePart': {
    en: '{part} is on the list twice: change its quantity instead',
    es: '{part} está dos veces en la lista: cambie su cantidad',
  },
  'transfer.unknownPart': {
    en: 'Part {part} is not in the parts list of {garage}',
    es: 'El repuesto {part} no está en la lista de repuestos de {garage}',
  },
  'transfer.badStatus': {
    en: 'This transfer is {status}: it cannot be changed that way',
    es: 'Este traspaso está {status}: no se puede cambiar así',
  },
  'transfer.changedMeanwhile': {
    en: 'Someone else changed this transfer meanwhile. Reload it and try again.',
    es: 'Otra persona cambió este traspaso mientras tanto. Vuelva a cargarlo e inténtelo de nuevo.',
  },
  'transfer.alreadyAnswered': {
    en: 'This request already has a delivery',
    es: 'Esta solicitud ya tiene un envío',
  },
  'transfer.unknownLine': {
    en: 'Line {line} is not part of this transfer',
    es: 'La línea {line} no forma parte de este traspaso',
  },
  'transfer.overRequested': {
    en: '{part}: {wanted} is more than the {allowed} asked for',
    es: '{part}: {wanted} es más que las {allowed} solicitadas',
  },
  'transfer.overReserved': {
    en: '{part}: {wanted} is more than the {allowed} reserved',
    es: '{part}: {wanted} es más que las {allowed} reservadas',
  },
  'transfer.overReceived': {
    en: '{part}: {wanted} is more than the {allowed} still on the way',
    es: '{part}: {wanted} es más que las {allowed} que siguen en camino',
  },
  'transfer.nothingToSend': {
    en: 'Nothing to send: give a quantity for at least one part',
    es: 'Nada que enviar: indique una cantidad para al menos un repuesto',
  },
  'transfer.nothingToReceive': {
    en: 'Nothing left to receive on this delivery',
    es: 'No queda nada por recibir en este envío',
  },
  'transfer.notHeadOffice': {
    en: 'Head office screens open only at the head office outlet',
    es: 'Las pantallas de la central solo se abren en la sucursal central',
  },
} as const satisfies Record<string, { en: string; es: string }>;
