import { describe, expect, it } from 'vitest';
import { eventJsonLd, type EventFacts } from './eventJsonLd';
import { eventListJsonLd, eventVenueOf } from './eventListJsonLd';

const branch = {
  name: 'Joga Studio Prana',
  address: 'Gospodar Jevremova 41',
  timeZone: 'Europe/Belgrade',
};
const event = (id: string, title: string, startsAt: string): EventFacts & { id: string } => ({
  id,
  title,
  status: 'SCHEDULED',
  startsAt,
  durationMinutes: 60,
  seatsLeft: 3,
  price: { amount: 90000, currency: 'RSD' },
  branch,
});
const venue = eventVenueOf(
  {
    organization: { name: 'Prana d.o.o.' },
    city: { title: 'Belgrade' },
    postalCode: '11000',
    coordinates: { latitude: 44.8201, longitude: 20.4598 },
  },
  'RS',
);
const site = 'https://termin.example/en/book-now/joga-studio-prana-7/group';
const urls = {
  event: (id: string) => `${site}/${id}`,
  company: 'https://termin.example/en/company/joga-studio-prana-7',
};

describe('event list JSON-LD', () => {
  it('names the venue as the event data does, from the venue fields, in the project country', () => {
    expect(venue).toEqual({
      organization: 'Prana d.o.o.',
      city: 'Belgrade',
      postalCode: '11000',
      country: 'RS',
      coordinates: { latitude: 44.8201, longitude: 20.4598 },
    });
  });

  it('lists every event in order, each the full Event of its own page with that page as its URL', () => {
    const events = [
      event('59', 'Vinyasa flow', '2026-12-03T17:30:00.000Z'),
      event('60', 'Yin yoga', '2026-12-04T17:30:00.000Z'),
    ];
    expect(eventListJsonLd(events, venue, urls)).toEqual({
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: events.map((one, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          ...eventJsonLd(one, venue, { page: `${site}/${one.id}`, company: urls.company }),
          url: `${site}/${one.id}`,
        },
      })),
    });
    const [first] = (eventListJsonLd(events, venue, urls).itemListElement as { item: object }[])!;
    expect(first!.item).toMatchObject({
      '@type': 'Event',
      name: 'Vinyasa flow',
      startDate: '2026-12-03T18:30:00+01:00',
      offers: { url: `${site}/59` },
    });
  });

  it('is an empty list when the venue has no upcoming event', () => {
    expect(eventListJsonLd([], venue, urls)).toEqual({
      '@type': 'ItemList',
      numberOfItems: 0,
      itemListElement: [],
    });
  });
});
