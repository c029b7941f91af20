import { FormattedMessage, useIntl } from 'react-intl';
import {
  Form,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  Link,
} from 'react-router';
import { getFragmentData } from '../../__generated__';
import { loadPageQuery, pageClientOf } from '../../app/data/pageData';
import {
  FavoriteVenueFields,
  ForgetFavoriteMutation,
  MyFavoritesQuery,
} from '../../app/favorites/favoriteDocuments';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { sentText } from '../../components/forms/formAction';
import { rethrowNavigation } from '../../components/forms/actionFailure';
import { sitePath } from '../../layouts/parts/links';
import { bookNow, businessPage } from '../../routing/paths';
import { prefixOf, requireCustomer } from '../orders/customerPage';
import styles from './MyBookings.module.css';

/** /profile/favorites: the venues saved in the account, newest first (issue 42 item 12). */
export async function loader(args: LoaderFunctionArgs) {
  requireCustomer(args);
  const data = await loadPageQuery(
    args.context,
    args.request,
    MyFavoritesQuery,
    {},
    { fetchPolicy: 'network-only' },
  );
  return {
    favorites: data.myFavorites.map((favorite) => getFragmentData(FavoriteVenueFields, favorite)),
    prefix: prefixOf(args.params),
  };
}

/** Forgets a saved venue; the loader then lists the rest. */
export async function action({ request, context }: ActionFunctionArgs) {
  const branch = sentText(await request.formData(), 'branch');
  await pageClientOf(context)
    .mutate({ mutation: ForgetFavoriteMutation, variables: { branch } })
    .catch((error: unknown) => rethrowNavigation(error, request));
  return null;
}

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
