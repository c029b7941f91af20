// The one calendar file (RFC 5545) of a booking, attached to its e-mails and served on the site's
// "Add to calendar": the visit at the venue's clock (TZID with the zone's VTIMEZONE), its page as
// URL. The same UID and PRODID everywhere, and a SEQUENCE that rises with the booking's changes,
// so a calendar replaces the entry with the newer file wherever it came from.
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import type { Language } from '../../i18n/language.js';
import { visitPartLines } from './visitParts.js';
import { visitUrl, type VisitPayload } from './visits.js';

export interface VisitCalendarOptions {
  siteUrl: string;
  /** Whom replies go to (MAIL_FROM, "Termin <no-reply@…>"): the entry's ORGANIZER, as the venue. */
  from: string;
  /** When this file was written (DTSTAMP). */
  stamp: Date;
  /** Whether the entry is withdrawn (the booking was cancelled). */
  cancelled: boolean;
  /** The language of its description (each service with its master and time). */
  language: Language;
}

/** The entry's UID, the same in every file about one booking. */
export const calendarUid = (visit: VisitPayload) =>
  `${'order' in visit.page ? visit.page.order : visit.page.eventBooking}@termin`;

/** The address of "Name <address>", or the whole text when it is a bare address. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

export function visitCalendar(visit: VisitPayload, options: VisitCalendarOptions): string {
  const zone = visit.venue.timeZone;
  // No calendar-wide zone, so DTSTAMP stays UTC (RFC 5545 §3.8.7.2); the event's zone brings its
  // VTIMEZONE through the generator.
  const calendar = ical({
    prodId: { company: 'Termin', product: 'bookings', language: 'EN' },
    method: options.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: calendarUid(visit),
    // Messages written before bookings carried their revision count by when they were written.
    sequence: visit.revision ?? Math.floor(options.stamp.getTime() / 1000),
    stamp: DateTime.fromJSDate(options.stamp, { zone: 'utc' }),
    start: DateTime.fromISO(visit.startsAt, { zone }),
    end: DateTime.fromISO(visit.endsAt, { zone }),
    timezone: zone,
    summary: visit.title,
    // One entry for the visit; each part with its master and time, as the e-mails tell them.
    description: visitPartLines(visit, options.language).join('\n'),
    location: `${visit.venue.name}, ${visit.venue.address}`,
    url: visitUrl(options.siteUrl, visit),
    organizer: { name: visit.venue.name, email: addressOf(options.from) },
    status: options.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
