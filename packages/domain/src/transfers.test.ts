import { describe, expect, it } from 'vitest';
import { deliveryMoves, dispatchedStatus, receivedStatus, reservedStatus, transferNumber } from './transfers.ts';

describe('inter-branch delivery statuses (spec orders 4)', () => {
  it('is RESERVED when the sender reserves all that was asked, PARTIAL_RESERVED when it has less', () => {
    expect(reservedStatus([{ requested: '4', reserved: '4' }])).toBe('RESERVED');
    expect(
      reservedStatus([
        { requested: '4', reserved: '4' },
        { requested: '5', reserved: '3' },
      ]),
    ).toBe('PARTIAL_RESERVED');
  });

  it('is TRANSIT when all that was asked leaves, PARTIAL_TRANSIT when less', () => {
    expect(dispatchedStatus([{ requested: '2', dispatched: '2' }])).toBe('TRANSIT');
    expect(dispatchedStatus([{ requested: '2', dispatched: '1.5' }])).toBe('PARTIAL_TRANSIT');
  });

  it('is RECEIVED (DIRECT_DELIVERY_RECEIVED without a request) once all that was sent is in, else PARTIAL_RECEIVED', () => {
    expect(receivedStatus([{ dispatched: '3', received: '3' }], false)).toBe('RECEIVED');
    expect(receivedStatus([{ dispatched: '3', received: '3' }], true)).toBe('DIRECT_DELIVERY_RECEIVED');
    expect(receivedStatus([{ dispatched: '3', received: '1' }], false)).toBe('PARTIAL_RECEIVED');
  });

  it('lets the sender dispatch or cancel only before dispatch, and the receiver receive only what is on its way', () => {
    expect(deliveryMoves('RESERVED', 'SENDER')).toEqual(['DISPATCH', 'CANCEL']);
    expect(deliveryMoves('TRANSIT', 'SENDER')).toEqual([]);
    expect(deliveryMoves('RESERVED', 'RECEIVER')).toEqual([]);
    expect(deliveryMoves('PARTIAL_RECEIVED', 'RECEIVER')).toEqual(['RECEIVE']);
    expect(deliveryMoves('CANCELLED', 'RECEIVER')).toEqual([]);
  });
});

describe('transfer numbers', () => {
  it('numbers requests IBT-00001 and deliveries IBD-00001', () => {
    expect(transferNumber('REQUEST', 1)).toBe('IBT-00001');
    expect(transferNumber('DELIVERY', 42)).toBe('IBD-00042');
  });
});
