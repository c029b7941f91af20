import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { loadPageQuery, pageClientOf } from '../../app/data/pageData';
import {
  FavoriteVenueFields,
  ForgetFavoriteMutation,
  MyFavoritesQuery,
} from '../../app/favorites/favoriteDocuments';
import { sentText } from '../../components/forms/formAction';
import { rethrowNavigation } from '../../components/forms/actionFailure';
import { prefixOf, requireCustomer } from '../orders/customerPage';

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
