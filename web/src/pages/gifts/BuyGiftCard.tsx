import { FormattedMessage, useIntl } from 'react-intl';
import { Form, useActionData } from 'react-router';
import { formatMoney } from '../../app/format/money';
import { attemptKeyField, attemptKeyFor } from '../../components/forms/attempt';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { purchaseProblems, type PurchaseAnswer } from './giftPurchase';
import styles from '../orders/afterBooking.module.css';

/** The amounts offered per currency, in major units (inside the api's limits). */
export const giftAmounts: Record<string, number[]> = {
  RSD: [2000, 5000, 10000, 20000],
  EUR: [20, 50, 100, 200],
  BAM: [40, 100, 200, 400],
  RUB: [2000, 5000, 10000, 20000],
};

const problemMessage = (problem: string) =>
  (purchaseProblems as readonly string[]).includes(problem)
    ? `giftsPage.buy.${problem}`
    : `userError.${problem}`;

/**
 * Buying a gift card for the branch: amount, recipient, the e-mail and day it is sent on, and a
 * message. Once bought, the page is the card's own (YourGiftCard); a refusal comes back here.
 */
export function BuyGiftCard({
  branchId,
  currency,
  sendOnRange,
}: {
  branchId: string;
  currency: string;
  /** The days (YYYY-MM-DD at the branch) the card may be e-mailed on. */
  sendOnRange: { min: string; max: string };
}) {
  const intl = useIntl();
  const amounts = giftAmounts[currency] ?? giftAmounts.RSD!;
  const answer = useActionData<PurchaseAnswer>();
  const { problem, sent } = answer ?? {};

  return (
    <section className={styles.card} aria-labelledby="buy-title">
      <h2 id="buy-title" className={styles.subheading}>
        <FormattedMessage id="giftsPage.buy.title" />
      </h2>
      {/* Posted to the route's action: in the page once hydrated, before that (or without
          script) to this URL, which bff answers with the same action. */}
      <Form method="post" className={styles.form} noValidate>
        <input type="hidden" name="branch" value={branchId} />
        <input type="hidden" name={attemptKeyField} value={attemptKeyFor(answer)} />
        <div className={styles.field}>
          <label htmlFor="gift-amount">
            <FormattedMessage id="giftsPage.buy.amount" />
          </label>
          <select id="gift-amount" name="amount" defaultValue={sent?.amount ?? amounts[1]}>
            {amounts.map((value) => (
              <option key={value} value={value}>
                {formatMoney(intl, { amount: value * 100, currency })}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="gift-recipient">
            <FormattedMessage id="giftsPage.buy.recipient" />
          </label>
          <input
            id="gift-recipient"
            name="recipient"
            defaultValue={sent?.recipient}
            required
            aria-invalid={problem === 'recipientMissing'}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="gift-email">
            <FormattedMessage id="giftsPage.buy.email" />
          </label>
          <input
            id="gift-email"
            name="email"
            type="email"
            defaultValue={sent?.email}
            aria-invalid={problem === 'sendOnNeedsEmail' || problem === 'emailInvalid'}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="gift-send-on">
            <FormattedMessage id="giftsPage.buy.sendOn" />
          </label>
          <input
            id="gift-send-on"
            name="sendOn"
            type="date"
            min={sendOnRange.min}
            max={sendOnRange.max}
            defaultValue={sent?.sendOn}
            aria-describedby="gift-send-on-hint"
            aria-invalid={problem === 'sendOnInvalid'}
          />
          <small id="gift-send-on-hint">
            <FormattedMessage id="giftsPage.buy.sendOnHint" />
          </small>
        </div>
        <div className={styles.field}>
          <label htmlFor="gift-message">
            <FormattedMessage id="giftsPage.buy.message" />
          </label>
          <textarea
            id="gift-message"
            name="message"
            rows={2}
            maxLength={500}
            defaultValue={sent?.message}
          />
        </div>
        {problem && (
          <p className={styles.alert} role="alert">
            <FormattedMessage id={problemMessage(problem)} />
          </p>
        )}
        <SubmitButton className={styles.button}>
          <FormattedMessage id="giftsPage.buy.submit" />
        </SubmitButton>
      </Form>
    </section>
  );
}
