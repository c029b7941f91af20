import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { giftCards } from '../../routing/paths';
import { GiftCardSummary } from '../gifts/GiftCardSummary';
import { BookingTabs } from './BookingTabs';
import styles from './MyBookings.module.css';
import type { loader } from './MyGiftCardsPage.data';

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
