import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { useLocale } from '../../app/locale';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { sitePath } from '../../layouts/parts/links';
import { BookingCard } from './BookingCard';
import { BookingTabs } from './BookingTabs';
import { myBookingsHref } from './myBookingsState';
import styles from './MyBookings.module.css';
import type { loader } from './MyBookingsPage.data';

/** The customer's visits and event places: upcoming, past and cancelled, 10 to a page. */
export function Component() {
  const intl = useIntl();
  const { prefix } = useLocale();
  const { items, page, pageCount, when } = useLoaderData<typeof loader>();
  const base = sitePath(prefix, 'profileBookings');
  return (
    <PageFrame heading="myBookings.heading" intro="myBookings.intro">
      <BookingTabs current={when} />
      {items.length === 0 ? (
        <div className={styles.empty}>
          <p>
            <FormattedMessage id={`myBookings.empty.${when}`} />
          </p>
          <Link to={sitePath(prefix, 'search')}>
            <FormattedMessage id="myBookings.findVenue" />
          </Link>
        </div>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <BookingCard key={item.guid} booking={item} prefix={prefix} past={when === 'past'} />
          ))}
        </ul>
      )}
      {pageCount > 1 && (
        <nav className={styles.pager} aria-label={intl.formatMessage({ id: 'myBookings.pages' })}>
          {page > 1 && (
            <Link to={myBookingsHref(base, when, page - 1)} rel="prev">
              <FormattedMessage id="myBookings.previous" />
            </Link>
          )}
          <span>
            <FormattedMessage id="myBookings.pageOf" values={{ page, pageCount }} />
          </span>
          {page < pageCount && (
            <Link to={myBookingsHref(base, when, page + 1)} rel="next">
              <FormattedMessage id="myBookings.next" />
            </Link>
          )}
        </nav>
      )}
    </PageFrame>
  );
}
