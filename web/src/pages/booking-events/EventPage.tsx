import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { useShell } from '../../app/shell';
import { Seo, useCanonicalUrl } from '../../components/seo/Seo';
import { ClosedNote, EventFacts } from './eventView';
import { eventJsonLd } from './eventJsonLd';
import { eventDescription, eventTitle } from './eventSeo';
import { eventVenueOf } from './eventListJsonLd';
import styles from '../orders/afterBooking.module.css';
import { businessPage, groupEventOrder, groupEvents } from '../../routing/paths';
import type { loader } from './EventPage.data';

export function Component() {
  const { event, venue, slug, prefix } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const { publicConfig } = useShell();
  const canonical = useCanonicalUrl();
  const absolute = (path: string) => new URL(path, publicConfig.siteUrl).href;
  const image = venue.photos[0] ? absolute(venue.photos[0].url) : undefined;
  return (
    <article className={styles.page}>
      <Seo
        title={eventTitle(intl, event)}
        description={eventDescription(intl, event)}
        image={image}
        jsonLd={eventJsonLd(event, eventVenueOf(venue, publicConfig.country), {
          page: canonical,
          company: absolute(businessPage(prefix, { slug })),
          image,
        })}
      />
      <Link className={styles.secondary} to={groupEvents(prefix, slug)}>
        <FormattedMessage id="eventsPage.allEvents" />
      </Link>
      <h1 className={styles.heading}>{event.title}</h1>
      {event.description && <p>{event.description}</p>}
      <EventFacts event={event} />
      {event.bookable ? (
        <Link className={styles.buttonLink} to={groupEventOrder(prefix, slug, event.id)}>
          <FormattedMessage id="eventsPage.book" />
        </Link>
      ) : (
        <ClosedNote event={event} />
      )}
    </article>
  );
}
