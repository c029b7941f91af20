// An event booking as its customer sees it. Apart from the queries that change bookings so the
// outbox, which tells of those changes, can read bookings without importing them back.
import { eq, inArray } from 'drizzle-orm';
import { eventBookings, groupEvents, reviews } from '../../db/schema/index.js';
import type { Language } from '../../i18n/language.js';
import type { Queryable } from '../../kernel/transactions.js';
import { isActive, isOver, reviewView } from '../bookings/customerBookings.js';
import type { EventRow } from './eventQueries.js';
import type { EventBooking } from './eventSchemas.js';

const minute = 60_000;

type BookingRow = typeof eventBookings.$inferSelect;

const endOf = (event: EventRow) =>
  new Date(event.startsAt.getTime() + event.durationMinutes * minute);

/** Whether the customer may review the booking now: they went to an event that is over. */
export const isReviewable = (booking: BookingRow, event: EventRow, now: Date) =>
  event.status === 'scheduled' &&
  (booking.status === 'completed' || (booking.status === 'confirmed' && endOf(event) <= now));

/** Bookings as their customer sees them, with their events' seats left now (one query). */
export async function eventBookingViews(
  db: Queryable,
  ids: readonly number[],
  language: Language,
  now: Date,
): Promise<Map<number, EventBooking>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ booking: eventBookings, event: groupEvents, review: reviews })
    .from(eventBookings)
    .innerJoin(groupEvents, eq(groupEvents.id, eventBookings.eventId))
    .leftJoin(reviews, eq(reviews.eventBookingId, eventBookings.id))
    .where(inArray(eventBookings.id, [...ids]));
  return new Map(
    rows.map(({ booking, event, review }): [number, EventBooking] => [
      booking.id,
      {
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
        giftCardAmount: booking.giftCardAmount,
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
        canCancel:
          isActive(booking.status) && now < booking.cancellableUntil && now < event.startsAt,
        canReview: isReviewable(booking, event, now) && !review,
        over: isOver(booking.status, endOf(event), now),
        review: review ? reviewView(review) : null,
      },
    ]),
  );
}
