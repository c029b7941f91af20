import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs, Link } from 'react-router';
import { getFragmentData, graphql } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { giftCards } from '../../routing/paths';
import { prefixOf, requireCustomer } from '../orders/customerPage';
import { GiftCardFields, GiftCardSummary } from '../gifts/GiftCardSummary';
import { BookingTabs } from './BookingTabs';
import styles from './MyBookings.module.css';

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

/** The gift cards the customer bought: code, state, what is left, where and until when. */
export function Component() {
  const intl = useIntl();
  const { cards, prefix } = useLoaderData<typeof loader>();
  return (
    <PageFrame heading="myBookings.heading" intro="myBookings.intro">
      <BookingTabs current="giftCards" />
      {cards.length === 0 ? (
        <div className={styles.empty}>
          <p>
            <FormattedMessage id="myBookings.empty.giftCards" />
          </p>
        </div>
      ) : (
        <ul className={styles.list}>
          {cards.map((card) => (
            <li key={card.code} className={styles.card}>
              <h2 className={styles.cardTitle}>
                {card.recipientName
                  ? intl.formatMessage(
                      { id: 'myBookings.giftCardFor' },
                      { name: card.recipientName },
                    )
                  : card.code}
              </h2>
              <GiftCardSummary card={card} />
              {card.branch && (
                <Link to={giftCards(prefix, card.branch.slug, card.code)}>
                  {/* Bought and not paid yet: its page takes the payment. */}
                  {card.state === 'PENDING' ? (
                    <FormattedMessage id="myBookings.giftCardPay" />
                  ) : (
                    <FormattedMessage
                      id="myBookings.giftCardAt"
                      values={{ venue: card.branch.name }}
                    />
                  )}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
