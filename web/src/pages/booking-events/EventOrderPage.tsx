import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, useActionData, useLoaderData, Link } from 'react-router';
import { formatMoney } from '../../app/format/money';
import { attemptKeyField, attemptKeyFor } from '../../components/forms/attempt';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { useAdoptEnteredValue } from '../../components/forms/useAdoptEnteredValue';
import { useShell } from '../../app/shell';
import { PhoneInput, type PhoneValue } from '../../components/phone-input/PhoneInput';
import { groupEvents } from '../../routing/paths';
import { ClosedNote, EventFacts } from './eventView';
import styles from '../orders/afterBooking.module.css';
import type { loader, EventOrderAnswer } from './EventOrderPage.data';

const maxSeats = 20;

const contactFields = ['name', 'phone', 'email'];

const seatsOf = (select: HTMLSelectElement) => Number(select.value);

export function Component() {
  const { event, viewer, slug, prefix } = useLoaderData<typeof loader>();
  const answer = useActionData<EventOrderAnswer>();
  const sent = answer?.sent;
  const intl = useIntl();
  // The places picked set the total shown, also when picked before hydration.
  const [seats, setSeats] = useState(sent?.seats ?? 1);
  const seatsField = useRef<HTMLSelectElement>(null);
  useAdoptEnteredValue(seatsField, seatsOf, seats, setSeats);
  // The customer's number as bff wrote it for the field; a visitor's starts in the site's country.
  const { country } = useShell().publicConfig;
  const [phone, setPhone] = useState<PhoneValue>(
    () => sent?.phone ?? viewer?.phoneEntry ?? { country, number: '' },
  );
  const problems = answer?.problems ?? [];
  const heading = intl.formatMessage({ id: 'eventsPage.order.heading' }, { title: event.title });
  const choices = Math.max(0, Math.min(maxSeats, event.seatsLeft));

  const fieldProblem = (field: string) => problems.some((p) => p.field === field);
  // Problems of a contact field are shown beside it; the rest in one alert above the form.
  const general = problems.filter((p) => !contactFields.includes(p.field ?? ''));

  return (
    <article className={styles.page}>
      <title>{`${heading} | Termin`}</title>
      <Link className={styles.secondary} to={groupEvents(prefix, slug, event.id)}>
        <FormattedMessage id="eventsPage.backToEvent" />
      </Link>
      <h1 className={styles.heading}>{heading}</h1>
      <EventFacts event={event} />
      {general.length > 0 && (
        <div className={styles.alert} role="alert">
          {general.map((problem) => (
            <p key={problem.code} className={styles.note}>
              <FormattedMessage
                id={
                  problem.code === 'SOLD_OUT'
                    ? 'eventsPage.order.soldOut'
                    : `userError.${problem.code}`
                }
                values={{ left: event.seatsLeft }}
              />
            </p>
          ))}
        </div>
      )}
      {!event.bookable ? (
        <ClosedNote event={event} />
      ) : (
        // The route's action books: after hydration in the page, before it (or without script)
        // as a post to this URL that bff answers with the same action.
        <Form method="post" className={styles.form} noValidate>
          <input type="hidden" name={attemptKeyField} value={attemptKeyFor(answer)} />
          <div className={styles.field}>
            <label htmlFor="event-seats">
              <FormattedMessage id="eventsPage.order.seats" />
            </label>
            <select
              ref={seatsField}
              id="event-seats"
              name="seats"
              defaultValue={Math.min(seats, choices)}
              onChange={(change) => setSeats(Number(change.target.value))}
            >
              {Array.from({ length: choices }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="event-name">
              <FormattedMessage id="eventsPage.order.name" />
            </label>
            <input
              id="event-name"
              name="name"
              autoComplete="name"
              defaultValue={
                sent?.name ?? [viewer?.firstName, viewer?.lastName].filter(Boolean).join(' ')
              }
              required
              aria-invalid={fieldProblem('name')}
              aria-describedby={fieldProblem('name') ? 'event-name-error' : undefined}
            />
            {fieldProblem('name') && (
              <span id="event-name-error" className={styles.fieldError}>
                <FormattedMessage id="eventsPage.order.nameMissing" />
              </span>
            )}
          </div>
          <div className={styles.field}>
            <PhoneInput
              name="phone"
              value={phone}
              onChange={setPhone}
              label={intl.formatMessage({ id: 'eventsPage.order.phone' })}
              invalid={fieldProblem('phone')}
              describedBy={fieldProblem('phone') ? 'event-phone-error' : undefined}
            />
            {fieldProblem('phone') && (
              <span id="event-phone-error" className={styles.fieldError}>
                <FormattedMessage id="eventsPage.order.phoneInvalid" />
              </span>
            )}
          </div>
          <div className={styles.field}>
            <label htmlFor="event-email">
              <FormattedMessage id="eventsPage.order.email" />
            </label>
            <input
              id="event-email"
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={sent?.email ?? viewer?.email ?? ''}
              aria-invalid={fieldProblem('email')}
              aria-describedby={fieldProblem('email') ? 'event-email-error' : undefined}
            />
            {fieldProblem('email') && (
              <span id="event-email-error" className={styles.fieldError}>
                <FormattedMessage id="eventsPage.order.emailInvalid" />
              </span>
            )}
          </div>
          <div className={styles.field}>
            <label htmlFor="event-comment">
              <FormattedMessage id="eventsPage.order.comment" />
            </label>
            <textarea
              id="event-comment"
              name="comment"
              rows={2}
              maxLength={1000}
              defaultValue={sent?.comment}
            />
          </div>
          <p className={styles.note}>
            <FormattedMessage
              id="eventsPage.order.total"
              values={{
                total: formatMoney(intl, {
                  ...event.price,
                  amount: event.price.amount * Math.min(seats, choices),
                }),
              }}
            />
          </p>
          <SubmitButton className={styles.button}>
            <FormattedMessage id="eventsPage.order.submit" />
          </SubmitButton>
        </Form>
      )}
    </article>
  );
}
