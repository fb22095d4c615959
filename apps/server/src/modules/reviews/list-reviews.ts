import type { ReviewQuery } from '@garage/contract';
import { localDayRange } from '@garage/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../platform/errors.ts';
import type { PanelGarage } from '../../platform/panel-garage.ts';
import { findReviewPage } from './review.repository.ts';

type Query = z.output<typeof ReviewQuery>;

/** Reviews of a garage created in a garage-local date range, with the given ratings; newest first. */
export async function listReviews(db: Db, garage: PanelGarage, query: Query) {
  const { page_number: pageNumber, page_size: pageSize } = query;
  if (query.from && query.to && query.from > query.to) throw badRequest('panel.dateRange');
  const range = localDayRange(query, garage.settings.timeZone);
  const filter = { createdFrom: range.from, createdBefore: range.before, ratings: [...new Set(query.ratings ?? [])] };
  const { views, total } = await findReviewPage(db, garage, filter, pageNumber, pageSize);
  return {
    customer_reviews: views,
    page_number: pageNumber,
    page_size: pageSize,
    total_elements: total,
    total_pages: Math.ceil(total / pageSize),
  };
}
