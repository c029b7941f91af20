import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';
import { navigationContext } from '../../app/navigation/pipeline';
import { loginUrl } from '../../app/session';
import { keepFieldsOnReset, sentText } from '../../components/forms/formAction';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { useAdoptEnteredValue } from '../../components/forms/useAdoptEnteredValue';
import { useTextFieldState } from '../../components/forms/useTextFieldState';
import { formatMoney } from '../../app/format/money';
import { PaymentPanel, type PaymentView } from '../payment/PaymentPanel';
import { PaymentFields } from '../payment/queries';
import { GiftCardSummary, type GiftCardView } from './GiftCardSummary';
import {
  BuyGiftCardMutation,
  GiftCardFields,
  GiftsPageQuery,
  StartGiftCardPaymentMutation,
} from './queries';
import styles from '../orders/afterBooking.module.css';
import { useIdempotencyKey } from '../../components/forms/useIdempotencyKey';

/** The amounts offered per currency, in major units (inside the api's limits). */
export const giftAmounts: Record<string, number[]> = {
  RSD: [2000, 5000, 10000, 20000],
  EUR: [20, 50, 100, 200],
  BAM: [40, 100, 200, 400],
  RUB: [2000, 5000, 10000, 20000],
};

/** /book-now/{slug}/gifts: check a gift card's balance (?code=) and buy one for the branch. */
export async function loader(args: LoaderFunctionArgs) {
  const code = new URL(args.request.url).searchParams.get('code')?.trim() ?? '';
  const data = await loadPageQuery(
    args.context,
    args.request,
    GiftsPageQuery,
    { slug: args.params.slug ?? '', code, withCode: code !== '' },
    { found: (answer) => answer.branchGeneral !== null, fetchPolicy: 'network-only' },
  );
  return {
    branch: data.branchGeneral!,
    code,
    checked: data.giftCard ? getFragmentData(GiftCardFields, data.giftCard) : null,
    loggedIn: args.context.get(navigationContext)?.loggedIn ?? false,
  };
}

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

const amountOf = (select: HTMLSelectElement) => Number(select.value);

/** The purchase as the form holds it when it is sent (read from the form: see sentText). */
function purchaseFrom(form: FormData) {
  return {
    amount: Number(sentText(form, 'amount')),
    recipient: sentText(form, 'recipient'),
    email: sentText(form, 'email') || null,
    message: sentText(form, 'message') || null,
  };
}

function BuyCard({ branchId, currency }: { branchId: string; currency: string }) {
  const intl = useIntl();
  const amounts = giftAmounts[currency] ?? giftAmounts.RSD!;
  // What was picked and typed before hydration is kept.
  const [amount, setAmount] = useState(amounts[1]!);
  const amountField = useRef<HTMLSelectElement>(null);
  useAdoptEnteredValue(amountField, amountOf, amount, setAmount);
  const [recipient, setRecipient, recipientField] = useTextFieldState('');
  const [email, setEmail, emailField] = useTextFieldState('');
  const [message, setMessage, messageField] = useTextFieldState<HTMLTextAreaElement>('');
  const [problem, setProblem] = useState<string | null>(null);
  const [card, setCard] = useState<GiftCardView | null>(null);
  const [payment, setPayment] = useState<PaymentView | null>(null);
  const [paid, setPaid] = useState(false);
  const attempt = useIdempotencyKey();
  const [buy] = useMutation(BuyGiftCardMutation);
  const [startPayment] = useMutation(StartGiftCardPaymentMutation);

  const submit = async (form: FormData) => {
    const { amount, recipient, email, message } = purchaseFrom(form);
    if (!recipient) {
      setProblem('recipientMissing');
      return;
    }
    try {
      const { data } = await buy({
        variables: {
          input: {
            branch: branchId,
            amount: amount * 100,
            recipientName: recipient,
            recipientEmail: email,
            message,
            idempotencyKey: attempt.forAttempt(),
          },
        },
      });
      attempt.answered(data?.buyGiftCard.errors);
      const bought = data?.buyGiftCard.giftCard;
      if (!bought) {
        setProblem(data?.buyGiftCard.errors[0]?.code ?? 'UNEXPECTED');
        return;
      }
      const view = getFragmentData(GiftCardFields, bought);
      setCard(view);
      setProblem(null);
      const started = await startPayment({ variables: { input: { code: view.code } } });
      const pending = started.data?.startGiftCardPayment.payment;
      if (pending) setPayment(getFragmentData(PaymentFields, pending));
      else setProblem(started.data?.startGiftCardPayment.errors[0]?.code ?? 'UNEXPECTED');
    } catch {
      setProblem('UNEXPECTED');
    }
  };

  if (card)
    return (
      <section className={styles.card} aria-labelledby="bought-title">
        <h2 id="bought-title" className={styles.subheading}>
          <FormattedMessage id="giftsPage.bought.title" />
        </h2>
        <GiftCardSummary card={paid ? { ...card, state: 'ACTIVE', spendable: true } : card} />
        <p className={paid ? styles.success : styles.note}>
          <FormattedMessage id={paid ? 'giftsPage.bought.active' : 'giftsPage.bought.pending'} />
        </p>
        {payment && <PaymentPanel initial={payment} onPaid={() => setPaid(true)} />}
        {problem && (
          <p className={styles.alert} role="alert">
            <FormattedMessage id={`userError.${problem}`} />
          </p>
        )}
      </section>
    );

  return (
    <section className={styles.card} aria-labelledby="buy-title">
      <h2 id="buy-title" className={styles.subheading}>
        <FormattedMessage id="giftsPage.buy.title" />
      </h2>
      {/* A function action: React captures a Buy pressed before hydration and replays it once
          hydrated, with the fields as typed (a plain submit would reload the page). */}
      <form className={styles.form} action={submit} onReset={keepFieldsOnReset} noValidate>
        <div className={styles.field}>
          <label htmlFor="gift-amount">
            <FormattedMessage id="giftsPage.buy.amount" />
          </label>
          <select
            ref={amountField}
            id="gift-amount"
            name="amount"
            value={amount}
            onChange={(e) => setAmount(Number(e.target.value))}
          >
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
            ref={recipientField}
            id="gift-recipient"
            name="recipient"
            value={recipient}
            required
            aria-invalid={problem === 'recipientMissing'}
            onChange={(e) => setRecipient(e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="gift-email">
            <FormattedMessage id="giftsPage.buy.email" />
          </label>
          <input
            ref={emailField}
            id="gift-email"
            name="email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="gift-message">
            <FormattedMessage id="giftsPage.buy.message" />
          </label>
          <textarea
            ref={messageField}
            id="gift-message"
            name="message"
            rows={2}
            maxLength={500}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </div>
        {problem && (
          <p className={styles.alert} role="alert">
            <FormattedMessage
              id={
                problem === 'recipientMissing'
                  ? 'giftsPage.buy.recipientMissing'
                  : `userError.${problem}`
              }
            />
          </p>
        )}
        <SubmitButton className={styles.button}>
          <FormattedMessage id="giftsPage.buy.submit" />
        </SubmitButton>
      </form>
    </section>
  );
}

export function Component() {
  const { branch, code, checked, loggedIn } = useLoaderData<typeof loader>();
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
      {loggedIn ? (
        <BuyCard branchId={branch.id} currency={branch.currency} />
      ) : (
        <p>
          <a className={styles.buttonLink} href={loginUrl(location.pathname + location.search)}>
            <FormattedMessage id="giftsPage.loginToBuy" />
          </a>
        </p>
      )}
      <CheckCard code={code} checked={checked} />
    </article>
  );
}
