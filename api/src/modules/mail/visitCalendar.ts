// The calendar file (RFC 5545) attached to a booking's e-mail: the visit at the venue's clock
// (TZID with the zone's VTIMEZONE), its page as URL. The same UID in every message about one
// booking, with a rising SEQUENCE, so a calendar updates the entry when the visit moves.
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import type { VisitPayload } from './outbox.js';

export function visitCalendar(
  visit: VisitPayload,
  uid: string,
  options: { url: string; cancelled: boolean; sequence: number; stamp: Date },
): string {
  const zone = visit.venue.timeZone;
  // No calendar-wide zone, so DTSTAMP stays UTC (RFC 5545 §3.8.7.2); the event's zone brings its
  // VTIMEZONE through the generator.
  const calendar = ical({
    prodId: { company: 'Termin', product: 'bookings', language: 'EN' },
    method: options.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: uid,
    sequence: options.sequence,
    stamp: DateTime.fromJSDate(options.stamp, { zone: 'utc' }),
    start: DateTime.fromISO(visit.startsAt, { zone }),
    end: DateTime.fromISO(visit.endsAt, { zone }),
    timezone: zone,
    summary: visit.title,
    location: `${visit.venue.name}, ${visit.venue.address}`,
    url: options.url,
    status: options.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
