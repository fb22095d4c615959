/** Nombres en español de rutas de la especificación que abren la página «próximamente» (unidos en common.ts). */
export const routeNamesEs = {
  routeNames: {
    buySms: 'Comprar créditos SMS',
  },
};
