import { useApolloClient, useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';
import { keepFieldsOnReset, sentText } from '../../components/forms/formAction';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { useAdoptEnteredValue } from '../../components/forms/useAdoptEnteredValue';
import { useTextFieldState } from '../../components/forms/useTextFieldState';
import { PhoneInput, type PhoneValue } from '../../components/phone-input/PhoneInput';
import { dialCountryOf, fromE164, toE164 } from '../../components/phone-input/e164';
import { bookingFailure } from '../orders/bookingFailure';
import { prefixOf, requireCustomer } from '../orders/customerPage';
import { formatMoney } from '../../app/format/money';
import { EventFacts, heldAt } from './eventView';
import { BookEventMutation, EventOrderQuery, GroupEventFields, GroupEventQuery } from './queries';
import styles from '../orders/afterBooking.module.css';
import { useIdempotencyKey } from '../../components/forms/useIdempotencyKey';
import { eventConfirmation, groupEvents } from '../../routing/paths';

/** /book-now/{slug}/group/{eventId}/order: book places on an event (needs a session). */
export async function loader(args: LoaderFunctionArgs) {
  requireCustomer(args);
  const data = await loadPageQuery(
    args.context,
    args.request,
    EventOrderQuery,
    { id: args.params.eventId ?? '' },
    {
      found: (answer) =>
        answer.groupEvent !== null &&
        heldAt(args.params.slug ?? '', getFragmentData(GroupEventFields, answer.groupEvent)),
      fetchPolicy: 'network-only',
    },
  );
  return {
    event: getFragmentData(GroupEventFields, data.groupEvent!),
    viewer: data.viewer,
    slug: args.params.slug ?? '',
    prefix: prefixOf(args.params),
  };
}

const maxSeats = 20;

const seatsOf = (select: HTMLSelectElement) => Number(select.value);

/** The booking as the form holds it when it is sent (read from the form: see sentText). */
function bookingFrom(form: FormData) {
  return {
    seats: Number(sentText(form, 'seats')) || 1,
    name: sentText(form, 'name'),
    phone:
      toE164({ country: sentText(form, 'phoneCountry'), number: sentText(form, 'phone') }) ?? '',
    email: sentText(form, 'email') || null,
    comment: sentText(form, 'comment') || null,
  };
}

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [event, setEvent] = useState(loaded.event);
  // The fields show what was picked and typed before hydration too; the booking reads the form.
  const [seats, setSeats] = useState(1);
  const seatsField = useRef<HTMLSelectElement>(null);
  useAdoptEnteredValue(seatsField, seatsOf, seats, setSeats);
  const [name, setName, nameField] = useTextFieldState(() =>
    [loaded.viewer?.firstName, loaded.viewer?.lastName].filter(Boolean).join(' '),
  );
  const [phone, setPhone] = useState<PhoneValue>(() =>
    fromE164(loaded.viewer?.phone, dialCountryOf(loaded.event.price.currency)),
  );
  const [email, setEmail, emailField] = useTextFieldState(loaded.viewer?.email ?? '');
  const [comment, setComment, commentField] = useTextFieldState<HTMLTextAreaElement>('');
  const [problems, setProblems] = useState<{ code: string; field?: string | null }[]>([]);
  const attempt = useIdempotencyKey();
  const [book] = useMutation(BookEventMutation);
  const heading = intl.formatMessage({ id: 'eventsPage.order.heading' }, { title: event.title });
  const choices = Math.max(0, Math.min(maxSeats, event.seatsLeft));

  const refreshSeats = async () => {
    const { data } = await client.query({
      query: GroupEventQuery,
      variables: { id: event.id },
      fetchPolicy: 'network-only',
    });
    if (data?.groupEvent) setEvent(getFragmentData(GroupEventFields, data.groupEvent));
  };

  const submit = async (form: FormData) => {
    const { seats, name, phone, email, comment } = bookingFrom(form);
    const invalid = [
      ...(name ? [] : [{ code: 'VALIDATION', field: 'name' }]),
      ...(phone ? [] : [{ code: 'VALIDATION', field: 'phone' }]),
    ];
    if (invalid.length > 0) {
      setProblems(invalid);
      return;
    }
    try {
      const { data } = await book({
        variables: {
          input: {
            eventId: event.id,
            seats,
            contact: { name, phone, email },
            comment,
            idempotencyKey: attempt.forAttempt(),
          },
        },
      });
      const payload = data?.bookEvent;
      attempt.answered(payload?.errors);
      if (payload?.booking) {
        await navigate(eventConfirmation(loaded.prefix, payload.booking.guid));
        return;
      }
      const errors = payload?.errors ?? [];
      setProblems(errors.length > 0 ? errors : [{ code: 'UNEXPECTED' }]);
      // Somebody else took the places: show how many are left now.
      if (errors.some((e) => e.code === 'SOLD_OUT')) await refreshSeats().catch(() => undefined);
    } catch (error) {
      // The same key is kept, so sending again cannot book twice; say whether anything was booked.
      setProblems([{ code: bookingFailure(error) }]);
    }
  };

  const fieldProblem = (field: string) => problems.some((p) => p.field === field);
  const general = problems.filter((p) => p.field !== 'name' && p.field !== 'phone');

  return (
    <article className={styles.page}>
      <title>{`${heading} | Termin`}</title>
      <Link className={styles.secondary} to={groupEvents(loaded.prefix, loaded.slug, event.id)}>
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
      {choices === 0 ? (
        <p className={styles.note}>
          <FormattedMessage id="eventsPage.notBookable" />
        </p>
      ) : (
        // A function action: React captures a press of Book before hydration and replays it once
        // hydrated, with the fields as typed (a plain submit would reload the page).
        <form className={styles.form} action={submit} onReset={keepFieldsOnReset} noValidate>
          <div className={styles.field}>
            <label htmlFor="event-seats">
              <FormattedMessage id="eventsPage.order.seats" />
            </label>
            <select
              ref={seatsField}
              id="event-seats"
              name="seats"
              value={Math.min(seats, choices)}
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
              ref={nameField}
              id="event-name"
              name="name"
              autoComplete="name"
              value={name}
              required
              aria-invalid={fieldProblem('name')}
              aria-describedby={fieldProblem('name') ? 'event-name-error' : undefined}
              onChange={(change) => setName(change.target.value)}
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
              ref={emailField}
              id="event-email"
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(change) => setEmail(change.target.value)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="event-comment">
              <FormattedMessage id="eventsPage.order.comment" />
            </label>
            <textarea
              ref={commentField}
              id="event-comment"
              name="comment"
              rows={2}
              maxLength={1000}
              value={comment}
              onChange={(change) => setComment(change.target.value)}
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
        </form>
      )}
    </article>
  );
}
