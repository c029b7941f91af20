import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Link,
  useLoaderData,
  useLocation,
  useNavigate,
  useRevalidator,
  type LoaderFunctionArgs,
} from 'react-router';
import { errorCodeOf, loadPageQuery } from '../../../app/data/pageData';
import { loginUrl } from '../../../app/session';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { bookingFailure } from '../../orders/bookingFailure';
import { useTextFieldState } from '../../../components/forms/useTextFieldState';
import { PhoneInput, type PhoneValue } from '../../../components/phone-input/PhoneInput';
import { stepHref, withState } from './bookingState';
import { hasPassed } from './calendarDates';
import { dialCountryOf, fromE164, toE164 } from '../../../components/phone-input/e164';
import { bookable, chosenServices, loadFlow } from './flowData';
import { StepHeader } from './FlowParts';
import { OrderSummary } from './OrderSummary';
import { BookingViewerQuery, CreateOrderMutation, OrderQuoteQuery } from './queries';
import { withNotice } from './stepNotice';
import styles from './booking.module.css';
import { useIdempotencyKey } from '../../../components/forms/useIdempotencyKey';
import { bookingTerms, orderConfirmation } from '../../../routing/paths';

export async function loader(args: LoaderFunctionArgs) {
  const flow = await loadFlow(args);
  const { branch, state } = flow;
  const { viewer } = await loadPageQuery(args.context, args.request, BookingViewerQuery, {});
  const { serviceIds, masterFits } = bookable(branch, state);
  const incomplete = { ...flow, viewer, passed: false, slotFree: false, quote: null };
  if (serviceIds.length === 0 || !masterFits || !state.d || !state.t) {
    return { ...incomplete, complete: false };
  }
  // A time already over at the venue is no longer offered: not because someone else booked it.
  if (hasPassed(state.d, state.t, branch.timeZone)) {
    return { ...incomplete, complete: true, passed: true };
  }
  // The api's own price for exactly this order (for "any", with the master it would get): what
  // the summary shows is what the booking is made at, or nothing is booked (PRICE_CHANGED).
  const { orderQuote } = await loadPageQuery(
    args.context,
    args.request,
    OrderQuoteQuery,
    {
      input: {
        branch: branch.id,
        items: serviceIds.map((serviceId) => ({ serviceId, masterId: state.m ?? null })),
        start: `${state.d}T${state.t}`,
      },
    },
    { fetchPolicy: 'network-only' },
  );
  return {
    ...incomplete,
    complete: true,
    slotFree: orderQuote.quote !== null,
    quote: orderQuote.quote,
  };
}

type Problem = { code: string; field?: string | null };

const contactFields = ['name', 'phone', 'email'];

/**
 * The contact details as the form holds them when it is sent. Read from the form, not from state:
 * a confirm pressed before hydration is replayed by React with the form as it was then, through
 * the action rendered at hydration, whose state may still be the server's.
 */
function contactFrom(form: FormData) {
  const text = (field: string) => {
    const value = form.get(field);
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    name: text('name'),
    phone: toE164({ country: text('phoneCountry'), number: text('phone') }),
    email: text('email') || null,
    comment: text('comment') || null,
    giftCardCode: text('giftCard') || null,
  };
}

/** The dial code offered first: the branch's country, told by its currency. */

/** /book-now/{slug}/order: the summary, contact details and the booking itself (checkout). */
export function Component() {
  const { branch, state, prefix, slug, viewer, complete, passed, slotFree, quote } =
    useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const client = useApolloClient();
  // The quote again with the gift card typed in: what it pays and what is left (or why it cannot).
  const [giftQuote, setGiftQuote] = useState<typeof quote>(null);
  const [giftCardRefused, setGiftCardRefused] = useState(false);
  const quoteGiftCard = async (code: string) => {
    setGiftCardRefused(false);
    if (!quote || code.trim() === '') return setGiftQuote(null);
    const { data } = await client
      .query({
        query: OrderQuoteQuery,
        variables: {
          input: {
            branch: branch.id,
            items: quote.items.map((item) => ({
              serviceId: item.serviceId,
              masterId: item.master.id,
            })),
            start: `${state.d}T${state.t}`,
            giftCardCode: code.trim(),
          },
        },
        fetchPolicy: 'network-only',
      })
      .catch(() => ({ data: undefined }));
    const answer = data?.orderQuote;
    setGiftQuote(answer?.quote ?? null);
    setGiftCardRefused(!!answer?.errors.some((e) => e.code === 'GIFT_CARD_INVALID'));
  };
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const services = chosenServices(branch, state);
  const step = { step: 'order' as const, branch, state, prefix, slug };

  // The fields show what was typed before hydration too (a slow phone shows the form early);
  // the booking reads the form itself (contactFrom).
  const [name, setName, nameField] = useTextFieldState(() =>
    [viewer?.firstName, viewer?.lastName].filter(Boolean).join(' '),
  );
  const [email, setEmail, emailField] = useTextFieldState(viewer?.email ?? '');
  const [phone, setPhone] = useState<PhoneValue>(() =>
    fromE164(viewer?.phone, dialCountryOf(branch.currency)),
  );
  const [comment, setComment, commentField] = useTextFieldState<HTMLTextAreaElement>('');
  const [giftCard, setGiftCard, giftCardField] = useTextFieldState('');
  const [problems, setProblems] = useState<Problem[]>([]);
  const attempt = useIdempotencyKey();
  const [createOrder] = useMutation(CreateOrderMutation);

  const submit = async (form: FormData) => {
    const { name, phone, email, comment, giftCardCode } = contactFrom(form);
    if (!name || !phone) {
      setProblems([
        ...(name ? [] : [{ code: 'VALIDATION', field: 'name' }]),
        ...(phone ? [] : [{ code: 'VALIDATION', field: 'phone' }]),
      ]);
      return;
    }
    try {
      const { data } = await createOrder({
        variables: {
          input: {
            branch: branch.id,
            // The masters the quote named (for "any" too) at the total it showed: exactly that.
            items: quote
              ? quote.items.map((item) => ({ serviceId: item.serviceId, masterId: item.master.id }))
              : services.map((s) => ({ serviceId: s.id, masterId: state.m ?? null })),
            start: `${state.d}T${state.t}`,
            expectedTotal: quote?.total.amount ?? null,
            contact: { name, phone, email },
            comment,
            giftCardCode,
            idempotencyKey: attempt.forAttempt(),
          },
        },
      });
      const payload = data?.createOrder;
      // IN_PROGRESS: the first try is still running; a retry must carry the same key.
      attempt.answered(payload?.errors);
      if (payload?.order) {
        await navigate(orderConfirmation(prefix, payload.order.guid));
        return;
      }
      const errors = payload?.errors ?? [];
      if (errors.some((e) => e.code === 'SLOT_TAKEN' || e.code === 'SLOT_UNAVAILABLE')) {
        // The rest of the selection stays; only the time has to be picked again.
        await navigate(
          withNotice(
            stepHref(prefix, slug, 'calendar', withState(state, { t: undefined })),
            'slotTaken',
          ),
        );
        return;
      }
      // The price moved since the summary was shown: nothing is booked; show the new one.
      if (errors.some((e) => e.code === 'PRICE_CHANGED')) await revalidator.revalidate();
      setProblems(errors.length > 0 ? errors : [{ code: 'UNEXPECTED' }]);
    } catch (error) {
      if (errorCodeOf(error) === 'UNAUTHENTICATED') {
        window.location.assign(loginUrl(location.pathname + location.search));
        return;
      }
      // The same key is kept so sending again cannot book twice; say whether anything was booked.
      setProblems([{ code: bookingFailure(error) }]);
    }
  };

  const problemOf = (field: string) => problems.find((p) => p.field === field);
  // Problems of a field shown beside it; the rest in one alert above the button.
  const general = problems.filter((p) => !contactFields.includes(p.field ?? ''));
  const fieldError = (field: string) =>
    problemOf(field) ? (
      <span id={`${field}-error`} className={styles.fieldError}>
        <FormattedMessage id={`bookingFlow.invalid.${field}`} />
      </span>
    ) : null;

  return (
    <div className={styles.step}>
      <StepHeader {...step} heading="bookingPage.order.heading" />
      <OrderSummary
        branch={branch}
        state={state}
        prefix={prefix}
        slug={slug}
        quote={giftQuote ?? quote}
      />

      {!complete || !slotFree ? (
        <p className={styles.alert} role="alert">
          <FormattedMessage
            id={
              !complete
                ? 'bookingFlow.incomplete'
                : passed
                  ? 'bookingFlow.timePassed'
                  : 'userError.SLOT_TAKEN'
            }
          />{' '}
          <Link to={stepHref(prefix, slug, 'calendar', withState(state, { t: undefined }))}>
            <FormattedMessage id="bookingFlow.pickTime" />
          </Link>
        </p>
      ) : !viewer ? (
        <section className={styles.login} aria-labelledby="login-heading">
          <h2 id="login-heading" className={styles.categoryTitle}>
            <FormattedMessage id="bookingFlow.loginHeading" />
          </h2>
          <p>
            <FormattedMessage id="bookingFlow.loginIntro" />
          </p>
          <a className={styles.nextButton} href={loginUrl(location.pathname + location.search)}>
            <FormattedMessage id="bookingFlow.loginToBook" />
          </a>
        </section>
      ) : (
        // A function action: React captures a confirm pressed before hydration and replays it
        // once hydrated, with the fields as typed (a plain submit would reload the step).
        <form className={styles.form} action={submit} noValidate>
          <h2 className={styles.categoryTitle}>
            <FormattedMessage id="bookingFlow.contactHeading" />
          </h2>
          <label className={styles.field}>
            <span>
              <FormattedMessage id="bookingFlow.name" />
            </span>
            <input
              ref={nameField}
              name="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="name"
              required
              aria-invalid={problemOf('name') ? true : undefined}
              aria-describedby={problemOf('name') ? 'name-error' : undefined}
            />
            {fieldError('name')}
          </label>
          <div className={styles.field}>
            <PhoneInput
              name="phone"
              value={phone}
              onChange={setPhone}
              label={intl.formatMessage({ id: 'bookingFlow.phone' })}
            />
            {fieldError('phone')}
          </div>
          <label className={styles.field}>
            <span>
              <FormattedMessage id="bookingFlow.email" />
            </span>
            <input
              ref={emailField}
              name="email"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
            />
            {fieldError('email')}
          </label>
          <label className={styles.field}>
            <span>
              <FormattedMessage id="bookingFlow.comment" />
            </span>
            <textarea
              ref={commentField}
              name="comment"
              value={comment}
              maxLength={1000}
              onChange={(e) => setComment(e.target.value)}
            />
          </label>
          <label className={styles.field}>
            <span>
              <FormattedMessage id="bookingFlow.giftCard" />
            </span>
            <input
              ref={giftCardField}
              name="giftCard"
              value={giftCard}
              onChange={(e) => setGiftCard(e.target.value)}
              onBlur={(e) => void quoteGiftCard(e.target.value)}
              placeholder="TERM-XXXX-XXXX"
              autoComplete="off"
              aria-invalid={giftCardRefused ? true : undefined}
              aria-describedby={giftCardRefused ? 'giftCard-error' : undefined}
            />
            {giftCardRefused && (
              <span id="giftCard-error" className={styles.fieldError}>
                <FormattedMessage id="bookingFlow.invalid.giftCard" />
              </span>
            )}
          </label>
          <p className={styles.note}>
            <FormattedMessage
              id="bookingFlow.terms"
              values={{
                link: (text) => <Link to={bookingTerms(prefix, slug)}>{text}</Link>,
              }}
            />
          </p>
          {general.length > 0 && (
            <ul className={styles.alert} role="alert">
              {general.map((p) => (
                <li key={`${p.code}:${p.field ?? ''}`}>
                  <FormattedMessage id={`userError.${p.code}`} />
                </li>
              ))}
            </ul>
          )}
          <SubmitButton
            className={styles.nextButton}
            busy={<FormattedMessage id="bookingFlow.booking" />}
          >
            <FormattedMessage id="bookingFlow.confirm" />
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
