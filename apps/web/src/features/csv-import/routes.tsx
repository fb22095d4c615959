import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withCatalogue } from '../../lib/i18n.ts';

/** CSV import (spec routes garage-items-csv-upload and csv-upload-history; decision 055), under /tabs. */
export function csvImportRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/garage-items-csv-upload',
      validateSearch: (search: Record<string, unknown>): { upload_id?: number } => {
        const id = Number(search.upload_id);
        return Number.isInteger(id) && id > 0 ? { upload_id: id } : {};
      },
      component: lazyRouteComponent(() => withCatalogue('csvImport', import('./csv-upload-page.tsx')), 'CsvUploadPage'),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/csv-upload-history',
      component: lazyRouteComponent(() => withCatalogue('csvImport', import('./csv-history-page.tsx')), 'CsvHistoryPage'),
    }),
  ] as const;
}
