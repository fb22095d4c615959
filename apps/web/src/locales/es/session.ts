import type { cookiePolicyEn } from '../en/cookie-policy.ts';
import type { sessionEn } from '../en/session.ts';

/** Spanish strings of session care, with the cookie policy (its English is apart, en/cookie-policy.ts). */
export const sessionEs: { session: (typeof sessionEn)['session'] & (typeof cookiePolicyEn)['session'] } = {
  session: {
    cookie: {
      label: 'Consentimiento de cookies',
      text: 'Solo usamos el almacenamiento que la aplicación necesita para mantener su sesión iniciada. Con su consentimiento también podríamos medir cómo se usa la aplicación, para mejorarla.',
      policy: 'Política de cookies',
      acceptAll: 'Aceptar todo',
      denyAll: 'Rechazar todo',
    },
    cookiePolicy: {
      title: 'Política de cookies',
      updated: 'Última actualización: noviembre de 2026',
      intro:
        'Esta página explica qué guarda esta aplicación de gestión de talleres en su navegador y por qué. No usamos cookies publicitarias y nada que le rastree se ejecuta salvo que elija Aceptar todo.',
      neededTitle: 'Estrictamente necesarias (siempre activas)',
      neededText: 'Mantienen la aplicación en funcionamiento y no se pueden desactivar:',
      storage: {
        auth: 'Sus tokens de sesión (un token de acceso de 15 minutos y uno de renovación de 30 días), en el almacenamiento local del navegador; se borran al cerrar sesión.',
        garage:
          'El taller seleccionado, el último taller que usó cada persona en este dispositivo, el prefijo del país usado al iniciar sesión, su idioma y sus preferencias de pantalla, en el almacenamiento local; el último taller, el prefijo y el idioma se conservan al cerrar la sesión.',
        consent:
          'La cookie cookieconsent_status: su respuesta al aviso de cookies (aceptar o rechazar), guardada 365 días para no volver a preguntar.',
        push: 'Si activa las notificaciones: la suscripción push de este navegador, enviada a nuestro servidor para poder avisarle; se borra al cerrar sesión.',
        offline:
          'Copias de los propios archivos de la aplicación que guarda el service worker, para que abra rápido y muestre un aviso cuando no haya conexión.',
      },
      optionalTitle: 'Medición (solo con su consentimiento)',
      optionalText:
        'Hoy la aplicación no tiene analítica ni seguimiento. Si algún día los usa, solo empezarán después de que elija Aceptar todo, y esta página los nombrará antes.',
      changeTitle: 'Cambiar su elección',
      changeText:
        'Borre la cookie cookieconsent_status en la configuración del navegador (o los datos del sitio) y el aviso volverá a preguntarle. Al cerrar sesión se borran sus tokens.',
      back: 'Volver',
    },
    overlay: {
      text: '¡Sus datos se han actualizado en otra sesión! Recargue esta página para ver los cambios',
      reloadNow: 'Recargar ahora',
    },
    secondWindow: {
      hint: 'Cierre esta ventana y continúe en la que ya está abierta.',
      freed: 'La otra ventana se ha cerrado. Recargue para continuar aquí.',
      reload: 'Recargar',
      openThere: 'Abrir esta página en la otra ventana',
      openedThere: 'Abierta en la otra ventana. Puede cerrar esta.',
    },
    noInternet: {
      text: 'Compruebe su wifi o sus datos móviles. La página volverá cuando vuelva la conexión.',
      retry: 'Reintentar',
      stillOffline: 'Todavía sin conexión. Inténtelo de nuevo en un momento.',
    },
    support: {
      label: 'Soporte',
      call: 'Llamar a soporte',
      sms: 'Enviar un SMS',
      whatsapp: 'WhatsApp',
    },
    push: {
      enable: 'Activar notificaciones',
      enabled: 'Las notificaciones están activadas en este navegador.',
      blocked: 'Las notificaciones de este sitio están bloqueadas en la configuración del navegador.',
    },
  },
};
