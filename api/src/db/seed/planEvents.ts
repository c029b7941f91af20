// Group-mode venues: their timetable laid out from six weeks ago to about 60 days ahead, the
// seats people booked on each class, and reviews of past classes. One class next week is sold
// out at every venue, so the full-event state can be seen.
import type { OrderStatus } from '../schema/orders.js';
import type { PlannedEvent, PlannedEventBooking, PlannedReview } from './bookingTypes.js';
import type { CustomerSeed } from './customers.js';
import type { DemoEventSpec } from './demoBookings.js';
import { contactOf, guestContact } from './planOrders.js';
import { planReviewContent } from './planReviews.js';
import { localPrice } from './prices.js';
import { chance, pick, randomFor, randomUuid, sample, weighted } from './random.js';
import type { PlannedBranch } from './seedPlan.js';
import { timetables } from './timetables.js';
import type { LocalDate } from '@termin/zoned-time';
import { addDays, mondayOf } from '@termin/zoned-time';
import { zonedInstant } from '@termin/zoned-time/instant';

export interface EventsContext {
  readonly now: Date;
  readonly today: LocalDate;
  readonly demo: CustomerSeed;
  readonly demoBookings: readonly DemoEventSpec[];
  readonly customers: readonly CustomerSeed[];
  /** Index the branch's first event will have in SeedPlan.groupEvents. */
  readonly firstEventIndex: number;
}

export const firstWeek = -6;
export const lastWeek = 8;
const minute = 60_000;

/** How full a class is, by week relative to the seed week: past ones filled up, later ones less. */
const fillRange = (week: number): readonly [number, number] =>
  week < 0 ? [0.4, 0.95] : week <= 1 ? [0.3, 0.9] : week <= 4 ? [0.1, 0.5] : [0, 0.25];

export function planBranchEvents(branch: PlannedBranch, context: EventsContext) {
  const random = randomFor(`events:${branch.name}`);
  const timetable = (timetables[branch.kind] ?? []).filter((entry) =>
    entry.template.treatments.some((t) => branch.treatments.includes(t)),
  );
  const kept = sample(random, timetable, Math.ceil(timetable.length * 0.8));
  const hosts = kept.map(() => random.int(0, branch.masters.length - 1));
  const priceFactor = 0.9 + random.next() * 0.25;
  const monday = mondayOf(context.today);

  const events: PlannedEvent[] = [];
  const weeks: number[] = [];
  /** Position of each event's class in its week. */
  const entries: number[] = [];
  const soldOut = new Set<number>();
  for (let week = firstWeek; week <= lastWeek; week++) {
    let entryOfWeek = 0;
    kept.forEach((entry, index) => {
      if (entry.weeks && !entry.weeks.includes(week)) return;
      const date = addDays(monday, week * 7 + entry.weekday - 1);
      if (week === 1 && entryOfWeek === 0) soldOut.add(events.length);
      weeks.push(week);
      entries.push(entryOfWeek++);
      events.push({
        branch: branch.name,
        treatment: entry.template.treatments.find((t) => branch.treatments.includes(t))!,
        host: hosts[index],
        title: entry.template.title,
        description: entry.template.description,
        startsAt: zonedInstant(date, entry.minute, branch.timeZone),
        durationMinutes: entry.template.minutes,
        capacity: entry.template.capacity,
        price: localPrice(entry.template.rsd, branch.country, branch.city, priceFactor),
        currency: branch.currency,
      });
    });
  }

  const bookings: PlannedEventBooking[] = [];
  const reviews: PlannedReview[] = [];
  const seatsTaken = events.map(() => 0);
  const book = (
    event: number,
    seats: number,
    status: OrderStatus,
    contact: ReturnType<typeof contactOf>,
  ): PlannedEventBooking => {
    const { startsAt, price } = events[event]!;
    // Drawn whether or not the class is still ahead (which depends on the time of day), so every
    // later draw is the same whatever the hour of seeding.
    const [daysAgo, minuteOfDay, daysBefore] = [
      random.int(1, 10),
      random.int(480, 1320),
      random.int(1, 14),
    ];
    const createdAt =
      startsAt > context.now
        ? zonedInstant(addDays(context.today, -daysAgo), minuteOfDay, branch.timeZone)
        : new Date(startsAt.getTime() - daysBefore * 1440 * minute);
    seatsTaken[event]! += seats;
    const booking: PlannedEventBooking = {
      guid: randomUuid(random),
      event: context.firstEventIndex + event,
      ...contact,
      seats,
      status,
      total: seats * price,
      currency: branch.currency,
      createdAt,
      cancellableUntil: new Date(startsAt.getTime() - branch.cancellationWindowMinutes * minute),
      cancellation:
        status === 'cancelled'
          ? {
              cancelledAt: new Date(createdAt.getTime() + random.int(60, 24 * 60) * minute),
              cancelledBy: 'customer',
              cancellationReason: undefined,
            }
          : undefined,
    };
    bookings.push(booking);
    return booking;
  };

  // The demo customer's classes first.
  for (const spec of context.demoBookings.filter((d) => d.branch === branch.name)) {
    const event = events.findIndex(
      (_, index) => weeks[index] === spec.week && entries[index] === spec.entry,
    );
    if (event < 0 || soldOut.has(event)) throw new Error(`No class for the demo at ${branch.name}`);
    book(event, spec.seats, spec.status, contactOf(context.demo));
  }

  events.forEach((event, index) => {
    const [low, high] = fillRange(weeks[index]!);
    const target = soldOut.has(index)
      ? event.capacity
      : Math.floor(event.capacity * (low + random.next() * (high - low)));
    while (seatsTaken[index]! < target) {
      const seats = Math.min(
        target - seatsTaken[index]!,
        weighted(random, [
          [1, 80],
          [2, 17],
          [3, 3],
        ] as const),
      );
      const past = event.startsAt < context.now;
      const roll = random.next();
      // A sold-out class keeps every seat; elsewhere a few people cancel or do not come.
      const status: OrderStatus = soldOut.has(index)
        ? 'confirmed'
        : past
          ? roll < 0.88
            ? 'completed'
            : roll < 0.93
              ? 'no_show'
              : 'cancelled'
          : roll < 0.92
            ? 'confirmed'
            : 'cancelled';
      const registered = chance(random, 0.7);
      const writer = pick(random, context.customers);
      book(
        index,
        seats,
        status,
        registered ? contactOf(writer) : guestContact(random, branch.country),
      );
    }
  });

  // Reviews of classes at least a week before the seed week (so review and reply are in the past
  // whatever the day), by registered customers who came.
  const reviewable = bookings.filter(
    (booking) =>
      booking.status === 'completed' &&
      booking.customer !== undefined &&
      booking.customer !== context.demo.email &&
      weeks[booking.event - context.firstEventIndex]! <= -2,
  );
  const quality = 0.3 + 0.7 * random.next();
  const count = Math.min(
    reviewable.length,
    branch.isFeatured ? random.int(20, 40) : random.int(5, 30),
  );
  for (const booking of sample(random, reviewable, count)) {
    const event = events[booking.event - context.firstEventIndex]!;
    const writer = context.customers.find((c) => c.email === booking.customer)!;
    reviews.push({
      branch: branch.name,
      order: undefined,
      eventBooking: booking.guid,
      master: event.host,
      customer: writer.email,
      ...planReviewContent(
        random,
        writer,
        quality,
        new Date(event.startsAt.getTime() + event.durationMinutes * minute),
      ),
    });
  }
  return { events, bookings, reviews };
}
