// Individual bookings of single- and multi-mode branches: a year of past visits (most completed,
// some reviewed, some cancelled or missed) and the next weeks' appointments. The demo customer's
// orders come first (demoBookings.ts).
import type { Language } from '../../i18n/language.js';
import type { CountryCode } from '../schema/geo.js';
import type { OrderStatus } from '../schema/orders.js';
import type {
  Cancellation,
  Contact,
  PlannedOrder,
  PlannedOrderItem,
  PlannedReview,
} from './bookingTypes.js';
import type { CustomerSeed } from './customers.js';
import type { DemoOrderSpec } from './demoBookings.js';
import { MasterCalendar } from './masterCalendar.js';
import { personName } from './people.js';
import type { PlannedBranch } from './seedPlan.js';
import { planReviewContent } from './planReviews.js';
import type { Random } from './random.js';
import { chance, pick, randomFor, randomUuid, sample, weighted } from './random.js';
import type { LocalDate } from '@termin/zoned-time';
import { addDays } from '@termin/zoned-time';
import { zonedInstant } from '@termin/zoned-time/instant';

export interface OrdersContext {
  readonly today: LocalDate;
  readonly demo: CustomerSeed;
  readonly demoOrders: readonly DemoOrderSpec[];
  /** Registered customers who book in the branch's country. */
  readonly customers: readonly CustomerSeed[];
  readonly futureOrders?: number;
}

const minute = 60_000;

export const orderComments: Readonly<Record<Language, readonly string[]>> = {
  en: ['Please use fragrance-free products.', 'I might be five minutes late, sorry in advance.'],
  sr: [
    'Molim vas bez parfemisanih proizvoda.',
    'Možda zakasnim pet minuta, izvinjavam se unapred.',
  ],
  ru: ['Пожалуйста, без отдушек.', 'Могу опоздать минут на пять, заранее извините.'],
};

const guestLanguage = (country: CountryCode): Language => (country === 'RU' ? 'ru' : 'sr');

export const contactOf = (customer: CustomerSeed): Contact => ({
  customer: customer.email,
  contactName: `${customer.firstName} ${customer.lastName}`,
  contactPhone: customer.phone,
  contactEmail: customer.email,
  language: customer.language,
});

export function guestContact(random: Random, country: CountryCode): Contact {
  const person = personName(random, country, chance(random, 0.6));
  const prefix = { RS: '+38164', ME: '+38267', BA: '+38761', RU: '+7916' }[country];
  return {
    customer: undefined,
    contactName: `${person.firstName} ${person.lastName}`,
    contactPhone: `${prefix}${String(random.int(1_000_000, 9_999_999))}`,
    contactEmail: undefined,
    language: guestLanguage(country),
  };
}

interface Placement {
  readonly day: number;
  readonly minute: number;
  readonly services: number;
  /** Days to move on (−1 back, +1 forward) when the day is full. */
  readonly direction: 1 | -1;
}

/** Books consecutive services with one master, trying masters in random order, then other days. */
function place(
  branch: PlannedBranch,
  calendar: MasterCalendar,
  today: LocalDate,
  placement: Placement,
  random: Random,
): PlannedOrderItem[] {
  const masters = sample(
    random,
    branch.masters.map((_, index) => index),
    branch.masters.length,
  );
  const first = random.int(0, masters.length - 1);
  const order = [...masters.slice(first), ...masters.slice(0, first)];
  for (let attempt = 0; attempt < 28; attempt++) {
    const date = addDays(today, placement.day + attempt * placement.direction);
    for (const master of order) {
      const offered = branch.masters[master]!.services.map((s) => s.service);
      const chosen = sample(random, offered, Math.min(placement.services, offered.length));
      const minutes = chosen.map((service) => calendar.duration(master, service));
      const slot = calendar.book(
        master,
        date,
        minutes.reduce((a, b) => a + b, 0),
        placement.minute,
      );
      if (!slot) continue;
      let start = slot.startsAt.getTime();
      return chosen.map((service, index) => {
        const startsAt = new Date(start);
        start += minutes[index]! * minute;
        const own = branch.masters[master]!.services.find((s) => s.service === service);
        return {
          service,
          master,
          startsAt,
          endsAt: new Date(start),
          price: own?.price ?? branch.services[service]!.price,
        };
      });
    }
  }
  throw new Error(`No free slot at ${branch.name} around day ${placement.day}`);
}

export function planBranchOrders(branch: PlannedBranch, context: OrdersContext) {
  const random = randomFor(`orders:${branch.name}`);
  // Where a visit lands depends on the weekday of the seed day; drawing it from a generator of its
  // own keeps who booked what, statuses and ratings the same whatever the day.
  const placement = randomFor(`placement:${branch.name}`);
  const calendar = new MasterCalendar(branch);
  const orders: PlannedOrder[] = [];
  const reviews: PlannedReview[] = [];
  const quality = 0.3 + 0.7 * random.next();
  const at = (day: number, minuteOfDay: number) =>
    zonedInstant(addDays(context.today, day), minuteOfDay, branch.timeZone);

  const addOrder = (
    items: PlannedOrderItem[],
    contact: Contact,
    status: OrderStatus,
    extras: { giftCardAmount?: number; comment?: string | undefined; createdDaysBefore: number },
  ): PlannedOrder => {
    const startsAt = items[0]!.startsAt;
    const total = items.reduce((sum, item) => sum + item.price, 0);
    // Visits are never on the seed day itself, so whether one is upcoming depends only on the
    // plan, not on the hour of seeding. Upcoming ones were made (and some cancelled) in the last
    // days before the seed day.
    const upcoming = startsAt.getTime() > at(0, 0).getTime();
    const createdAt = upcoming
      ? at(-random.int(1, 10), random.int(8 * 60, 22 * 60))
      : new Date(
          startsAt.getTime() - (extras.createdDaysBefore * 1440 + random.int(0, 600)) * minute,
        );
    const cancelledAt = upcoming
      ? new Date(createdAt.getTime() + random.int(30, 120) * minute)
      : new Date(
          Math.max(
            startsAt.getTime() - random.int(2, 72) * 60 * minute,
            createdAt.getTime() + 60 * minute,
          ),
        );
    const cancellation: Cancellation | undefined =
      status === 'cancelled'
        ? {
            cancelledAt,
            cancelledBy: chance(random, 0.8) ? 'customer' : 'business',
            cancellationReason: undefined,
          }
        : undefined;
    const order: PlannedOrder = {
      guid: randomUuid(random),
      branch: branch.name,
      ...contact,
      status,
      items,
      total,
      currency: branch.currency,
      giftCardAmount: Math.min(extras.giftCardAmount ?? 0, total),
      comment: extras.comment,
      createdAt,
      cancellableUntil: new Date(startsAt.getTime() - branch.cancellationWindowMinutes * minute),
      cancellation,
    };
    orders.push(order);
    return order;
  };

  for (const spec of context.demoOrders.filter((d) => d.branch === branch.name)) {
    const items = place(
      branch,
      calendar,
      context.today,
      {
        day: spec.day,
        minute: spec.minute,
        services: spec.services,
        direction: spec.day < 0 ? -1 : 1,
      },
      placement,
    );
    const order = addOrder(items, contactOf(context.demo), spec.status, {
      ...(spec.giftCardAmount ? { giftCardAmount: spec.giftCardAmount } : {}),
      comment: spec.comment,
      createdDaysBefore: 5,
    });
    if (spec.review) {
      const createdAt = new Date(items[items.length - 1]!.endsAt.getTime() + 20 * 60 * minute);
      reviews.push({
        branch: branch.name,
        order: order.guid,
        eventBooking: undefined,
        master: items[0]!.master,
        customer: context.demo.email,
        rating: spec.review.rating,
        text: spec.review.text,
        language: context.demo.language,
        reply: { text: spec.review.reply, at: new Date(createdAt.getTime() + 26 * 60 * minute) },
        createdAt,
      });
    }
  }

  // The past year: the first `reviewed` visits are reviewed; the rest mostly were not.
  const reviewed = branch.isFeatured ? random.int(20, 40) : random.int(5, 30);
  const past = reviewed + random.int(3, 10);
  for (let k = 0; k < past; k++) {
    const isReviewed = k < reviewed;
    const guest = !isReviewed && chance(random, 0.15);
    const writer = pick(random, context.customers);
    const status: OrderStatus = isReviewed
      ? 'completed'
      : weighted(random, [
          ['completed', 70],
          ['no_show', 8],
          ['cancelled', 22],
        ] as const);
    const items = place(
      branch,
      calendar,
      context.today,
      {
        day: -(6 + Math.floor((k * 355) / past) + random.int(0, 4)),
        minute: random.int(18, 38) * 30,
        services: chance(random, 0.2) ? 2 : 1,
        direction: -1,
      },
      placement,
    );
    const order = addOrder(
      items,
      guest ? guestContact(random, branch.country) : contactOf(writer),
      status,
      {
        comment: chance(random, 0.1) ? pick(random, orderComments[writer.language]) : undefined,
        createdDaysBefore: random.int(1, 14),
      },
    );
    if (isReviewed) {
      reviews.push({
        branch: branch.name,
        order: order.guid,
        eventBooking: undefined,
        master: items[0]!.master,
        customer: writer.email,
        ...planReviewContent(random, writer, quality, items[items.length - 1]!.endsAt),
      });
    }
  }

  // The coming weeks.
  const future = context.futureOrders ?? random.int(2, 8);
  for (let k = 0; k < future; k++) {
    const guest = chance(random, 0.15);
    const writer = pick(random, context.customers);
    const status: OrderStatus = weighted(random, [
      ['confirmed', 85],
      ['pending', branch.country === 'RS' ? 5 : 0],
      ['cancelled', 10],
    ] as const);
    const items = place(
      branch,
      calendar,
      context.today,
      {
        day: random.int(1, 21),
        minute: random.int(18, 38) * 30,
        services: chance(random, 0.2) ? 2 : 1,
        direction: 1,
      },
      placement,
    );
    const contact = guest ? guestContact(random, branch.country) : contactOf(writer);
    addOrder(items, contact, status, {
      comment: chance(random, 0.1) ? pick(random, orderComments[contact.language]) : undefined,
      createdDaysBefore: 0,
    });
  }
  return { orders, reviews };
}
