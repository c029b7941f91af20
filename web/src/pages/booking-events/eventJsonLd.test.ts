import { describe, expect, it } from 'vitest';
import { eventJsonLd, type EventFacts } from './eventJsonLd';

const event: EventFacts = {
  title: 'Vinyasa flow',
  description: 'An hour of flowing yoga for every level.',
  status: 'SCHEDULED',
  // 18:30 in Belgrade in winter (UTC+1).
  startsAt: '2026-12-03T17:30:00.000Z',
  durationMinutes: 75,
  seatsLeft: 4,
  price: { amount: 120000, currency: 'RSD' },
  hostName: 'Mila Jovanović',
  branch: {
    name: 'Joga Studio Prana',
    address: 'Gospodar Jevremova 41',
    timeZone: 'Europe/Belgrade',
  },
};
const venue = {
  organization: 'Joga Studio Prana',
  city: 'Belgrade',
  postalCode: '11000',
  country: 'RS',
  coordinates: { latitude: 44.8201, longitude: 20.4598 },
};
const urls = {
  page: 'https://termin.example/en/book-now/joga-studio-prana-7/group/59',
  company: 'https://termin.example/en/company/joga-studio-prana-7',
};

describe('event JSON-LD', () => {
  it('dates the event in the venue’s wall clock with its offset, at a full address, with its offer', () => {
    expect(eventJsonLd(event, venue, urls)).toEqual({
      '@type': 'Event',
      name: 'Vinyasa flow',
      description: 'An hour of flowing yoga for every level.',
      startDate: '2026-12-03T18:30:00+01:00',
      endDate: '2026-12-03T19:45:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Joga Studio Prana',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Gospodar Jevremova 41',
          addressLocality: 'Belgrade',
          postalCode: '11000',
          addressCountry: 'RS',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 44.8201, longitude: 20.4598 },
      },
      offers: {
        '@type': 'Offer',
        url: urls.page,
        price: '1200.00',
        priceCurrency: 'RSD',
        availability: 'https://schema.org/InStock',
      },
      organizer: { '@type': 'Organization', name: 'Joga Studio Prana', url: urls.company },
      performer: { '@type': 'Person', name: 'Mila Jovanović' },
    });
  });

  it('says a cancelled or full event is so, and uses the summer offset in summer', () => {
    const cancelled = eventJsonLd(
      { ...event, status: 'CANCELLED', seatsLeft: 0, startsAt: '2026-07-01T16:00:00.000Z' },
      venue,
      urls,
    );
    expect(cancelled).toMatchObject({
      startDate: '2026-07-01T18:00:00+02:00',
      eventStatus: 'https://schema.org/EventCancelled',
      offers: { availability: 'https://schema.org/SoldOut' },
    });
  });
});
