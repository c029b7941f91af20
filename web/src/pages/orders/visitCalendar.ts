// The .ics of a customer's booking, as every page about it offers it (confirmation, its own page):
// the visit at the venue's clock, with a link back to the booking's page.
import { calendarFile, calendarHref } from '../../app/format/calendarFile';
import type { EventBookingView } from '../booking-events/eventBookingView';
import type { ManagedOrder } from './orderView';

/** A data: URL of the order's calendar file; `page` is the absolute URL of its page. */
export function orderCalendar(order: ManagedOrder, page: string): string {
  return calendarHref(
    calendarFile({
      uid: order.guid,
      title: `${order.items.map((item) => item.serviceName).join(', ')} · ${order.branch.name}`,
      startsAt: order.startsAt,
      endsAt: order.endsAt,
      timeZone: order.branch.timeZone,
      location: `${order.branch.name}, ${order.branch.address}`,
      url: page,
    }),
  );
}

/** A data: URL of the event booking's calendar file; `page` is the absolute URL of its page. */
export function eventCalendar(booking: EventBookingView, page: string | undefined): string {
  const branch = booking.event?.branch;
  return calendarHref(
    calendarFile({
      uid: booking.guid,
      title: booking.title,
      startsAt: booking.startsAt,
      endsAt: new Date(
        Date.parse(booking.startsAt) + booking.durationMinutes * 60_000,
      ).toISOString(),
      timeZone: branch?.timeZone ?? 'UTC',
      location: branch ? `${branch.name}, ${branch.address}` : '',
      description: booking.event?.description ?? undefined,
      url: page,
    }),
  );
}
