import { zonedIsoOf } from '@termin/zoned-time';
import type { JsonLd } from '../../components/seo/Seo';

/** What an event's structured data is made from (plain data, no fragments). */
export interface EventFacts {
  title: string;
  description?: string | null;
  status: 'SCHEDULED' | 'CANCELLED';
  startsAt: string;
  durationMinutes: number;
  seatsLeft: number;
  price: { amount: number; currency: string };
  hostName?: string | null;
  branch: { name: string; address: string; timeZone: string };
}

/** Where it is held, beyond what the event itself carries (the venue's page data). */
export interface EventVenue {
  organization: string;
  city: string;
  postalCode?: string | null;
  /** ISO 3166-1 alpha-2 (branches are always in the project country). */
  country: string;
  coordinates: { latitude: number; longitude: number };
}

const schema = (name: string) => `https://schema.org/${name}`;

/**
 * schema.org Event as Google's event rich results ask it: dates in the venue's own wall clock with
 * its offset, the venue as a Place with a full PostalAddress, one Offer per seat.
 */
export function eventJsonLd(
  event: EventFacts,
  venue: EventVenue,
  urls: { page: string; company: string; image?: string },
): JsonLd {
  const start = new Date(event.startsAt);
  const end = new Date(start.getTime() + event.durationMinutes * 60_000);
  const zone = event.branch.timeZone;
  const place = {
    '@type': 'Place',
    name: event.branch.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: event.branch.address,
      addressLocality: venue.city,
      ...(venue.postalCode ? { postalCode: venue.postalCode } : {}),
      addressCountry: venue.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: venue.coordinates.latitude,
      longitude: venue.coordinates.longitude,
    },
  };
  return {
    '@type': 'Event',
    name: event.title,
    ...(event.description ? { description: event.description } : {}),
    startDate: zonedIsoOf(start, zone),
    endDate: zonedIsoOf(end, zone),
    eventStatus: schema(event.status === 'CANCELLED' ? 'EventCancelled' : 'EventScheduled'),
    eventAttendanceMode: schema('OfflineEventAttendanceMode'),
    location: place,
    ...(urls.image ? { image: [urls.image] } : {}),
    offers: {
      '@type': 'Offer',
      url: urls.page,
      // schema.org prices are in major units ("1500.00"), never minor ones.
      price: (event.price.amount / 100).toFixed(2),
      priceCurrency: event.price.currency,
      availability: schema(event.seatsLeft > 0 ? 'InStock' : 'SoldOut'),
    },
    organizer: { '@type': 'Organization', name: venue.organization, url: urls.company },
    ...(event.hostName ? { performer: { '@type': 'Person', name: event.hostName } } : {}),
  };
}
