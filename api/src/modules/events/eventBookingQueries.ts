// The seats customers book on group events. The trigger on event_bookings keeps
// group_events.seats_taken and its CHECK refuses overselling (23514 → SOLD_OUT); the trigger's
// UPDATE locks the event row, so bookings queue. Cancelling a booking (status 'cancelled') makes
// the same trigger give its seats back.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { branches, cities, eventBookings, groupEvents } from '../../db/schema/index.js';
import type { CountryCode } from '../../db/schema/geo.js';
import { ApiError, notFound } from '../../http/errors.js';
import type { Language } from '../../i18n/language.js';
import { sqlState, sqlStates } from '../../kernel/databaseErrors.js';
import type { Queryable, Transaction } from '../../kernel/transactions.js';
import { type BookingLimits, ensureWithinBookingLimits } from '../bookings/bookingLimits.js';
import type { BookingReview } from '../bookings/bookingSchemas.js';
import {
  cancelledByCustomer,
  ensureCancellable,
  giveGiftCardMoneyBack,
  writeReview,
} from '../bookings/customerBookings.js';
import type { EventRow } from './eventQueries.js';
import { eventBookingViews, isReviewable } from './eventBookingViews.js';
import { eventBookingMessages } from '../mail/bookingMessages.js';
import { enqueue, forgetReminders } from '../mail/outbox.js';
import type { CreateEventBookingBody, EventBooking } from './eventSchemas.js';

const minute = 60_000;

type BookingRow = typeof eventBookings.$inferSelect;

async function bookingViewById(
  db: Queryable,
  id: number,
  language: Language,
  now: Date,
): Promise<EventBooking> {
  const views = await eventBookingViews(db, [id], language, now);
  return views.get(id)!;
}

/**
 * Books seats on an event of a branch in the caller's country, within the customer's limits; 404
 * for any other event.
 */
export async function bookEvent(
  tx: Transaction,
  customerId: number,
  country: CountryCode,
  eventId: number,
  body: CreateEventBookingBody,
  language: Language,
  now: Date,
  limits: BookingLimits,
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
  await ensureWithinBookingLimits(tx, customerId, branch.id, limits, now);
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
    if (sqlState(error) === sqlStates.checkViolation)
      throw new ApiError(409, 'SOLD_OUT', 'Not enough seats left');
    throw error;
  }
  await enqueue(tx, await eventBookingMessages(tx, booking.id, 'visit.booked'));
  return bookingViewById(tx, booking.id, language, now);
}

/** Whose booking, asked from which project country: a booking elsewhere is not found. */
export interface BookingOwner {
  readonly customerId: number;
  readonly country: CountryCode;
}

export async function ownBookingRow(
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
    ensureCancellable(booking, now, 'booking');
    // The trigger on event_bookings lowers group_events.seats_taken.
    await tx
      .update(eventBookings)
      .set(cancelledByCustomer(now, reason))
      .where(eq(eventBookings.id, booking.id));
    await giveGiftCardMoneyBack(tx, { eventBookingId: booking.id }, now);
    await forgetReminders(tx, booking.guid);
    await enqueue(tx, await eventBookingMessages(tx, booking.id, 'visit.cancelled'));
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
): Promise<BookingReview> {
  const now = new Date();
  const { booking, event } = await ownBookingRow(db, owner, guid);
  if (!isReviewable(booking, event, now))
    throw new ApiError(
      409,
      'NOT_REVIEWABLE',
      'Only an attended event that is over can be reviewed',
    );
  return writeReview(db, {
    ...review,
    reviewed: { eventBookingId: booking.id },
    branchId: event.branchId,
    masterId: event.masterId,
    customerId: owner.customerId,
    language,
  });
}
