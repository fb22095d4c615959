/** Texts of the person's own profile and of registration's checks (spread into MESSAGES and FIELD_LABELS). */
export const PROFILE_MESSAGES = {
  'field.wholeNumber': { en: '{field} must be a whole number', es: '{field} debe ser un número entero' },
  'registration.ownerNameRequired': {
    en: 'Enter your first name: your team and customers see it instead of your phone number',
    es: 'Introduzca su nombre: su equipo y sus clientes lo verán en lugar de su número de teléfono',
  },
  'profile.pictureTooLarge': {
    en: 'The picture may be at most {max} KB',
    es: 'La foto puede tener como máximo {max} KB',
  },
  'profile.pictureType': {
    en: 'The picture must be a JPEG, PNG or WebP image',
    es: 'La foto debe ser una imagen JPEG, PNG o WebP',
  },
  'profile.pictureInvalid': {
    en: 'The picture could not be read; choose another file',
    es: 'No se pudo leer la foto; elija otro archivo',
  },
} as const satisfies Record<string, { en: string; es: string }>;
