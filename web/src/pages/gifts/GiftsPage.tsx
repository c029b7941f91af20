import { FormattedMessage, useIntl } from 'react-intl';
import { Form, useLoaderData, useLocation } from 'react-router';
import { loginUrl } from '../../app/session';
import { BuyGiftCard } from './BuyGiftCard';
import { GiftCardSummary, type GiftCardView } from './GiftCardSummary';
import { YourGiftCard } from './YourGiftCard';
import styles from '../orders/afterBooking.module.css';
import type { loader } from './GiftsPage.data';

/** Checking a card by its code: its state, balance, and where and until when it is valid. */
function CheckCard({ code, checked }: { code: string; checked: GiftCardView | null }) {
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
        (checked ? (
          <GiftCardSummary card={checked} />
        ) : (
          <p className={styles.alert} role="alert">
            <FormattedMessage id="userError.GIFT_CARD_INVALID" />
          </p>
        ))}
    </section>
  );
}

export function Component() {
  const { branch, code, checked, bought, loggedIn, sendOnRange } = useLoaderData<typeof loader>();
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
      {bought ? (
        // The code is the customer's own card: shown as theirs, with its payment, not as a check
        // (keyed: what one card's payment said here is not another's).
        <YourGiftCard
          key={bought.card.code}
          bought={bought}
          timeZone={branch.timeZone}
          sellsAnother={branch.sellsGiftCards}
        />
      ) : !branch.sellsGiftCards ? (
        // A card here could not be paid (api refuses the sale): checking one still works below.
        <p className={styles.note}>
          <FormattedMessage id="giftsPage.notSold" />
        </p>
      ) : loggedIn ? (
        <BuyGiftCard branchId={branch.id} currency={branch.currency} sendOnRange={sendOnRange} />
      ) : (
        <p>
          <a className={styles.buttonLink} href={loginUrl(location.pathname + location.search)}>
            <FormattedMessage id="giftsPage.loginToBuy" />
          </a>
        </p>
      )}
      <CheckCard code={bought ? '' : code} checked={checked} />
    </article>
  );
}
