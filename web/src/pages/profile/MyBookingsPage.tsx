import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs, Link } from 'react-router';
import { graphql } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';
import { useLocale } from '../../app/locale';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { sitePath } from '../../layouts/parts/links';
import { invalidUrl } from '../../routing/validatedFirst';
import { requireCustomer } from '../orders/customerPage';
import { BookingCard } from './BookingCard';
import { BookingTabs } from './BookingTabs';
import { bookingPeriod, myBookingsHref, myBookingsState } from './myBookingsState';
import styles from './MyBookings.module.css';

const MyBookingsQuery = graphql(`
  query MyBookings($when: BookingPeriod!, $page: Int!) {
    myBookings(when: $when, page: $page) {
      page
      pageCount
      total
      items {
        guid
        ...BookingCardFields
      }
    }
  }
`);

/** /profile/bookings?when=past&page=2: fresh on every visit (bookings change). */
export async function loader(args: LoaderFunctionArgs) {
  requireCustomer(args);
  const state = myBookingsState(new URL(args.request.url).searchParams);
  if (!state) invalidUrl(args.request);
  const data = await loadPageQuery(
    args.context,
    args.request,
    MyBookingsQuery,
    { when: bookingPeriod(state.when), page: state.page },
    { fetchPolicy: 'network-only' },
  );
  // A page past the last is not a page of the list (the first page of none is its empty state).
  if (state.page > Math.max(data.myBookings.pageCount, 1)) invalidUrl(args.request);
  return { ...data.myBookings, when: state.when };
}

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
