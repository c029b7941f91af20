import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form } from 'react-router';
import { formatVenueDateTime } from '../../app/format/dateTime';
import { formatMoney, type MoneyValue } from '../../app/format/money';
import { attemptKeyField, attemptKeyFor } from '../../components/forms/attempt';
import { SubmitButton } from '../../components/forms/SubmitButton';
import type { CancelAnswer } from './cancelAction';
import { PaymentReturned } from './PaymentReturned';
import { VenuePhone } from './VenuePhone';
import styles from './afterBooking.module.css';

/**
 * The cancel part of a customer's booking page (an order or a group-event booking): cancelled,
 * or the window's terms, the last refusal and, while the policy allows, the form that posts to
 * the page's action (cancelAction.ts).
 */
export function CancelPanel({
  guid,
  cancelled,
  giftCardAmount,
  amountPaid,
  canCancel,
  timeZone,
  phone,
  window,
  answer,
}: {
  guid: string;
  cancelled: boolean;
  /** What a gift card paid: back on the card once cancelled, said only when there was any. */
  giftCardAmount: MoneyValue;
  /**
   * What the customer paid the venue (an order's IPS payment): the venue returns it once the
   * booking is cancelled, said before and after.
   */
  amountPaid?: MoneyValue;
  canCancel: boolean;
  /** The venue's zone: a deadline in a refusal is the venue's local time. */
  timeZone: string;
  /** The venue's number: a refusal tells the customer to call it. */
  phone: string;
  /** The cancellation window's terms while the booking is active. */
  window: ReactNode;
  answer: CancelAnswer | undefined;
}) {
  const intl = useIntl();
  const refusal = answer?.refusal;
  const paid = amountPaid !== undefined && amountPaid.amount > 0;
  return (
    <>
      {cancelled ? (
        <p className={styles.success} role="status">
          <FormattedMessage id="ordersPage.cancel.done" />
          {giftCardAmount.amount > 0 && (
            <>
              {' '}
              <FormattedMessage
                id="ordersPage.cancel.giftCardBack"
                values={{ amount: formatMoney(intl, giftCardAmount) }}
              />
            </>
          )}
          {paid && (
            <>
              {' '}
              <PaymentReturned amount={amountPaid} phone={phone} />
            </>
          )}
        </p>
      ) : (
        window
      )}
      {refusal && !cancelled && (
        <p className={styles.alert} role="alert">
          {refusal.code === 'OUTSIDE_CANCELLATION_WINDOW' && refusal.cancellableUntil ? (
            <FormattedMessage
              id="ordersPage.window.closedAt"
              values={{
                deadline: formatVenueDateTime(intl, refusal.cancellableUntil, timeZone),
                phone: <VenuePhone key="phone" phone={phone} />,
              }}
            />
          ) : (
            <FormattedMessage id={`userError.${refusal.code}`} />
          )}
        </p>
      )}
      {canCancel && !cancelled && (
        <Form method="post" className={styles.form}>
          <input type="hidden" name="guid" value={guid} />
          <input type="hidden" name={attemptKeyField} value={attemptKeyFor(answer)} />
          <div className={styles.field}>
            <label htmlFor="cancel-reason">
              <FormattedMessage id="ordersPage.cancel.reason" />
            </label>
            <textarea
              id="cancel-reason"
              name="reason"
              rows={3}
              maxLength={500}
              defaultValue={answer?.reason}
            />
          </div>
          {paid && (
            <p className={styles.note}>
              <FormattedMessage
                id="ordersPage.cancel.paidNote"
                values={{ amount: formatMoney(intl, amountPaid) }}
              />
            </p>
          )}
          <SubmitButton className={styles.button}>
            <FormattedMessage id="ordersPage.cancel.submit" />
          </SubmitButton>
        </Form>
      )}
    </>
  );
}
