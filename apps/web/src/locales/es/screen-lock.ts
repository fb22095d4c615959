import type { screenLockEn } from '../en/screen-lock.ts';

/** Spanish strings of the screen lock (issue 5). */
export const screenLockEs: typeof screenLockEn = {
  screenLock: {
    lockedTitle: 'Pantalla bloqueada',
    lockedHint: 'Introduzca su código de 4 dígitos para continuar.',
    createTitle: 'Defina un código',
    createHint: 'Este taller bloquea la pantalla tras un tiempo sin actividad. Elija un código de 4 dígitos para desbloquearla.',
    passcode: 'Código',
    newPasscode: 'Nuevo código',
    confirmPasscode: 'Confirme el código',
    digitLabel: '{{label}}, dígito {{n}} de 4',
    show: 'Mostrar código',
    hide: 'Ocultar código',
    unlock: 'Desbloquear',
    save: 'Guardar código',
    entered: '{{count}} de 4 dígitos introducidos',
    keypad: 'Teclado del código',
    clear: 'Borrar todo',
    clearShort: 'AC',
    delete: 'Borrar el último dígito',
    attemptsLeft_one: 'Le queda {{count}} intento antes de cerrar la sesión',
    attemptsLeft_other: 'Le quedan {{count}} intentos antes de cerrar la sesión',
    forgot: '¿Olvidó el código?',
    switchAccount: '¿Cambiar de cuenta?',
    checkFailed: 'No se pudo cargar la configuración de su código.',
  },
};
