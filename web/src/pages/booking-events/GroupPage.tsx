import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { Seo } from '../../components/seo/Seo';
import { useShell } from '../../app/shell';
import { formatMoney } from '../../app/format/money';
import { formatVenueDateTime } from '../../app/format/dateTime';
import { SeatsLeft } from './eventView';
import { eventListJsonLd, eventVenueOf } from './eventListJsonLd';
import styles from '../orders/afterBooking.module.css';
import { businessPage, bookingTerms, groupEvents } from '../../routing/paths';
import type { loader } from './GroupPage.data';

export function Component() {
  const { branchName, events, venue, slug, prefix } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const { publicConfig } = useShell();
  const absolute = (path: string) => new URL(path, publicConfig.siteUrl).href;
  const heading = intl.formatMessage({ id: 'eventsPage.group.heading' }, { branch: branchName });
  return (
    <article className={styles.page}>
      <Seo
        title={`${heading} | Termin`}
        description={intl.formatMessage(
          { id: 'eventsPage.group.description' },
          { branch: branchName },
        )}
        jsonLd={eventListJsonLd(events, eventVenueOf(venue, publicConfig.country), {
          event: (id) => absolute(groupEvents(prefix, slug, id)),
          company: absolute(businessPage(prefix, { slug })),
          image: venue.photos[0] ? absolute(venue.photos[0].url) : undefined,
        })}
      />
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.note}>
        <FormattedMessage id="eventsPage.group.intro" />
      </p>
      {events.length === 0 ? (
        <p className={styles.note}>
          <FormattedMessage id="eventsPage.group.none" />
        </p>
      ) : (
        <ul className={styles.list}>
          {events.map((event) => (
            <li key={event.id} className={styles.card}>
              <h2 className={styles.subheading}>
                <Link to={groupEvents(prefix, slug, event.id)}>{event.title}</Link>
              </h2>
              <p className={styles.note}>
                {formatVenueDateTime(intl, event.startsAt, event.branch.timeZone)} ·{' '}
                <FormattedMessage
                  id="eventsPage.perSeat"
                  values={{ price: formatMoney(intl, event.price) }}
                />
              </p>
              <SeatsLeft event={event} />
            </li>
          ))}
        </ul>
      )}
      <Link className={styles.secondary} to={bookingTerms(prefix, slug)}>
        <FormattedMessage id="eventsPage.terms" />
      </Link>
    </article>
  );
}
