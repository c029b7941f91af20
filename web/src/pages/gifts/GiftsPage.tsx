import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, useActionData, useLoaderData, useLocation } from 'react-router';
import { loginUrl } from '../../app/session';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { PaymentPanel } from '../payment/PaymentPanel';
import { BuyGiftCard } from './BuyGiftCard';
import { GiftCardSummary, type GiftCardView } from './GiftCardSummary';
import type { PurchaseAnswer } from './giftPurchase';
import styles from '../orders/afterBooking.module.css';
import type { PayAnswer, loader } from './GiftsPage.data';

function CheckCard({
  code,
  checked,
  loggedIn,
  timeZone,
}: {
  code: string;
  checked: GiftCardView | null;
  loggedIn: boolean;
  /** The venue's zone, whose clock a payment's "valid until" is read on. */
  timeZone: string;
}) {
  const answer = useActionData<PurchaseAnswer | PayAnswer>();
  const paying = answer && 'intent' in answer ? answer : undefined;
  const [paid, setPaid] = useState(false);
  const card =
    checked && paid ? { ...checked, state: 'ACTIVE' as const, spendable: true } : checked;
  return (
    <section className={styles.card} aria-labelledby="check-title">
      <h2 id="check-title" className={styles.subheading}>
        <FormattedMessage id="giftsPage.check.title" />
      </h2>
      {/* A plain GET form: checking works without JavaScript. */}
      <Form method="get" className={styles.form}>
        <div className={styles.field}>
          <label htmlFor="gift-code">
            <FormattedMessage id="giftsPage.check.code" />
          </label>
          <input id="gift-code" name="code" defaultValue={code} placeholder="TERM-XXXX-XXXX" />
        </div>
        <button className={styles.button} type="submit">
          <FormattedMessage id="giftsPage.check.submit" />
        </button>
      </Form>
      {code !== '' &&
        (card ? (
          <>
            <GiftCardSummary card={card} />
            {paid && (
              <p className={styles.success}>
                <FormattedMessage id="giftsPage.bought.active" />
              </p>
            )}
            {/* A card bought and not paid yet: its buyer pays it here, any time later. */}
            {card.state === 'PENDING' && loggedIn && !paying?.payment && (
              <Form method="post" className={styles.form}>
                <input type="hidden" name="intent" value="pay" />
                <input type="hidden" name="code" value={card.code} />
                <SubmitButton className={styles.button}>
                  <FormattedMessage id="giftsPage.check.pay" />
                </SubmitButton>
              </Form>
            )}
            {paying?.payment && !paid && (
              <PaymentPanel
                initial={paying.payment}
                timeZone={timeZone}
                onPaid={() => setPaid(true)}
              />
            )}
            {paying?.problem && (
              <p className={styles.alert} role="alert">
                <FormattedMessage id={`userError.${paying.problem}`} />
              </p>
            )}
          </>
        ) : (
          <p className={styles.alert} role="alert">
            <FormattedMessage id="userError.GIFT_CARD_INVALID" />
          </p>
        ))}
    </section>
  );
}

export function Component() {
  const { branch, code, checked, loggedIn, sendOnRange } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const location = useLocation();
  const heading = intl.formatMessage({ id: 'giftsPage.heading' }, { branch: branch.name });
  return (
    <article className={styles.page}>
      <title>{`${heading} | Termin`}</title>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.note}>
        <FormattedMessage id="giftsPage.intro" />
      </p>
      {!branch.sellsGiftCards ? (
        // A card here could not be paid (api refuses the sale): checking one still works below.
        <p className={styles.note}>
          <FormattedMessage id="giftsPage.notSold" />
        </p>
      ) : loggedIn ? (
        <BuyGiftCard
          branchId={branch.id}
          currency={branch.currency}
          timeZone={branch.timeZone}
          sendOnRange={sendOnRange}
        />
      ) : (
        <p>
          <a className={styles.buttonLink} href={loginUrl(location.pathname + location.search)}>
            <FormattedMessage id="giftsPage.loginToBuy" />
          </a>
        </p>
      )}
      <CheckCard code={code} checked={checked} loggedIn={loggedIn} timeZone={branch.timeZone} />
    </article>
  );
}
