import { describe, expect, it } from 'vitest';
import type { UpstreamOrder } from '../../upstream/ordersApi.js';
import { Order } from './Order.js';

const item = (masterId: number, masterName: string) => ({
  serviceId: 3,
  serviceName: 'Haircut',
  masterId,
  masterName,
  startsAt: '2030-03-05T09:00:00.000Z',
  endsAt: '2030-03-05T09:45:00.000Z',
  price: 150000,
});

const order = {
  guid: '0b9c7f1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f',
  status: 'confirmed',
  total: 300000,
  giftCardAmount: 50000,
  amountDue: 250000,
  amountPaid: 0,
  currency: 'RSD',
  items: [item(2, 'Ana'), item(2, 'Ana')],
} as unknown as UpstreamOrder;

// Field resolvers are plain functions of the parent here.
const call = <T>(field: unknown, parent: UpstreamOrder): T =>
  (field as (parent: UpstreamOrder) => T)(parent);

describe('Order', () => {
  it('states status in GraphQL casing and money with the order’s currency', () => {
    expect(call(Order.status, order)).toBe('CONFIRMED');
    expect(call(Order.total, order)).toEqual({ amount: 300000, currency: 'RSD' });
    expect(call(Order.amountDue, order)).toEqual({ amount: 250000, currency: 'RSD' });
    const paid = { ...order, amountDue: 0, amountPaid: 250000 };
    expect(call(Order.amountPaid, paid)).toEqual({ amount: 250000, currency: 'RSD' });
  });

  it('names the one master of every item, or none when the items have several', () => {
    expect(call(Order.master, order)).toEqual({ id: '2', name: 'Ana' });
    const mixed = { ...order, items: [item(2, 'Ana'), item(4, 'Mila')] };
    expect(call(Order.master, mixed)).toBeNull();
  });
});
