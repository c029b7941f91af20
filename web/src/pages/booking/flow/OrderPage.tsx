import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, useActionData, useLoaderData, useLocation, Link } from 'react-router';
import { useApolloPreload } from '../../../app/data/apolloSource';
import { loginUrl } from '../../../app/session';
import { attemptKeyField, attemptKeyFor } from '../../../components/forms/attempt';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useShell } from '../../../app/shell';
import { PhoneInput, type PhoneValue } from '../../../components/phone-input/PhoneInput';
import { bookingTerms } from '../../../routing/paths';
import { stepHref, withState } from './bookingState';
import type { CheckoutAnswer } from './checkoutAction';
import { StepHeader } from './FlowParts';
import { OrderSummary } from './OrderSummary';
import { CancellationPolicy } from './CancellationPolicy';
import { useContactDraft } from './contactDraft';
import { useGiftCardQuote } from './useGiftCardQuote';
import styles from './booking.module.css';
import type { loader } from './OrderPage.data';

const contactFields = ['name', 'phone', 'email'];

/** /book-now/{slug}/order: the summary, contact details and the booking itself (checkout). */
export function Component() {
  const {
    branch,
    state,
    prefix,
    slug,
    viewer,
    complete,
    passed,
    slotFree,
    quote,
    cancellationClosed,
  } = useLoaderData<typeof loader>();
  const answer = useActionData<CheckoutAnswer>();
  // The quote again with the gift card typed in: what it pays and what is left (or why it cannot).
  const giftCard = useGiftCardQuote(branch.id, quote, `${state.d}T${state.t}`);
  // Booking sends through Apollo, which the checkout does not load with the page.
  const preloadApollo = useApolloPreload();
  const intl = useIntl();
  const location = useLocation();
  const step = { step: 'order' as const, branch, state, prefix, slug };

  // What was sent last, else the customer's own details: the fields are the form's (uncontrolled),
  // so what is typed before hydration stays, and the action reads the form itself.
  const sent = answer?.sent;
  // The customer's number as bff wrote it for the field; a visitor's starts in the site's country.
  const { country } = useShell().publicConfig;
  const [phone, setPhone] = useState<PhoneValue>(
    () => sent?.phone ?? viewer?.phoneEntry ?? { country, number: '' },
  );
  const problems = answer?.problems ?? [];
  // What is typed here outlives going back to change the time, and a reload, in this tab.
  const form = useRef<HTMLFormElement>(null);
  const draft = useContactDraft(
    form,
    `${viewer?.id ?? ''}:${branch.id}`,
    { value: phone, set: setPhone },
    !sent,
  );

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
        quote={giftCard.quote ?? quote}
      />
      {complete && slotFree && quote && (
        <CancellationPolicy
          cancellableUntil={quote.cancellableUntil}
          closed={cancellationClosed}
          windowMinutes={branch.cancellationWindowMinutes}
          timeZone={branch.timeZone}
          phone={branch.phone}
        />
      )}

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
        // The route's action books: after hydration in the page, before it (or without script)
        // as a post to this URL that bff answers with the same action.
        <Form
          ref={form}
          method="post"
          className={styles.form}
          noValidate
          onFocus={preloadApollo}
          onChange={draft.save}
          onSubmit={draft.forget}
        >
          {quote?.items.map((item) => (
            <input
              key={`${item.serviceId}:${item.master.id}`}
              type="hidden"
              name="item"
              value={`${item.serviceId}:${item.master.id}`}
            />
          ))}
          <input type="hidden" name="expectedTotal" value={quote?.total.amount ?? ''} />
          <input type="hidden" name={attemptKeyField} value={attemptKeyFor(answer)} />
          <h2 className={styles.categoryTitle}>
            <FormattedMessage id="bookingFlow.contactHeading" />
          </h2>
          <label className={styles.field}>
            <span>
              <FormattedMessage id="bookingFlow.name" />
            </span>
            <input
              name="name"
              defaultValue={
                sent?.name ?? [viewer?.firstName, viewer?.lastName].filter(Boolean).join(' ')
              }
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
              invalid={!!problemOf('phone')}
              describedBy={problemOf('phone') ? 'phone-error' : undefined}
            />
            {fieldError('phone')}
          </div>
          <label className={styles.field}>
            <span>
              <FormattedMessage id="bookingFlow.email" />
            </span>
            <input
              name="email"
              type="email"
              defaultValue={sent?.email ?? viewer?.email ?? ''}
              autoComplete="email"
              aria-invalid={problemOf('email') ? true : undefined}
              aria-describedby={problemOf('email') ? 'email-error' : undefined}
            />
            {fieldError('email')}
          </label>
          <label className={styles.field}>
            <span>
              <FormattedMessage id="bookingFlow.comment" />
            </span>
            <textarea name="comment" defaultValue={sent?.comment} maxLength={1000} />
          </label>
          <label className={styles.field}>
            <span>
              <FormattedMessage id="bookingFlow.giftCard" />
            </span>
            <input
              name="giftCard"
              defaultValue={sent?.giftCard}
              onBlur={(e) => void giftCard.check(e.target.value)}
              placeholder="TERM-XXXX-XXXX"
              autoComplete="off"
              aria-invalid={giftCard.refused ? true : undefined}
              aria-describedby={giftCard.refused ? 'giftCard-error' : undefined}
            />
            {giftCard.refused && (
              <span id="giftCard-error" className={styles.fieldError}>
                <FormattedMessage id="bookingFlow.invalid.giftCard" />
              </span>
            )}
          </label>
          <p className={styles.note}>
            <FormattedMessage
              id="bookingFlow.terms"
              values={{
                link: (text) => (
                  <Link key="terms" to={bookingTerms(prefix, slug)}>
                    {text}
                  </Link>
                ),
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
        </Form>
      )}
    </div>
  );
}
