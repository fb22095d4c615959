import type { subsEn } from '../en/subs.ts';
import type { subscriptionPagesEn } from '../en/subscription-pages.ts';

/**
 * Spanish strings of the subscription banners, trial-expired screen, pricing page, HO menus and promo (the pricing and
 * report pages' English is apart, en/subscription-pages.ts).
 */
export const subsEs: { subs: (typeof subsEn)['subs'] & (typeof subscriptionPagesEn)['subs'] } = {
  subs: {
    scheduleDemo: 'Programar demostración',
    banner: {
      demoPrompt: '¿Quiere una visita guiada? Reserve una demostración gratuita y la prepararemos con su propio taller.',
      requestDemo: 'Solicitar demostración',
      renew: 'Renovar ahora',
      buy: 'Comprar suscripción',
    },
    expired: {
      tagline: 'Todo lo que introdujo durante la prueba está a salvo. Pídanos más tiempo o un plan y continúe donde lo dejó.',
      videoTitle: 'Conozca la aplicación del taller en dos minutos',
      posterAlt: 'Un panel de taller con órdenes de reparación, facturas y recordatorios',
      extendTrial: 'Ampliar prueba',
      seePlans: 'Ver planes',
      logout: 'Cerrar sesión',
      chat: 'Chat con soporte',
      chatWhatsApp: 'WhatsApp',
      chatSms: 'SMS',
      chatCall: 'Llamar',
      noSupportPhone: 'El número de soporte aún no está configurado. Use Ampliar prueba y nos pondremos en contacto con usted.',
      requestTitle: 'Solicitud de ampliación de la suscripción',
      requestBody: 'Hemos recibido su solicitud. Le confirmaremos en breve.',
    },
    pricing: {
      title: 'Planes y precios',
      intro:
        'Todos los planes se facturan mensualmente. Elija uno y nuestro equipo se pondrá en contacto con usted para activarlo y cobrarlo.',
      current: 'Plan actual',
      trialLeft_one: 'Prueba: queda {{count}} día',
      trialLeft_other: 'Prueba: quedan {{count}} días',
      trialOver: 'Prueba: caducada',
      paidLeft_one: 'Suscripción: queda {{count}} día',
      paidLeft_other: 'Suscripción: quedan {{count}} días',
      paidOver: 'Suscripción: caducada',
      monthly: 'Mensual',
      priceOnRequest: 'Precio para su país bajo petición',
      request: 'Solicitar este plan',
      requested: 'Solicitado',
      requestedText: 'Gracias. Llamaremos al {{phone}} en breve para confirmar su plan.',
      external: 'Los planes para su país están en nuestra página de precios regional.',
      openExternal: 'Abrir página de precios',
      ownerOnly: 'Solo el propietario del taller puede solicitar un plan.',
      plans: {
        gear0: { name: 'Gear 0 — Inicial', audience: 'Talleres de un puesto atendidos por el propietario' },
        gear1: { name: 'Gear 1 — Crecimiento', audience: 'Talleres con mucho trabajo y un equipo' },
        gear2: { name: 'Gear 2 — Red', audience: 'Grupos de sucursales con una central' },
      },
      features: {
        gear0: {
          f1: 'Órdenes de reparación y ventas de mostrador',
          f2: 'Facturas y cobros',
          f3: 'Clientes y vehículos',
          f4: 'Hasta 3 usuarios',
        },
        gear1: {
          f1: 'Todo lo de Gear 0',
          f2: 'Presupuestos e inspecciones',
          f3: 'Recordatorios de servicio y valoraciones',
          f4: 'Stock y órdenes de compra',
          f5: 'Hasta 15 usuarios',
        },
        gear2: {
          f1: 'Todo lo de Gear 1',
          f2: 'Gestión e informes de la central',
          f3: 'Traspasos de stock entre sucursales',
          f4: 'Usuarios y sucursales ilimitados',
        },
      },
    },
    reports: {
      groups: {
        ACCOUNTS: 'Contabilidad',
        SALES: 'Ventas',
        MECHANIC: 'Mecánicos',
        PARTS_SERVICE: 'Piezas y servicios',
        STOCK: 'Stock',
        OTHERS: 'Otros',
        HO_DASHBOARD: 'Panel de la central',
        OUTLET_DASHBOARD: 'Panel de sucursales',
        CUSTOM: 'Paneles personalizados',
      },
      pageTitle: 'Informe de la central',
      address: 'Dirección',
      notConfigured: 'Este panel no está configurado',
      notConfiguredText:
        'Los paneles de inteligencia de negocio no están configurados en este producto. Su administrador puede dar una dirección a este informe (BI_DASHBOARD_URL) para mostrarlo aquí.',
      openNewTab: 'Abrir en una pestaña nueva',
      unknown: 'Este informe no está en su menú.',
      back: 'Volver al panel',
    },
    promo: {
      title: 'Pensado para talleres pequeños',
      text: 'Órdenes de trabajo, facturas, recordatorios y stock en un solo lugar. Véalo con su propio taller en una demostración de 20 minutos.',
      imageAlt: 'Un mecánico con una tableta que muestra la aplicación del taller junto a un coche en un elevador',
      requestDemo: 'Solicitar demostración',
      close: 'Cerrar',
    },
  },
};
