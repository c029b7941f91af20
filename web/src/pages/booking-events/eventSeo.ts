import type { IntlShape } from 'react-intl';
import { descriptionLength, shorten } from '../company/companySeo';
import { formatMoney } from '../../app/format/money';

interface EventHead {
  title: string;
  description?: string | null;
  startsAt: string;
  price: { amount: number; currency: string };
  branch: { name: string; address: string; timeZone: string };
}

/** The day and time at the venue, short enough for a title ("30 Nov 2026, 10:00"). */
function when(intl: IntlShape, event: EventHead) {
  const timeZone = event.branch.timeZone;
  return {
    date: intl.formatDate(event.startsAt, { dateStyle: 'medium', timeZone }),
    time: intl.formatTime(event.startsAt, { timeStyle: 'short', timeZone }),
  };
}

/**
 * An event page's title: a weekly class has one title on every date, so its day, time and venue
 * make each page's title its own (issue 45: "Vinyasa flow | Termin" 18 times).
 */
export function eventTitle(intl: IntlShape, event: EventHead): string {
  return intl.formatMessage(
    { id: 'eventsPage.seo.title' },
    { title: event.title, venue: event.branch.name, ...when(intl, event) },
  );
}

/** The meta description: when and where, the price, then the event's own words. */
export function eventDescription(intl: IntlShape, event: EventHead): string {
  return shorten(
    intl.formatMessage(
      { id: 'eventsPage.seo.description' },
      {
        title: event.title,
        venue: event.branch.name,
        address: event.branch.address,
        price: formatMoney(intl, event.price),
        about: event.description ?? '',
        ...when(intl, event),
      },
    ),
    descriptionLength,
  );
}
