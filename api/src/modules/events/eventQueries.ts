// Booking seats. The trigger on event_bookings keeps group_events.seats_taken and its CHECK refuses
// overselling (23514 → SOLD_OUT); the trigger's UPDATE locks the event row, so bookings queue.
import { eq } from 'drizzle-orm';
import { branches, eventBookings, groupEvents } from '../../db/schema/index.js';
import { ApiError, notFound } from '../../http/errors.js';
import type { Language } from '../../i18n/language.js';
import type { Transaction } from '../availability/availabilityQueries.js';
import { sqlState } from '../orders/orderQueries.js';
import type { CreateEventBookingBody, EventBooking } from './eventSchemas.js';

const minute = 60_000;

export async function bookEvent(
  tx: Transaction,
  customerId: number,
  eventId: number,
  body: CreateEventBookingBody,
  language: Language,
  now: Date,
): Promise<EventBooking> {
  const [found] = await tx
    .select({ event: groupEvents, branch: branches })
    .from(groupEvents)
    .innerJoin(branches, eq(branches.id, groupEvents.branchId))
    .where(eq(groupEvents.id, eventId));
  if (!found) throw notFound(`Unknown event ${eventId}`);
  const { event, branch } = found;
  if (event.status !== 'scheduled')
    throw new ApiError(422, 'SLOT_UNAVAILABLE', 'The event is cancelled');
  if (event.startsAt <= now) throw new ApiError(422, 'SLOT_UNAVAILABLE', 'The event has started');
  if (event.capacity - event.seatsTaken < body.seats)
    throw new ApiError(409, 'SOLD_OUT', 'Not enough seats left');
  let booking: typeof eventBookings.$inferSelect;
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
      .returning()) as [typeof eventBookings.$inferSelect];
  } catch (error) {
    if (sqlState(error) === '23514') throw new ApiError(409, 'SOLD_OUT', 'Not enough seats left');
    throw error;
  }
  const [after] = await tx
    .select({ seatsTaken: groupEvents.seatsTaken, capacity: groupEvents.capacity })
    .from(groupEvents)
    .where(eq(groupEvents.id, eventId));
  return {
    guid: booking.guid,
    eventId,
    title: event.title[language],
    status: booking.status,
    seats: booking.seats,
    startsAt: event.startsAt.toISOString(),
    durationMinutes: event.durationMinutes,
    cancellableUntil: booking.cancellableUntil.toISOString(),
    total: booking.total,
    amountDue: booking.amountDue,
    currency: booking.currency,
    seatsLeft: after!.capacity - after!.seatsTaken,
    contact: {
      name: booking.contactName,
      phone: booking.contactPhone,
      email: booking.contactEmail,
    },
    comment: booking.comment,
    createdAt: booking.createdAt.toISOString(),
  };
}
