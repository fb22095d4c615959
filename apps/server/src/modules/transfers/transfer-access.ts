/**
 * Who may act on which side of a transfer (decision 058). The outlet acting is the one in x-garage-id,
 * whose membership the route guard has checked; `{id}` in the path must name it. A document is seen by
 * both its outlets (a request's draft only by the outlet writing it); another outlet, or another group,
 * gets 404. Acting on the other outlet's side (a receiver dispatching) is 403.
 */
import { MESSAGES, priceRules } from '@garage/domain';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Membership } from '../../platform/guard.ts';
import type { DeliveryRow, Outlet, RequestRow } from './transfer.repository.ts';
import { findOutlet } from './transfer.repository.ts';

export const transferNotFound = () => new AppError('NOT_FOUND', 'transfer.notFound');

/** `{id}` of the path is the outlet acting: it must be the one the user is signed in to (x-garage-id). */
export function checkActingOutlet(current: Membership, pathGarageId: number): void {
  if (pathGarageId !== current.garageId) throw new AppError('FORBIDDEN', 'transfer.actAtOwnGarage');
}

/** Another outlet of the caller's group: 404 for a garage of another group, 400 for the caller's own. */
export async function otherOutlet(db: Db | Tx, current: Membership, garageId: number): Promise<Outlet> {
  if (garageId === current.garageId) throw badRequest('transfer.sameBranch');
  const outlet = await findOutlet(db, current.groupId, garageId);
  if (!outlet) throw new AppError('NOT_FOUND', 'transfer.branchNotFound');
  return outlet;
}

const wrongSide = (side: 'SENDER' | 'RECEIVER') =>
  new AppError('FORBIDDEN', 'transfer.wrongSide', {
    side: (language) => MESSAGES[side === 'SENDER' ? 'transfer.sideSender' : 'transfer.sideReceiver'][language],
  });

/** The request as the acting outlet sees it, or 404; `need` says which side the action belongs to. */
export function requestSide(request: RequestRow | undefined, current: Membership, need?: 'REQUESTER' | 'SUPPLIER') {
  if (!request) throw transferNotFound();
  const side =
    request.toGarageId === current.garageId
      ? 'REQUESTER'
      : request.fromGarageId === current.garageId && request.status !== 'DRAFT'
        ? 'SUPPLIER'
        : null;
  if (!side) throw transferNotFound();
  // The asking outlet receives; the asked outlet sends.
  if (need && side !== need) throw wrongSide(need === 'SUPPLIER' ? 'SENDER' : 'RECEIVER');
  return { request, side } as const;
}

export function deliverySide(delivery: DeliveryRow | undefined, current: Membership, need?: 'SENDER' | 'RECEIVER') {
  if (!delivery) throw transferNotFound();
  const side =
    delivery.fromGarageId === current.garageId ? 'SENDER' : delivery.toGarageId === current.garageId ? 'RECEIVER' : null;
  if (!side) throw transferNotFound();
  if (need && side !== need) throw wrongSide(need);
  return { delivery, side } as const;
}

/** PRICE_VIEW_RESTRICTED never sees costs (owners always do). */
export const hidesCost = (current: Membership) => priceRules(current.roles).hidePurchase;
