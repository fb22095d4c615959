/** Textos en español de la oferta de una nueva versión (unidos en common.ts). */
export const appUpdateEs = {
  appUpdate: {
    title: 'Actualización disponible',
    prompt: 'Hay una nueva versión de Garage Workshop lista.',
    pageText:
      'Hay una nueva versión de Garage Workshop lista. Al actualizar se recarga la aplicación; los cambios sin guardar de esta pantalla se pierden.',
    updateNow: 'Actualizar ahora',
    later: 'Más tarde',
    upToDateTitle: 'Tiene la última versión',
    upToDateText: 'No hay ninguna versión nueva que instalar ahora mismo.',
    back: 'Volver a la aplicación',
  },
};
