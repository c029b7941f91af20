import { useState } from 'react';
import { useApolloSource } from '../../../app/data/apolloSource';
import { useLocale } from '../../../app/locale';
import type { OrderQuoteQuery as OrderQuoteData } from '../../../__generated__/graphql';
import { OrderQuoteQuery } from './queries';

type Quote = OrderQuoteData['orderQuote']['quote'];

/**
 * The checkout's quote again with a gift card typed in: what the card pays and what is left to
 * pay, or that the code cannot be used here, before anything is booked. No code, no quote. Apollo's
 * code loads with the first code checked, not with the checkout.
 */
export function useGiftCardQuote(branch: string, quote: Quote, start: string) {
  const source = useApolloSource();
  const { language } = useLocale();
  const [giftQuote, setGiftQuote] = useState<Quote>(null);
  const [refused, setRefused] = useState(false);
  const check = async (code: string) => {
    setRefused(false);
    if (!quote || code.trim() === '') return setGiftQuote(null);
    // Outside the app (component tests) there is no Apollo to ask: the booking will say.
    if (!source) return;
    const { data } = await source
      .load(language)
      .then((client) =>
        client.query({
          query: OrderQuoteQuery,
          variables: {
            input: {
              branch,
              items: quote.items.map((item) => ({
                serviceId: item.serviceId,
                masterId: item.master.id,
              })),
              start,
              giftCardCode: code.trim(),
            },
          },
          fetchPolicy: 'network-only',
        }),
      )
      // No answer: the booking itself will say what the card does.
      .catch(() => ({ data: undefined }));
    const answer = data?.orderQuote;
    setGiftQuote(answer?.quote ?? null);
    setRefused(!!answer?.errors.some((e) => e.code === 'GIFT_CARD_INVALID'));
  };
  return { quote: giftQuote, refused, check };
}
