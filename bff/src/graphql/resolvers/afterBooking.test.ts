import { describe, expect, it } from 'vitest';
import type { GraphQLContext } from '../context.js';
import { customerContext, json } from '../../test/resolverContext.js';
import {
  EventBooking,
  GroupEvent,
  Mutation as eventMutations,
  Query as eventQueries,
} from './GroupEvent.js';
import { GiftCard, Mutation as giftCardMutations, Query as giftCardQueries } from './GiftCard.js';
import { Mutation as bookingMutations } from './Booking.js';
import { Mutation as orderMutations, Order } from './Order.js';
import { ipsQrSvg } from '../../http/ipsQrCode.js';
import { Payment, Query as paymentQueries } from './Payment.js';

// Group events, gift cards, payments and order management over a stub upstream: the shapes web
// reads, and expected refusals as typed errors (never GraphQL errors).

const contextWith = (respond: (request: Request) => Response | Promise<Response>) =>
  customerContext(respond);

const info = {} as never;
type Resolver = (parent: unknown, args: unknown, context: GraphQLContext, info: never) => unknown;
const call = (resolver: unknown, args: unknown, context: GraphQLContext, parent: unknown = {}) =>
  (resolver as Resolver)(parent, args, context, info);

const event = {
  id: 7,
  branch: {
    id: 3,
    slug: 'joga-studio-prana-3',
    name: 'Joga Studio Prana',
    timeZone: 'Europe/Belgrade',
  },
  title: 'Morning yoga',
  description: null,
  status: 'scheduled' as const,
  startsAt: '2099-01-01T08:00:00.000Z',
  durationMinutes: 60,
  capacity: 12,
  seatsLeft: 2,
  price: 120000,
  currency: 'RSD',
  master: { id: 4, name: 'Ana' },
};

describe('group events', () => {
  it('lists a branch’s events by its slug’s id; an unknown branch is null', async () => {
    const { context, requests } = contextWith((request) =>
      request.url.includes('/branches/3/')
        ? json({ from: '2098-12-30', days: 14, events: [event] })
        : json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404),
    );
    const list = (await call(
      eventQueries.groupEvents,
      { branch: 'joga-studio-prana-3', days: 500 },
      context,
    )) as {
      events: unknown[];
    };
    expect(list.events).toHaveLength(1);
    expect(new URL(requests[0]!.url).searchParams.get('days')).toBe('62');
    expect(
      await call(eventQueries.groupEvents, { branch: 'nowhere-99', days: 14 }, context),
    ).toBeNull();
    expect(await call(eventQueries.groupEvents, { branch: 'no-id', days: 14 }, context)).toBeNull();
  });

  it('maps an event: money per seat, the host, bookable only while seats are left', () => {
    const field = (name: keyof typeof GroupEvent, value = event) =>
      (GroupEvent[name] as Resolver)(value, {}, {} as GraphQLContext, info);
    expect(field('price')).toEqual({ amount: 120000, currency: 'RSD' });
    expect(field('hostName')).toBe('Ana');
    expect(field('status')).toBe('SCHEDULED');
    expect(field('bookable')).toBe(true);
    expect(field('bookable', { ...event, seatsLeft: 0 })).toBe(false);
    expect(field('bookable', { ...event, startsAt: '2000-01-01T00:00:00Z' })).toBe(false);
  });

  it('says why an event takes no bookings: cancelled, then started, then full', () => {
    const reason = (value: typeof event) =>
      (GroupEvent.closedReason as Resolver)(value, {}, {} as GraphQLContext, info);
    const started = '2000-01-01T00:00:00Z';
    expect(reason(event)).toBeNull();
    expect(reason({ ...event, seatsLeft: 0 })).toBe('FULL');
    expect(reason({ ...event, seatsLeft: 0, startsAt: started })).toBe('STARTED');
    expect(reason({ ...event, status: 'cancelled' as never, seatsLeft: 0 })).toBe('CANCELLED');
  });

  it('refuses overbooking as SOLD_OUT and sends the idempotency key', async () => {
    const { context, requests } = contextWith(() =>
      json({ error: { code: 'SOLD_OUT', message: 'Only 2 seats left' } }, 409),
    );
    const answer = await call(
      eventMutations.bookEvent,
      {
        input: {
          eventId: '7',
          seats: 3,
          contact: { name: ' Ana ', phone: '+381641234567', email: '' },
          idempotencyKey: 'key-12345678',
        },
      },
      context,
    );
    expect(answer).toEqual({
      booking: null,
      errors: [
        { code: 'SOLD_OUT', message: 'Only 2 seats left', field: null, cancellableUntil: null },
      ],
    });
    const [request] = requests;
    expect(request!.headers.get('idempotency-key')).toBe('key-12345678');
    expect(request!.headers.get('authorization')).toBe('Bearer access-token');
    expect(await request!.json()).toEqual({
      seats: 3,
      contact: { name: 'Ana', phone: '+381641234567' },
    });
  });

  it('reads the booked event of a booking through the per-request loader', async () => {
    const { context, requests } = contextWith(() => json(event));
    const booking = { eventId: 7 } as never;
    const [a, b] = await Promise.all([
      call(EventBooking.event, {}, context, booking),
      call(EventBooking.event, {}, context, booking),
    ]);
    expect(a).toEqual(event);
    expect(b).toBe(a);
    expect(requests).toHaveLength(1);
  });
});

describe('order management', () => {
  it('answers a cancellation outside the window with the deadline', async () => {
    const { context } = contextWith(() =>
      json(
        {
          error: { code: 'OUTSIDE_CANCELLATION_WINDOW', message: 'closed' },
          cancellableUntil: '2099-01-01T06:00:00.000Z',
        },
        409,
      ),
    );
    const answer = (await call(
      bookingMutations.cancelOrder,
      { input: { guid: '0b7c9a1e-1111-4222-8333-944455556666' } },
      context,
    )) as { errors: unknown[] };
    expect(answer.errors).toEqual([
      {
        code: 'OUTSIDE_CANCELLATION_WINDOW',
        message: 'closed',
        field: null,
        cancellableUntil: '2099-01-01T06:00:00.000Z',
      },
    ]);
  });

  it('answers a second review with ALREADY_REVIEWED', async () => {
    const { context, requests } = contextWith(() =>
      json({ error: { code: 'ALREADY_REVIEWED', message: 'once' } }, 409),
    );
    const answer = (await call(
      bookingMutations.reviewOrder,
      { input: { guid: '0b7c9a1e-1111-4222-8333-944455556666', rating: 5, text: '  ' } },
      context,
    )) as { errors: { code: string }[] };
    expect(answer.errors.map((e) => e.code)).toEqual(['ALREADY_REVIEWED']);
    expect(await requests[0]!.json()).toEqual({ rating: 5 });
  });

  it('moves an order with its masters kept, one master or any, idempotently', async () => {
    const guid = '0b7c9a1e-1111-4222-8333-944455556666';
    const { context, requests } = contextWith(() =>
      json({ error: { code: 'SLOT_TAKEN', message: 'taken' } }, 409),
    );
    const move = (input: object) =>
      call(
        orderMutations.rescheduleOrder,
        { input: { guid, start: '2099-01-02T10:00', idempotencyKey: 'move-key-1', ...input } },
        context,
      ) as Promise<{ order: unknown; errors: { code: string }[] }>;
    const kept = await move({ expectedTotal: 3100 });
    expect(kept).toMatchObject({ order: null, errors: [{ code: 'SLOT_TAKEN' }] });
    await move({ masterId: null });
    await move({ masterId: '12' });
    const sent = await Promise.all(requests.map((request) => request.json()));
    expect(sent).toEqual([
      { start: '2099-01-02T10:00', expectedTotal: 3100 },
      { start: '2099-01-02T10:00', masterId: null },
      { start: '2099-01-02T10:00', masterId: 12 },
    ]);
    expect(new URL(requests[0]!.url).pathname).toBe(`/orders/${guid}/reschedule`);
    expect(requests[0]!.headers.get('idempotency-key')).toBe('move-key-1');
  });

  it('asks where an order could move as its customer, with its own master by default', async () => {
    const intervals = { timeZone: 'Europe/Belgrade', masters: [], days: [] };
    const { context, requests } = contextWith(() => json(intervals));
    const items = [{ masterId: 4 }, { masterId: 4 }];
    const order = { guid: '0b7c9a1e-1111-4222-8333-944455556666', canCancel: true, items };
    const field = (name: keyof typeof Order, args: object = {}, parent: object = order) =>
      (Order[name] as Resolver)(parent, args, context, info);
    expect(await field('moveAvailability', { days: 7 })).toEqual(intervals);
    expect(field('canReschedule')).toBe(true);
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe(`/orders/${order.guid}/intervals`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ master: '4', days: '7' });
    await field('moveAvailability', { masterId: null });
    await field('moveAvailability', {}, { ...order, items: [...items, { masterId: 5 }] });
    await field('moveAvailability', { masterId: '5' });
    expect(requests.slice(1).map((r) => new URL(r.url).searchParams.get('master'))).toEqual([
      'any',
      'any',
      '5',
    ]);
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer access-token');
  });
});

describe('gift cards and payments', () => {
  it("lists the customer's own cards as the customer", async () => {
    const card = { code: 'TERM-2222-2222', state: 'active' };
    const { context, requests } = contextWith(() => json({ giftCards: [card] }));
    expect(await call(giftCardQueries.myGiftCards, {}, context)).toEqual([card]);
    expect(new URL(requests[0]!.url).pathname).toBe('/me/gift-cards');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer access-token');
  });

  it("reads a card the customer bought as its buyer, with its recipient's address", async () => {
    const card = { code: 'TERM-2222-2222', recipientEmail: 'mila@example.test', sendOn: null };
    const { context, requests } = contextWith((request) =>
      request.url.endsWith('/TERM-2222-2222')
        ? json(card)
        : json({ error: { code: 'NOT_FOUND', message: 'Unknown gift card' } }, 404),
    );
    const mine = await call(giftCardQueries.myGiftCard, { code: ' TERM-2222-2222 ' }, context);
    expect(mine).toEqual(card);
    expect(new URL(requests[0]!.url).pathname).toBe('/me/gift-cards/TERM-2222-2222');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer access-token');
    expect((GiftCard.recipientEmail as Resolver)(mine, {}, context, info)).toBe(
      'mila@example.test',
    );
    // A card of someone else's is not theirs to read; a code checked says no address.
    expect(await call(giftCardQueries.myGiftCard, { code: 'TERM-3333-3333' }, context)).toBeNull();
    const checked = { code: 'TERM-2222-2222' };
    expect((GiftCard.recipientEmail as Resolver)(checked, {}, context, info)).toBeNull();
  });

  it('reads an unknown code as null, and refuses a branch that is no id', async () => {
    const { context, requests } = contextWith(() =>
      json({ error: { code: 'NOT_FOUND', message: 'Unknown gift card' } }, 404),
    );
    expect(await call(giftCardQueries.giftCard, { code: 'TERM-2222-2222' }, context)).toBeNull();
    const answer = (await call(
      giftCardMutations.buyGiftCard,
      { input: { branch: 'salon-x', amount: 500000, recipientName: 'Ana' } },
      context,
    )) as { errors: { code: string; field: string }[] };
    expect(answer.errors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'branch' });
    expect(requests).toHaveLength(1);
  });

  it('buys a card to be e-mailed to its recipient on the chosen day', async () => {
    const { context, requests } = contextWith(() => json({ code: 'TERM-2222-2222' }, 201));
    await call(
      giftCardMutations.buyGiftCard,
      {
        input: {
          branch: '7',
          amount: 500000,
          recipientName: ' Ana ',
          recipientEmail: ' ana@example.test ',
          message: 'Enjoy',
          sendOn: '2026-12-24',
        },
      },
      context,
    );
    expect(await requests[0]!.json()).toEqual({
      branchId: 7,
      amount: 500000,
      recipientName: 'Ana',
      recipientEmail: 'ana@example.test',
      message: 'Enjoy',
      sendOn: '2026-12-24',
    });
  });

  it('is null for a payment of someone else, and draws the NBS payload as a QR SVG', async () => {
    const { context } = contextWith(() =>
      json({ error: { code: 'NOT_FOUND', message: 'x' } }, 404),
    );
    expect(await call(paymentQueries.payment, { id: '5' }, context)).toBeNull();
    expect(await call(paymentQueries.payment, { id: 'abc' }, context)).toBeNull();
    const payload =
      'K:PR|V:01|C:1|R:265000000012345678|N:Salon|I:RSD3500,00|SF:289|S:Termin|RO:9712345';
    const svg = await ipsQrSvg(payload);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/);
    expect(await (Payment.qrSvg as Resolver)({ payload }, {}, context, info)).toBe(svg);
    expect((Payment.status as Resolver)({ status: 'paid' }, {}, context, info)).toBe('PAID');
  });
});
