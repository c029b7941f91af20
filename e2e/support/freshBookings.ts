import { expect, type Page } from '@playwright/test';
import { gql } from './graphql.js';

/** A date (YYYY-MM-DD) `days` from now: past every venue's cancellation window (up to 48 h). */
const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The customer's contact on a booking, with a phone of the deployment's country. */
export interface BookingContact {
  name: string;
  phone: string;
}

/**
 * A new order at `venue` by the customer signed in on `page`'s deployment: its first service with
 * any specialist, at the first free time three days or more ahead. Answers the order's guid and
 * the checkout step's path (below the locale prefix) for a time on another day, which stays free
 * for the step to offer.
 */
export async function newOrder(page: Page, venue: string, contact: BookingContact) {
  const { branch } = await gql<{ branch: { services: { services: { id: string }[] }[] } }>(
    page,
    'query($id: ID!) { branch(id: $id) { services { services { id } } } }',
    { id: venue },
  );
  const serviceId = branch.services[0]!.services[0]!.id;
  const { availability } = await gql<{
    availability: { days: { date: string; slots: { startsAt: string; time: string }[] }[] };
  }>(
    page,
    'query($b: ID!, $s: [ID!]!, $f: String) { availability(branch: $b, serviceIds: $s, from: $f, days: 14) { days { date slots { startsAt time } } } }',
    { b: venue, s: [serviceId], f: daysAhead(3) },
  );
  const open = availability.days.filter((day) => day.slots.length > 0);
  expect(open.length, `two days with free times at ${venue}`).toBeGreaterThan(1);
  // The checkout step offers a time on another day than the one booked.
  const offered = open.at(-1)!;
  const checkout = `/book-now/${venue}/order?service=${serviceId}&anyEmployee=true&d=${offered.date}&t=${offered.slots[0]!.time}`;
  const { createOrder } = await gql<{
    createOrder: { order: { guid: string } | null; errors: { code: string }[] };
  }>(
    page,
    'mutation($input: CreateOrderInput!) { createOrder(input: $input) { order { guid } errors { code } } }',
    {
      input: {
        branch: venue,
        items: [{ serviceId, masterId: null }],
        start: open[0]!.slots[0]!.startsAt,
        contact,
      },
    },
  );
  expect(createOrder.errors).toEqual([]);
  return { guid: createOrder.order!.guid, checkout };
}

/**
 * A new booking of one place at a class of `venue` three days or more ahead with places to spare,
 * by the customer signed in on `page`'s deployment. Answers the event's path (below the locale
 * prefix) and the booking's guid.
 */
export async function newEventBooking(page: Page, venue: string, contact: BookingContact) {
  const { groupEvents } = await gql<{
    groupEvents: { events: { id: string; seatsLeft: number; bookable: boolean }[] };
  }>(
    page,
    'query($branch: ID!, $from: String) { groupEvents(branch: $branch, from: $from, days: 14) { events { id seatsLeft bookable } } }',
    { branch: venue, from: daysAhead(3) },
  );
  const event = groupEvents.events.find((e) => e.bookable && e.seatsLeft >= 2);
  expect(event, `a class with places at ${venue}`).toBeDefined();
  const { bookEvent } = await gql<{
    bookEvent: { booking: { guid: string } | null; errors: { code: string }[] };
  }>(
    page,
    'mutation($input: BookEventInput!) { bookEvent(input: $input) { booking { guid } errors { code } } }',
    { input: { eventId: event!.id, seats: 1, contact } },
  );
  expect(bookEvent.errors).toEqual([]);
  return { event: `/book-now/${venue}/group/${event!.id}`, guid: bookEvent.booking!.guid };
}
