import { FormattedMessage, useIntl } from 'react-intl';
import { Form, useLoaderData, Link } from 'react-router';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { sitePath } from '../../layouts/parts/links';
import { bookNow, businessPage } from '../../routing/paths';
import styles from './MyBookings.module.css';
import type { loader } from './MyFavoritesPage.data';

export function Component() {
  const intl = useIntl();
  const { favorites, prefix } = useLoaderData<typeof loader>();
  return (
    <PageFrame heading="favoritesPage.heading" intro="favoritesPage.intro">
      {favorites.length === 0 ? (
        <div className={styles.empty}>
          <p>
            <FormattedMessage id="favoritesPage.empty" />
          </p>
          <Link to={sitePath(prefix, 'search')}>
            <FormattedMessage id="myBookings.findVenue" />
          </Link>
        </div>
      ) : (
        <ul className={styles.list}>
          {favorites.map((venue) => (
            <li key={venue.id} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link to={businessPage(prefix, { slug: venue.slug })}>{venue.name}</Link>
              </h2>
              <p className={styles.venue}>{venue.address}</p>
              <div className={styles.actions}>
                <Link className={styles.again} to={bookNow(prefix, venue.slug)}>
                  <FormattedMessage id="favoritesPage.book" />
                </Link>
                <Form method="post">
                  <input type="hidden" name="branch" value={venue.id} />
                  <button
                    type="submit"
                    className={styles.remove}
                    aria-label={intl.formatMessage(
                      { id: 'favoritesPage.removeLabel' },
                      { venue: venue.name },
                    )}
                  >
                    <FormattedMessage id="favoritesPage.remove" />
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
