import { graphql } from '../../__generated__';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData } from '../../__generated__';
import type { PaymentFieldsFragment } from '../../__generated__/graphql';
import { formatVenueTime } from '../../app/format/dateTime';
import { formatMoney } from '../../app/format/money';
import { PaymentStatusQuery, SimulatePaymentMutation } from './queries';
import { PaidFact } from './PaidFact';
import { paymentQrImage } from './paymentQrImage';
import { TransferDetails } from './TransferDetails';
import styles from '../orders/afterBooking.module.css';

/** A payment as PaymentPanel below shows it (and follows it until paid). */
export const PaymentFields = graphql(`
  fragment PaymentFields on Payment {
    id
    status
    amount {
      amount
      currency
    }
    reference
    qrSvg
    transfer {
      payee
      place
      account
      amount
      paymentCode
      purpose
      model
      reference
    }
    expiresAt
    paidAt
    demoSwitch
  }
`);

export type PaymentView = PaymentFieldsFragment;

/** How often a pending payment's status is asked for. */
export const pollMs = 3000;

/** The QR code as an image: the SVG bff rendered from the NBS payload. */
export const qrImageSource = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * An IPS QR payment: the code to scan, and for a phone that cannot scan its own screen the code as
 * a picture to save and the transfer's details to copy (the NBS IPS standard has no link that
 * opens a bank app); then the status, which follows the bank's notice by polling while it is
 * pending (announced to screen readers when it changes), and once paid what was paid and when.
 */
export function PaymentPanel({
  initial,
  timeZone,
  onPaid,
}: {
  initial: PaymentView;
  /** The venue's IANA zone: the code's "valid until" and the time it was paid are its clock. */
  timeZone: string;
  onPaid?: () => void;
}) {
  const intl = useIntl();
  const client = useApolloClient();
  const [payment, setPayment] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [simulate, { loading }] = useMutation(SimulatePaymentMutation);
  const pending = payment.status === 'PENDING';

  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      client
        .query({
          query: PaymentStatusQuery,
          variables: { id: payment.id },
          fetchPolicy: 'network-only',
        })
        .then(({ data }) => {
          if (data?.payment) setPayment(getFragmentData(PaymentFields, data.payment));
        })
        .catch(() => {
          // A missed poll is retried on the next tick.
        });
    }, pollMs);
    return () => clearInterval(timer);
  }, [client, payment.id, pending]);

  useEffect(() => {
    if (payment.status === 'PAID') onPaid?.();
  }, [payment.status, onPaid]);

  const markPaid = async () => {
    try {
      const { data } = await simulate({ variables: { input: { paymentId: payment.id } } });
      const paid = data?.simulatePayment.payment;
      // The page learns it the way a real payment arrives: by the next poll.
      if (!paid) setProblem(data?.simulatePayment.errors[0]?.code ?? 'UNEXPECTED');
    } catch {
      setProblem('UNEXPECTED');
    }
  };

  const amount = formatMoney(intl, payment.amount);
  return (
    <section className={styles.card} aria-labelledby="payment-title">
      <h2 id="payment-title" className={styles.subheading}>
        <FormattedMessage id={pending ? 'paymentPage.qrTitle' : 'paymentPage.paymentTitle'} />
      </h2>
      {pending && (
        <>
          <img
            className={styles.qr}
            src={qrImageSource(payment.qrSvg)}
            alt={intl.formatMessage({ id: 'paymentPage.qrAlt' }, { amount })}
            width={240}
            height={240}
          />
          <p className={styles.note}>
            <FormattedMessage id="paymentPage.howTo" />
          </p>
          <a
            className={styles.secondary}
            href={paymentQrImage(payment.id)}
            download={`ips-qr-${payment.reference}.png`}
          >
            <FormattedMessage id="paymentPage.saveQr" />
          </a>
          <h3 className={styles.minorHeading}>
            <FormattedMessage id="paymentPage.details.title" />
          </h3>
          <p className={styles.note}>
            <FormattedMessage id="paymentPage.details.hint" />
          </p>
          <TransferDetails transfer={payment.transfer} currency={payment.amount.currency} />
        </>
      )}
      <dl className={styles.facts}>
        {payment.status === 'PAID' && payment.paidAt ? (
          <PaidFact amount={payment.amount} paidAt={payment.paidAt} timeZone={timeZone} />
        ) : (
          !pending && (
            <div>
              <dt>
                <FormattedMessage id="paymentPage.amount" />
              </dt>
              <dd>{amount}</dd>
            </div>
          )
        )}
        {!pending && (
          <div>
            <dt>
              <FormattedMessage id="paymentPage.reference" />
            </dt>
            <dd>{payment.reference}</dd>
          </div>
        )}
        {pending && (
          <div>
            <dt>
              <FormattedMessage id="paymentPage.validUntil" />
            </dt>
            <dd>{formatVenueTime(intl, payment.expiresAt, timeZone)}</dd>
          </div>
        )}
      </dl>
      <p
        className={payment.status === 'PAID' ? styles.success : styles.badge}
        role="status"
        aria-live="polite"
      >
        <FormattedMessage id={`paymentPage.status.${payment.status}`} />
      </p>
      {problem && (
        <p className={styles.alert} role="alert">
          <FormattedMessage id={`userError.${problem}`} />
        </p>
      )}
      {pending && payment.demoSwitch && (
        <div className={styles.actions}>
          <button className={styles.button} type="button" onClick={markPaid} disabled={loading}>
            <FormattedMessage id="paymentPage.demoPay" />
          </button>
          <span className={styles.note}>
            <FormattedMessage id="paymentPage.demoNote" />
          </span>
        </div>
      )}
    </section>
  );
}
