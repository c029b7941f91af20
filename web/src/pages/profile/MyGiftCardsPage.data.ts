import type { LoaderFunctionArgs } from 'react-router';
import { getFragmentData, graphql } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';
import { prefixOf, requireCustomer } from '../orders/customerPage';
import { GiftCardFields } from '../gifts/GiftCardSummary';

const MyGiftCardsQuery = graphql(`
  query MyGiftCards {
    myGiftCards {
      ...GiftCardFields
    }
  }
`);

/** /profile/bookings/gift-cards: fresh on every visit (balances change as cards are spent). */
export async function loader(args: LoaderFunctionArgs) {
  requireCustomer(args);
  const data = await loadPageQuery(
    args.context,
    args.request,
    MyGiftCardsQuery,
    {},
    { fetchPolicy: 'network-only' },
  );
  return {
    cards: data.myGiftCards.map((card) => getFragmentData(GiftCardFields, card)),
    prefix: prefixOf(args.params),
  };
}
