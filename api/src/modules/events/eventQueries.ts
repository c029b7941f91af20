// Group events and the seats customers book on them. The trigger on event_bookings keeps
// group_events.seats_taken and its CHECK refuses overselling (23514 → SOLD_OUT); the trigger's
// UPDATE locks the event row, so bookings queue. Cancelling a booking (status 'cancelled') makes
// the same trigger give its seats back.
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import {
  branches,
  cities,
  eventBookings,
  giftCardRedemptions,
  giftCards,
  groupEvents,
  masters,
  reviews,
} from '../../db/schema/index.js';
import type { CountryCode } from '../../db/schema/geo.js';
import { ApiError, notFound } from '../../http/errors.js';
import type { Language } from '../../i18n/language.js';
import type { Queryable, Transaction } from '../availability/availabilityQueries.js';
import { addDays, localTimeOf, zonedInstant } from '../availability/localTime.js';
import { OutsideCancellationWindow, sqlState } from '../orders/orderQueries.js';
import type {
  CreateEventBookingBody,
  EventBooking,
  EventReview,
  GroupEvent,
  GroupEventList,
} from './eventSchemas.js';

const minute = 60_000;
/** The most events one listing answers (a busy studio has a few a day). */
const listLimit = 500;

type EventRow = typeof groupEvents.$inferSelect;
type BranchRow = typeof branches.$inferSelect;
type BookingRow = typeof eventBookings.$inferSelect;

const endOf = (event: EventRow) =>
  new Date(event.startsAt.getTime() + event.durationMinutes * minute);

function eventView(
  event: EventRow,
  branch: BranchRow,
  master: { id: number; name: string } | null,
  language: Language,
): GroupEvent {
  return {
    id: event.id,
    branch: { id: branch.id, slug: branch.slug, name: branch.name, timeZone: branch.timeZone },
    title: event.title[language],
    description: event.description?.[language] ?? null,
    status: event.status,
    startsAt: event.startsAt.toISOString(),
    durationMinutes: event.durationMinutes,
    capacity: event.capacity,
    seatsLeft: event.status === 'scheduled' ? event.capacity - event.seatsTaken : 0,
    price: event.price,
    currency: event.currency,
    master,
  };
}

const eventColumns = {
  event: groupEvents,
  branch: branches,
  masterId: masters.id,
  masterName: masters.name,
};

const masterOf = (row: { masterId: number | null; masterName: string | null }) =>
  row.masterId === null || row.masterName === null
    ? null
    : { id: row.masterId, name: row.masterName };

/** One event of a branch in the caller's country; 404 otherwise. */
export async function findEvent(
  db: Database,
  country: CountryCode,
  id: number,
  language: Language,
): Promise<GroupEvent> {
  const [row] = await db
    .select(eventColumns)
    .from(groupEvents)
    .innerJoin(branches, eq(branches.id, groupEvents.branchId))
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .leftJoin(masters, eq(masters.id, groupEvents.masterId))
    .where(and(eq(groupEvents.id, id), eq(cities.countryCode, country)));
  if (!row) throw notFound(`Unknown event ${id} in ${country}`);
  return eventView(row.event, row.branch, masterOf(row), language);
}

/** The branch's scheduled events starting from `from` (its local day, default today) for `days`. */
export async function branchEvents(
  db: Database,
  branch: BranchRow,
  from: string | undefined,
  days: number,
  language: Language,
  now: Date,
): Promise<GroupEventList> {
  const firstDay = from ?? localTimeOf(now, branch.timeZone).date;
  const calendar = new Date(`${firstDay}T00:00:00Z`);
  if (Number.isNaN(calendar.getTime()) || calendar.toISOString().slice(0, 10) !== firstDay)
    throw new ApiError(400, 'BAD_REQUEST', `Not a calendar date: ${firstDay}`);
  const dayStart = zonedInstant(firstDay, 0, branch.timeZone);
  const start = dayStart > now ? dayStart : now;
  const end = zonedInstant(addDays(firstDay, days), 0, branch.timeZone);
  const rows = await db
    .select(eventColumns)
    .from(groupEvents)
    .innerJoin(branches, eq(branches.id, groupEvents.branchId))
    .leftJoin(masters, eq(masters.id, groupEvents.masterId))
    .where(
      and(
        eq(groupEvents.branchId, branch.id),
        eq(groupEvents.status, 'scheduled'),
        gte(groupEvents.startsAt, start),
        lt(groupEvents.startsAt, end),
      ),
    )
    .orderBy(asc(groupEvents.startsAt), asc(groupEvents.id))
    .limit(listLimit);
  return {
    from: firstDay,
    days,
    events: rows.map((row) => eventView(row.event, row.branch, masterOf(row), language)),
  };
}

const isActive = (booking: BookingRow) =>
  booking.status === 'pending' || booking.status === 'confirmed';

const isReviewable = (booking: BookingRow, event: EventRow, now: Date) =>
  event.status === 'scheduled' &&
  (booking.status === 'completed' || (booking.status === 'confirmed' && endOf(event) <= now));

/** A booking as the customer sees it, with the event's seats left now. */
async function bookingViewById(
  db: Queryable,
  id: number,
  language: Language,
  now: Date,
): Promise<EventBooking> {
  const [row] = await db
    .select({ booking: eventBookings, event: groupEvents, review: reviews })
    .from(eventBookings)
    .innerJoin(groupEvents, eq(groupEvents.id, eventBookings.eventId))
    .leftJoin(reviews, eq(reviews.eventBookingId, eventBookings.id))
    .where(eq(eventBookings.id, id));
  const { booking, event, review } = row!;
  return {
    guid: booking.guid,
    eventId: event.id,
    title: event.title[language],
    status: booking.status,
    seats: booking.seats,
    startsAt: event.startsAt.toISOString(),
    durationMinutes: event.durationMinutes,
    cancellableUntil: booking.cancellableUntil.toISOString(),
    total: booking.total,
    amountDue: booking.amountDue,
    currency: booking.currency,
    seatsLeft: event.status === 'scheduled' ? event.capacity - event.seatsTaken : 0,
    contact: {
      name: booking.contactName,
      phone: booking.contactPhone,
      email: booking.contactEmail,
    },
    comment: booking.comment,
    createdAt: booking.createdAt.toISOString(),
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    canCancel: isActive(booking) && now < booking.cancellableUntil && now < event.startsAt,
    canReview: isReviewable(booking, event, now) && !review,
    review: review
      ? { rating: review.rating, text: review.text, createdAt: review.createdAt.toISOString() }
      : null,
  };
}

/** Books seats on an event of a branch in the caller's country; 404 for any other event. */
export async function bookEvent(
  tx: Transaction,
  customerId: number,
  country: CountryCode,
  eventId: number,
  body: CreateEventBookingBody,
  language: Language,
  now: Date,
): Promise<EventBooking> {
  const [found] = await tx
    .select({ event: groupEvents, branch: branches })
    .from(groupEvents)
    .innerJoin(branches, eq(branches.id, groupEvents.branchId))
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .where(and(eq(groupEvents.id, eventId), eq(cities.countryCode, country)));
  if (!found) throw notFound(`Unknown event ${eventId} in ${country}`);
  const { event, branch } = found;
  if (event.status !== 'scheduled')
    throw new ApiError(422, 'SLOT_UNAVAILABLE', 'The event is cancelled');
  if (event.startsAt <= now) throw new ApiError(422, 'SLOT_UNAVAILABLE', 'The event has started');
  if (event.capacity - event.seatsTaken < body.seats)
    throw new ApiError(409, 'SOLD_OUT', 'Not enough seats left');
  let booking: BookingRow;
  try {
    [booking] = (await tx
      .insert(eventBookings)
      .values({
        eventId,
        customerId,
        seats: body.seats,
        status: 'confirmed',
        total: body.seats * event.price,
        currency: event.currency,
        contactName: body.contact.name,
        contactPhone: body.contact.phone,
        contactEmail: body.contact.email ?? null,
        comment: body.comment ?? null,
        language,
        cancellableUntil: new Date(
          event.startsAt.getTime() - branch.cancellationWindowMinutes * minute,
        ),
      })
      .returning()) as [BookingRow];
  } catch (error) {
    if (sqlState(error) === '23514') throw new ApiError(409, 'SOLD_OUT', 'Not enough seats left');
    throw error;
  }
  return bookingViewById(tx, booking.id, language, now);
}

/** Whose booking, asked from which project country: a booking elsewhere is not found. */
export interface BookingOwner {
  readonly customerId: number;
  readonly country: CountryCode;
}

async function ownBookingRow(
  db: Queryable,
  { customerId, country }: BookingOwner,
  guid: string,
  lock = false,
): Promise<{ booking: BookingRow; event: EventRow }> {
  const query = db
    .select({ booking: eventBookings, event: groupEvents })
    .from(eventBookings)
    .innerJoin(groupEvents, eq(groupEvents.id, eventBookings.eventId))
    .innerJoin(branches, eq(branches.id, groupEvents.branchId))
    .innerJoin(cities, eq(cities.id, branches.cityId))
    .where(
      and(
        eq(eventBookings.guid, guid),
        eq(eventBookings.customerId, customerId),
        eq(cities.countryCode, country),
      ),
    );
  const [row] = lock ? await query.for('update', { of: eventBookings }) : await query;
  if (!row) throw notFound(`Unknown event booking ${guid}`);
  return row;
}

/** One of the customer's event bookings; 404 for an unknown one or someone else's. */
export async function ownEventBooking(
  db: Database,
  owner: BookingOwner,
  guid: string,
  language: Language,
): Promise<EventBooking> {
  const { booking } = await ownBookingRow(db, owner, guid);
  return bookingViewById(db, booking.id, language, new Date());
}

/** Cancels the customer's booking before its deadline: frees its seats, gives gift card money back. */
export async function cancelEventBooking(
  db: Database,
  owner: BookingOwner,
  guid: string,
  reason: string | undefined,
  language: Language,
): Promise<EventBooking> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const { booking } = await ownBookingRow(tx, owner, guid, true);
    if (!isActive(booking))
      throw new ApiError(409, 'NOT_CANCELLABLE', `The booking is ${booking.status}`);
    if (now >= booking.cancellableUntil)
      throw new OutsideCancellationWindow(booking.cancellableUntil);
    // The trigger on event_bookings lowers group_events.seats_taken.
    await tx
      .update(eventBookings)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelledBy: 'customer',
        cancellationReason: reason ?? null,
        updatedAt: now,
      })
      .where(eq(eventBookings.id, booking.id));
    const redemptions = await tx
      .update(giftCardRedemptions)
      .set({ reversedAt: now })
      .where(
        and(
          eq(giftCardRedemptions.eventBookingId, booking.id),
          isNull(giftCardRedemptions.reversedAt),
        ),
      )
      .returning();
    for (const redemption of redemptions)
      await tx
        .update(giftCards)
        .set({ balance: sql`${giftCards.balance} + ${redemption.amount}` })
        .where(eq(giftCards.id, redemption.giftCardId));
    return bookingViewById(tx, booking.id, language, now);
  });
}

/** Reviews the customer's booking of an event that is over, once. */
export async function reviewEventBooking(
  db: Database,
  owner: BookingOwner,
  guid: string,
  review: { rating: number; text?: string | undefined },
  language: Language,
): Promise<EventReview> {
  const now = new Date();
  const { booking, event } = await ownBookingRow(db, owner, guid);
  if (!isReviewable(booking, event, now))
    throw new ApiError(
      409,
      'NOT_REVIEWABLE',
      'Only an attended event that is over can be reviewed',
    );
  try {
    const [written] = await db
      .insert(reviews)
      .values({
        eventBookingId: booking.id,
        branchId: event.branchId,
        masterId: event.masterId,
        customerId: owner.customerId,
        rating: review.rating,
        text: review.text?.trim() || null,
        language,
      })
      .returning();
    return {
      rating: written!.rating,
      text: written!.text,
      createdAt: written!.createdAt.toISOString(),
    };
  } catch (error) {
    if (sqlState(error) === '23505')
      throw new ApiError(409, 'ALREADY_REVIEWED', 'This booking is already reviewed');
    throw error;
  }
}
