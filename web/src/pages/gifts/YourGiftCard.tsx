import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { formatWallDate } from '../../app/format/dateTime';
import { PaymentPanel, type PaymentView } from '../payment/PaymentPanel';
import { GiftCardSummary, type GiftCardView } from './GiftCardSummary';
import styles from '../orders/afterBooking.module.css';

/** A card the signed-in customer bought, as the page's loader gives it. */
export interface BoughtCard {
  card: GiftCardView;
  /** Where and when it is e-mailed: '' for no address, or as soon as it is paid. */
  delivery: { email: string; sendOn: string };
  /** Its payment while it waits for one. */
  payment: PaymentView | null;
  /** Why its payment could not start (a userError code). */
  problem: string | null;
}

/** Where the card bought goes to its recipient: on the chosen day, or once paid. */
function SendNote({ email, sendOn }: BoughtCard['delivery']) {
  const intl = useIntl();
  if (!email) return null;
  return (
    <p className={styles.note}>
      {sendOn ? (
        <FormattedMessage
          id="giftsPage.bought.sendsOn"
          values={{ email, date: formatWallDate(intl, sendOn) }}
        />
      ) : (
        <FormattedMessage id="giftsPage.bought.sendsWhenPaid" values={{ email }} />
      )}
    </p>
  );
}

/**
 * The customer's own gift card, at its address (the page with its code): the card, where it is
 * sent, and while it waits for its payment the code to pay it with; then a way to buy another.
 */
export function YourGiftCard({
  bought: { card, delivery, payment, problem },
  timeZone,
  sellsAnother,
}: {
  bought: BoughtCard;
  /** The venue's zone, whose clock a payment's "valid until" is read on. */
  timeZone: string;
  /** The venue sells gift cards: the form is a link away. */
  sellsAnother: boolean;
}) {
  const { pathname } = useLocation();
  const [paidHere, setPaidHere] = useState(false);
  const onPaid = useCallback(() => setPaidHere(true), []);
  const shown = paidHere ? { ...card, state: 'ACTIVE' as const, spendable: true } : card;
  return (
    <section className={styles.card} aria-labelledby="bought-title">
      <h2 id="bought-title" className={styles.subheading}>
        <FormattedMessage id="giftsPage.bought.title" />
      </h2>
      <GiftCardSummary card={shown} />
      {shown.state === 'PENDING' && (
        <p className={styles.note}>
          <FormattedMessage id="giftsPage.bought.pending" />
        </p>
      )}
      {shown.state === 'ACTIVE' && (
        <p className={styles.success}>
          <FormattedMessage id="giftsPage.bought.active" />
        </p>
      )}
      {/* Said of a card waiting for its payment: where it goes once paid (paid here, too). */}
      {card.state === 'PENDING' && <SendNote {...delivery} />}
      {payment && <PaymentPanel initial={payment} timeZone={timeZone} onPaid={onPaid} />}
      {problem && (
        <p className={styles.alert} role="alert">
          <FormattedMessage id={`userError.${problem}`} />
        </p>
      )}
      {sellsAnother && (
        <Link className={styles.secondary} to={pathname}>
          <FormattedMessage id="giftsPage.bought.buyAnother" />
        </Link>
      )}
    </section>
  );
}
