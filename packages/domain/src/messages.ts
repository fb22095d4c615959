import type { AREA_MESSAGES } from './area-messages.ts';
import { INPUT_MESSAGES } from './input-messages.ts';

/**
 * The texts every page may show: sign-in, the HTTP errors, permissions, the generic field texts, and the texts
 * of the masters, orders and quotations. The browser has them from the first page on.
 */
export const CORE_MESSAGES = {
  ...INPUT_MESSAGES,
  'auth.otpNotMatched': { en: 'OTP not matched', es: 'El código no coincide' },
  'auth.otpInvalidToast': { en: 'Invalid OTP, please enter valid otp', es: 'Código no válido, introduzca un código válido' },
  'auth.otpExpired': { en: 'The code has expired. Please request a new one.', es: 'El código ha caducado. Solicite uno nuevo.' },
  'auth.otpTooManyTries': {
    en: 'Too many wrong codes. Please request a new code.',
    es: 'Demasiados códigos incorrectos. Solicite un código nuevo.',
  },
  'auth.otpSendLimit': {
    en: 'Too many codes requested for this number. Please try again in a few minutes.',
    es: 'Se han pedido demasiados códigos para este número. Inténtelo de nuevo en unos minutos.',
  },
  'auth.ipLimit': {
    en: 'Too many requests from this network. Please try again in a few minutes.',
    es: 'Demasiadas solicitudes desde esta red. Inténtelo de nuevo en unos minutos.',
  },
  'auth.otpSent': {
    en: 'If the number can sign in, a code has been sent to it.',
    es: 'Si el número puede iniciar sesión, se le ha enviado un código.',
  },
  'auth.inactiveUser': { en: 'Inactive User', es: 'Usuario inactivo' },
  'auth.emailNotVerified': {
    en: 'This e-mail address is not verified for this number. Ask for the code by SMS.',
    es: 'Esta dirección de correo no está verificada para este número. Pida el código por SMS.',
  },
  'auth.wrongCodeIpLimit': {
    en: 'Too many wrong codes from this network. Please try again in a few minutes.',
    es: 'Demasiados códigos incorrectos desde esta red. Inténtelo de nuevo en unos minutos.',
  },
  'auth.noEmailOnAccount': {
    en: 'There is no e-mail address on your profile to verify.',
    es: 'Su perfil no tiene ninguna dirección de correo que verificar.',
  },
  'auth.emailCodeSent': {
    en: 'A code has been sent to the e-mail address on your profile.',
    es: 'Se ha enviado un código a la dirección de correo de su perfil.',
  },
  'auth.emailVerified': { en: 'Your e-mail address is verified.', es: 'Su dirección de correo está verificada.' },
  'http.tooManyRequests': {
    en: 'Too many requests. Please wait {seconds} seconds and try again.',
    es: 'Demasiadas solicitudes. Espere {seconds} segundos e inténtelo de nuevo.',
  },
  'auth.inactiveToast': {
    en: 'This User is Inactive! Please contact the provider today',
    es: '¡Este usuario está inactivo! Póngase en contacto con el proveedor hoy',
  },
  'auth.tokenExpired': { en: 'Token expired', es: 'La sesión ha caducado' },
  'auth.tokenNotFound': { en: 'Token not found', es: 'Sesión no encontrada' },
  'auth.pleaseLogin': { en: 'Please Login', es: 'Inicie sesión' },
  'auth.refreshInvalid': { en: 'Refresh token is not valid', es: 'El token de renovación no es válido' },
  'auth.unregistered': { en: 'Unregistered user, Please do signup first', es: 'Usuario no registrado, regístrese primero' },
  'auth.recaptcha': { en: 'Please confirm that you are not a robot.', es: 'Confirme que no es un robot.' },
  'http.subscriptionExpired': {
    en: 'Subscription Expired! Please contact the provider today',
    es: '¡Suscripción caducada! Póngase en contacto con el proveedor hoy',
  },
  'http.somethingWrong': {
    en: 'Something went wrong, Please contact Administrator.',
    es: 'Algo salió mal. Póngase en contacto con el administrador.',
  },
  'http.generic400': { en: 'Something went wrong', es: 'Algo salió mal' },
  'http.network': {
    en: 'Check your internet connection or Please contact Administrator.',
    es: 'Compruebe su conexión a internet o póngase en contacto con el administrador.',
  },
  'http.notFound': { en: 'Not found', es: 'No encontrado' },
  'http.badRequest': { en: 'The request is not valid', es: 'La solicitud no es válida' },
  'perm.noResource': {
    en: "User don't have permission to access resource",
    es: 'El usuario no tiene permiso para acceder al recurso',
  },
  'perm.accessDenied': {
    en: 'Access denied please contact your Garage owner',
    es: 'Acceso denegado, póngase en contacto con el propietario del taller',
  },
  'perm.accessDeniedShort': { en: 'Access Denied.', es: 'Acceso denegado.' },
  'perm.notSubscribed': { en: 'This module is not subscribed in your plan', es: 'Este módulo no está incluido en su plan' },
  'perm.notMember': { en: 'You do not belong to this garage', es: 'No pertenece a este taller' },
  'perm.ownerOnly': { en: 'Only the garage owner can do this', es: 'Solo el propietario del taller puede hacer esto' },
  'perm.lastOwner': { en: 'A garage needs at least one owner', es: 'Un taller necesita al menos un propietario' },
  'phone.codeInvalid': { en: 'Enter a valid country phone code', es: 'Introduzca un prefijo de país válido' },
  'phone.numberInvalid': { en: 'Enter a valid mobile number', es: 'Introduzca un número de móvil válido' },
  'phone.saudiInvalid': {
    en: 'A Saudi mobile number has 9 digits and starts with 5',
    es: 'Un móvil de Arabia Saudí tiene 9 dígitos y empieza por 5',
  },
  'field.required': { en: '{field} is required', es: '{field} es obligatorio' },
  'field.htmlTags': { en: '{field} must not contain HTML tags', es: '{field} no debe contener etiquetas HTML' },
  'field.tooLong': { en: '{field} must be at most {max} characters', es: '{field} debe tener como máximo {max} caracteres' },
  'field.email': { en: 'Enter a valid e-mail address', es: 'Introduzca un correo electrónico válido' },
  'field.invalid': { en: '{field} is not valid', es: '{field} no es válido' },
  'field.percent': { en: '{field} must be between 0 and 100', es: '{field} debe estar entre 0 y 100' },
  'order.sharesOver100': {
    en: 'Insurance % and customer % of a line cannot add up to more than 100',
    es: 'El % del seguro y el % del cliente de una línea no pueden sumar más de 100',
  },
  'garage.countryUnknown': { en: 'Choose a country from the list', es: 'Elija un país de la lista' },
  'garage.taxNumber.IN': {
    en: 'A GSTIN has 15 characters: 2 digits of the state, the 10-character PAN, then 3 more (e.g. 29ABCDE1234F1Z5)',
    es: 'Un GSTIN tiene 15 caracteres: 2 dígitos del estado, el PAN de 10 caracteres y 3 más (p. ej. 29ABCDE1234F1Z5)',
  },
  'garage.taxNumber.SA': {
    en: 'A Saudi VAT number has 15 digits and starts and ends with 3',
    es: 'Un número de IVA de Arabia Saudí tiene 15 dígitos y empieza y termina en 3',
  },
  'garage.taxNumber.MX': {
    en: 'The RFC is not valid: 12 characters for a company, 13 for a person',
    es: 'El RFC no es válido: 12 caracteres para una persona moral, 13 para una persona física',
  },
  'garage.timeZoneUnknown': { en: 'Choose a time zone from the list', es: 'Elija una zona horaria de la lista' },
  'garage.propertyUnknown': { en: 'Unknown garage property: {name}', es: 'Propiedad de taller desconocida: {name}' },
  'garage.propertyValue': { en: 'The value of {name} is not valid', es: 'El valor de {name} no es válido' },
  'user.mobileTaken': {
    en: 'This mobile number already belongs to a user of this garage',
    es: 'Este número de móvil ya pertenece a un usuario de este taller',
  },
  'user.rolesRequired': { en: 'Give the user at least one role', es: 'Asigne al menos un rol al usuario' },
  'user.roleUnknown': { en: 'Unknown role: {name}', es: 'Rol desconocido: {name}' },
  'user.notFound': { en: 'User not found in this garage', es: 'Usuario no encontrado en este taller' },
  'user.profileOwn': {
    en: 'Only the person can change their own name and e-mail; you can change their roles and whether they are active',
    es: 'Solo la propia persona puede cambiar su nombre y correo; usted puede cambiar sus roles y si está activa',
  },
  'user.invitationNotFound': { en: 'Invitation not found', es: 'Invitación no encontrada' },
  'user.invitationAccepted': { en: 'Invitation accepted', es: 'Invitación aceptada' },
  'user.invitationDeclined': { en: 'Invitation declined', es: 'Invitación rechazada' },
  'user.invitationWithdrawn': { en: 'Invitation withdrawn', es: 'Invitación retirada' },
  'idempotency.mismatch': {
    en: 'This request was already sent with different data. Reload the page and try again.',
    es: 'Esta solicitud ya se envió con otros datos. Recargue la página e inténtelo de nuevo.',
  },
  'idempotency.inFlight': {
    en: 'This request is still being processed. Please wait a moment.',
    es: 'Esta solicitud aún se está procesando. Espere un momento.',
  },
  'garage.headerRequired': {
    en: 'Select a garage first (x-garage-id header is missing)',
    es: 'Seleccione primero un taller (falta la cabecera x-garage-id)',
  },
  'field.negative': { en: '{field} must not be negative', es: '{field} no puede ser negativo' },
  'customer.taxNumber': {
    en: 'Tax number may contain letters and digits only',
    es: 'El número fiscal solo puede contener letras y dígitos',
  },
  'customer.mobileTaken': {
    en: 'This mobile number already belongs to the customer {name}',
    es: 'Este número de móvil ya pertenece al cliente {name}',
  },
  'customer.saudiPostal': { en: 'A Saudi postal code has 5 digits', es: 'Un código postal de Arabia Saudí tiene 5 dígitos' },
  'customer.saudiBuilding': {
    en: 'A Saudi building number has 4 digits',
    es: 'Un número de edificio de Arabia Saudí tiene 4 dígitos',
  },
  'customer.notFound': { en: 'Customer not found', es: 'Cliente no encontrado' },
  'vehicle.regChars': {
    en: 'Registration number may contain letters, digits, spaces and dashes only',
    es: 'La matrícula solo puede contener letras, dígitos, espacios y guiones',
  },
  'vehicle.vin': { en: 'A VIN has 11 to 17 letters and digits', es: 'Un VIN tiene de 11 a 17 letras y dígitos' },
  'vehicle.saudiPlate': {
    en: 'A Saudi plate has 3 letters and 4 digits',
    es: 'Una matrícula de Arabia Saudí tiene 3 letras y 4 dígitos',
  },
  'vehicle.regTaken': {
    en: 'The vehicle {reg} is already registered to the customer {name}',
    es: 'El vehículo {reg} ya está registrado a nombre del cliente {name}',
  },
  'vehicle.notFound': { en: 'Vehicle not found', es: 'Vehículo no encontrado' },
  'vehicle.sameOwner': { en: 'The vehicle already belongs to this customer', es: 'El vehículo ya pertenece a este cliente' },
  'catalogue.brandUnknown': { en: 'Choose a brand from the list', es: 'Elija una marca de la lista' },
  'catalogue.brandOrModelRequired': { en: 'brand or model is required', es: 'se requiere la marca o el modelo' },
  'catalogue.modelUnknown': { en: 'Choose a model of the chosen brand', es: 'Elija un modelo de la marca elegida' },
  'catalogue.unitUnknown': { en: 'Choose a unit of measure from the list', es: 'Elija una unidad de medida de la lista' },
  'catalogue.taxUnknown': { en: 'Choose a tax category of this garage', es: 'Elija una categoría de impuestos de este taller' },
  'catalogue.itemUnknown': {
    en: 'A chosen service or part does not exist in this garage',
    es: 'Un servicio o recambio elegido no existe en este taller',
  },
  'catalogue.nameTaken': { en: '{name} already exists in this garage', es: '{name} ya existe en este taller' },
  'catalogue.partNumberTaken': {
    en: 'Part number {number} already exists in this garage',
    es: 'El número de recambio {number} ya existe en este taller',
  },
  'catalogue.modelTaken': {
    en: 'The model {name} already exists for this brand',
    es: 'El modelo {name} ya existe para esta marca',
  },
  'package.empty': {
    en: 'Add at least one service or part to the package',
    es: 'Añada al menos un servicio o recambio al paquete',
  },
  'package.descriptionWords': {
    en: 'The description must be at most 1000 words (it has {count})',
    es: 'La descripción debe tener como máximo 1000 palabras (tiene {count})',
  },
  'tax.componentsSum': {
    en: 'The components must add up to the total ({total}%)',
    es: 'Los componentes deben sumar el total ({total}%)',
  },
  'passcode.format': { en: 'The passcode must be exactly 4 digits', es: 'El código debe tener exactamente 4 dígitos' },
  'passcode.notSet': { en: 'No passcode has been set yet', es: 'Todavía no se ha definido un código' },
  'passcode.ownReset': { en: 'You cannot reset your own passcode', es: 'No puede restablecer su propio código' },
  'passcode.resetOtherGroup': {
    en: 'This person also works for another business, so their passcode can only be reset by support',
    es: 'Esta persona también trabaja para otra empresa; solo el soporte puede restablecer su código',
  },
  'passcode.otherUser': { en: 'You can only use your own passcode', es: 'Solo puede usar su propio código' },
  'passcode.locked': {
    en: 'Too many wrong passcodes. Please sign in again with a one-time code.',
    es: 'Demasiados códigos incorrectos. Vuelva a iniciar sesión con un código de un solo uso.',
  },
  'passcode.forgot': {
    en: 'Please contact your administrator to reset your passcode',
    es: 'Póngase en contacto con su administrador para restablecer su código',
  },
  'passcode.incorrect': { en: 'Incorrect Password, please try again', es: 'Contraseña incorrecta, inténtelo de nuevo' },
  'passcode.createMismatch': {
    en: 'Passwords do not match please re-enter and try again',
    es: 'Las contraseñas no coinciden, vuelva a introducirlas e inténtelo de nuevo',
  },
  'passcode.currentRequired': {
    en: 'Enter your current passcode to change it',
    es: 'Introduzca su código actual para cambiarlo',
  },
  'passcode.wrongCurrent': {
    en: 'The current passcode is not right ({count} tries left)',
    es: 'El código actual no es correcto (quedan {count} intentos)',
  },
  'passcode.verifyMismatch': { en: 'Passcode does not match, please verify', es: 'El código no coincide, compruébelo' },
  'order.deliveryTime': {
    en: 'Estimated Delivery Time not set properly',
    es: 'La hora estimada de entrega no está bien definida',
  },
  'order.quantity': { en: 'Quantity must be above zero', es: 'La cantidad debe ser mayor que cero' },
  'order.noLines': { en: 'Add at least one service or part', es: 'Añada al menos un servicio o recambio' },
  'order.vehicleRequired': { en: 'Choose the vehicle of this order', es: 'Elija el vehículo de esta orden' },
  'order.vehicleOfOtherCustomer': {
    en: 'The vehicle does not belong to this customer',
    es: 'El vehículo no pertenece a este cliente',
  },
  'order.taxCategoryRequired': {
    en: 'Line {line} needs a tax category for a price without tax',
    es: 'La línea {line} necesita una categoría de impuestos para un precio sin impuestos',
  },
  // Issue 12: a plain sentence about the discount (the spec's text spoke of a discount code nobody entered).
  'order.discountTooHigh': {
    en: 'The discount cannot be more than the order total',
    es: 'El descuento no puede ser mayor que el total de la orden',
  },
  // Names of the seeded tax categories that have a translation (GST, IGST, IVA are names in every language).
  'taxPreset.salesTax': { en: 'Sales tax', es: 'Impuesto sobre las ventas' },
  'taxPreset.vat': { en: 'VAT', es: 'IVA' },
  'order.discountPercentTooHigh': {
    en: 'The discount cannot be more than 100 %',
    es: 'El descuento no puede ser mayor que el 100 %',
  },
  'order.priceRestricted': { en: 'You may not change the price of {name}', es: 'No puede cambiar el precio de {name}' },
  'order.priceAboveMaster': {
    en: 'You may not raise the price of {name} above {price}',
    es: 'No puede subir el precio de {name} por encima de {price}',
  },
  'order.notFound': { en: 'Order not found', es: 'Orden no encontrada' },
  'order.notEditable': {
    en: 'An order in status {status} can no longer be changed',
    es: 'Una orden en estado {status} ya no se puede modificar',
  },
  'order.moveNotAllowed': {
    en: 'An order in status {from} cannot be moved to {to}',
    es: 'Una orden en estado {from} no se puede pasar a {to}',
  },
  'order.changedMeanwhile': {
    en: 'Someone else changed this order meanwhile; reload it and try again',
    es: 'Otra persona ha modificado esta orden mientras tanto; recárguela e inténtelo de nuevo',
  },
  'order.cancelForbidden': { en: 'You may not cancel orders', es: 'No tiene permiso para cancelar órdenes' },
  'order.cancelReasonRequired': { en: 'Choose a reason for cancelling', es: 'Elija un motivo de cancelación' },
  'order.cancelReasonUnknown': {
    en: 'Choose one of the active cancel reasons of this garage',
    es: 'Elija uno de los motivos de cancelación activos de este taller',
  },
  'order.dateRange': {
    en: 'The start date must not be after the end date',
    es: 'La fecha de inicio no puede ser posterior a la fecha de fin',
  },
  'quote.notFound': { en: 'Quotation not found', es: 'Presupuesto no encontrado' },
  'quote.expiryPast': {
    en: 'The expiry date of a quotation cannot be before today',
    es: 'La fecha de caducidad de un presupuesto no puede ser anterior a hoy',
  },
  'quote.notEditable': {
    en: 'A quotation in status {status} can no longer be changed',
    es: 'Un presupuesto en estado {status} ya no se puede modificar',
  },
  'quote.moveNotAllowed': {
    en: 'A quotation in status {from} cannot be moved to {to}',
    es: 'Un presupuesto en estado {from} no se puede pasar a {to}',
  },
  'quote.changedMeanwhile': {
    en: 'Someone else changed this quotation meanwhile; reload it and try again',
    es: 'Otra persona ha modificado este presupuesto mientras tanto; recárguelo e inténtelo de nuevo',
  },
  'quote.notApproved': {
    en: 'Only an approved quotation can be turned into an order (this one is {status})',
    es: 'Solo un presupuesto aprobado se puede convertir en orden (este está en {status})',
  },
  'quote.alreadyConverted': {
    en: 'Quotation {number} has already been turned into an order',
    es: 'El presupuesto {number} ya se ha convertido en orden',
  },
  'quote.noTabs': {
    en: 'Quotations are filtered by status, not by tab',
    es: 'Los presupuestos se filtran por estado, no por pestaña',
  },
  'trial.expired': { en: 'Your free Trial has expired', es: 'Su prueba gratuita ha caducado' },
  // ---------- Subscription, access profile (issue 5) ----------
  'subscription.extensionRequested': {
    en: 'Subscription Extension Request: We have received your request. We will confirm you shortly.',
    es: 'Solicitud de ampliación de la suscripción: hemos recibido su solicitud. Le confirmaremos en breve.',
  },
  'subscription.requestSent': { en: 'Request sent successfully', es: 'Solicitud enviada correctamente' },
  'subscription.unknownPlan': { en: 'Unknown subscription plan', es: 'Plan de suscripción desconocido' },
  'perm.ownProfileOnly': {
    en: 'You can only read your own access profile',
    es: 'Solo puede consultar su propio perfil de acceso',
  },
  'clock.outOfSync': {
    en: 'Your system time is out of sync — please adjust',
    es: 'La hora de su sistema no está sincronizada; ajústela',
  },
  'shell.secondWindow': {
    en: 'This application is already running in another window.',
    es: 'La aplicación ya se está ejecutando en otra ventana.',
  },
  'shell.backOnline': { en: 'Back Online', es: 'De nuevo en línea' },
  'shell.noConnection': { en: 'No connection', es: 'Sin conexión' },
  // ---------- Image upload, cancel reasons, maintenance contracts ----------
  'upload.tooLarge': { en: 'File size exceed', es: 'El archivo supera el tamaño máximo (5 MB)' },
  'upload.typeUnsupported': { en: 'File type unsupported', es: 'Tipo de archivo no admitido' },
  'upload.failed': { en: 'Error Uploading Image', es: 'Error al subir la imagen' },
  'upload.invalidData': {
    en: 'The file could not be read: it is not valid base64',
    es: 'No se pudo leer el archivo: no es base64 válido',
  },
  'upload.flowTooLarge': {
    en: 'The files of this order may add up to at most 15 MB',
    es: 'Los archivos de esta orden pueden sumar como máximo 15 MB',
  },
  'cancelReason.duplicate': {
    en: 'The cancel reason "{reason}" already exists',
    es: 'El motivo de cancelación "{reason}" ya existe',
  },
  'amc.itemUnknown': {
    en: 'Item {id} is not an active service or part of this garage',
    es: 'El artículo {id} no es un servicio o recambio activo de este taller',
  },
  'amc.unitCategory': {
    en: 'The quantity of {name} must be counted in a unit convertible to {unit}',
    es: 'La cantidad de {name} debe expresarse en una unidad convertible a {unit}',
  },
  'amc.duplicateItem': {
    en: 'Each service or part may appear only once in a package',
    es: 'Cada servicio o recambio solo puede aparecer una vez en un paquete',
  },
  'amc.vehicleOfOtherCustomer': {
    en: 'The vehicle does not belong to this customer',
    es: 'El vehículo no pertenece a este cliente',
  },
  // ---------- Session care: push registration ----------
  'push.tokenInvalid': {
    en: 'The device token is not a valid push subscription',
    es: 'El token del dispositivo no es una suscripción push válida',
  },
  'push.otherUser': {
    en: 'You can only register or remove your own devices',
    es: 'Solo puede registrar o quitar sus propios dispositivos',
  },
  // ---- vehicle advisory (shell 2.7) ----
  'advisory.notConfigured': {
    en: 'The vehicle advisory is not set up on this server. Ask your administrator to configure an advisory provider.',
    es: 'El asesor de vehículos no está configurado en este servidor. Pida a su administrador que configure un proveedor.',
  },
  'advisory.failed': {
    en: 'Request Credit limit reached, please contact the provider support',
    es: 'Se alcanzó el límite de créditos de solicitud, póngase en contacto con el soporte del proveedor',
  },
  'advisory.rateLimited': {
    en: 'Too many advisory requests. Please try again in a few minutes.',
    es: 'Demasiadas consultas al asesor. Inténtelo de nuevo en unos minutos.',
  },
  'advisory.modelNotFound': { en: 'Vehicle model not found', es: 'Modelo de vehículo no encontrado' },
  'advisory.vehicleNotFound': { en: 'Vehicle not found', es: 'Vehículo no encontrado' },
} as const satisfies Record<string, { en: string; es: string }>;

/** A key of the whole catalogue (`MESSAGES` in catalogue.ts): the core texts and the areas'. */
export type MessageKey = keyof typeof CORE_MESSAGES | keyof typeof AREA_MESSAGES;
export type CoreMessageKey = keyof typeof CORE_MESSAGES;
export type Language = 'en' | 'es';

/** language_code 'sp' means Spanish (es-ES); anything else is English (en-US). */
export function languageFromCode(code: string | null | undefined): Language {
  if (!code) return 'en';
  const c = code.toLowerCase();
  return c === 'sp' || c === 'es' || c.startsWith('es-') ? 'es' : 'en';
}

export function localeOf(language: Language): 'es-ES' | 'en-US' {
  return language === 'es' ? 'es-ES' : 'en-US';
}
