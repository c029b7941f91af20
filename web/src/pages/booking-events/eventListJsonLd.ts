import type { JsonLd } from '../../components/seo/Seo';
import { eventJsonLd, type EventFacts, type EventVenue } from './eventJsonLd';

/** What eventVenueOf reads of a venue (the EventVenueFields fragment has it). */
interface VenueFields {
  organization: { name: string };
  city: { title: string };
  postalCode?: string | null;
  coordinates: { latitude: number; longitude: number };
}

/** The structured data's view of a venue (EventVenueFields) in the project's country. */
export function eventVenueOf(branch: VenueFields, country: string): EventVenue {
  return {
    organization: branch.organization.name,
    city: branch.city.title,
    postalCode: branch.postalCode,
    country,
    coordinates: { latitude: branch.coordinates.latitude, longitude: branch.coordinates.longitude },
  };
}

/**
 * A venue's event list as schema.org ItemList: each event in full (Event, as on its own page) with
 * its page's URL, in the list's order, the "all in one page" shape Google's event lists read.
 */
export function eventListJsonLd(
  events: readonly (EventFacts & { id: string })[],
  venue: EventVenue,
  urls: { event: (id: string) => string; company: string; image?: string },
): JsonLd {
  return {
    '@type': 'ItemList',
    numberOfItems: events.length,
    itemListElement: events.map((event, index) => {
      const page = urls.event(event.id);
      return {
        '@type': 'ListItem',
        position: index + 1,
        item: {
          ...eventJsonLd(event, venue, { page, company: urls.company, image: urls.image }),
          url: page,
        },
      };
    }),
  };
}
