import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Await, Form, useActionData, useLoaderData, Link } from 'react-router';
import { formatUtcOffset, formatWallDateTime } from '../../app/format/dateTime';
import { formatDuration } from '../../app/format/duration';
import { formatMoney } from '../../app/format/money';
import { usePendingSearch } from '../../app/navigation/usePendingSearch';
import { attemptKeyField, attemptKeyFor } from '../../components/forms/attempt';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { orderDetails } from '../../routing/paths';
import { FreeTimesFailed, FreeTimesLoading } from '../booking/flow/FreeTimesPending';
import { isFreeTime, WeekCalendar, type CalendarChoice } from '../booking/flow/WeekCalendar';
import type { MoveAnswer } from './moveAction';
import { moveHref, moveState, movedMasterId, type MoveState } from './moveState';
import { BookingFacts } from './BookingOverview';
import { windowMinutes } from './bookingFields';
import { VenuePhone } from './VenuePhone';
import { MoveTimesPending } from './MoveTimesPending';
import { VisitParts } from '../../components/visit-parts/VisitParts';
import flow from '../booking/flow/booking.module.css';
import styles from './afterBooking.module.css';
import type { freeTimes, loader } from './OrderReschedulePage.data';

type Times = Awaited<ReturnType<typeof freeTimes>>;

export function Component() {
  const data = useLoaderData<typeof loader>();
  const { order, times, prefix } = data;
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'ordersPage.move.heading' });
  return (
    <article className={styles.page}>
      <title>{`${heading} | Termin`}</title>
      <h1 className={styles.heading}>{heading}</h1>
      <BookingFacts booking={order} />
      {!order.canReschedule || !times ? (
        <p className={styles.alert} role="alert">
          <FormattedMessage
            id={
              order.status === 'CANCELLED' ? 'ordersPage.move.cancelled' : 'ordersPage.move.closed'
            }
            values={{ phone: <VenuePhone key="phone" phone={order.branch.phone} /> }}
          />
        </p>
      ) : (
        <Suspense
          fallback={
            <MoveTimesPending>
              <FreeTimesLoading />
            </MoveTimesPending>
          }
        >
          <Await
            resolve={times}
            errorElement={
              <MoveTimesPending>
                <FreeTimesFailed />
              </MoveTimesPending>
            }
          >
            {(shown: Times) => <MoveChoices {...data} times={shown} />}
          </Await>
        </Suspense>
      )}
      <Link className={styles.secondary} to={orderDetails(prefix, order.guid)}>
        <FormattedMessage id="ordersPage.backToOrder" />
      </Link>
    </article>
  );
}

type PageData = ReturnType<typeof useLoaderData<typeof loader>>;
type ChoicesProps = Omit<PageData, 'times'> & { times: Times };

/** Who and when: the team, the week's free times, and the form that moves the order. */
function MoveChoices(props: ChoicesProps) {
  const { order, times, state, base, ownMaster } = props;
  const { team, days, dates, today, previous, next } = times;
  const answer = useActionData<MoveAnswer>();
  const intl = useIntl();
  const pending = usePendingSearch();
  const chosenMaster = state.m ?? ownMaster ?? 'any';
  const href = (choice: CalendarChoice) => {
    // A day of another week (the week links) starts that week; today's week needs no `w`.
    const w = dates.includes(choice.d) ? dates[0] : choice.d;
    return moveHref(base, { m: state.m, w: w === today ? undefined : w, ...choice });
  };
  const masterHref = (m: string) =>
    moveHref(base, { m: m === ownMaster ? undefined : m, w: state.w });
  return (
    <>
      <section aria-labelledby="move-master" className={styles.card}>
        <h2 id="move-master" className={styles.subheading}>
          <FormattedMessage id="ordersPage.move.master" />
        </h2>
        {team.length === 0 && (
          <p className={styles.note}>
            <FormattedMessage id="ordersPage.move.severalMasters" />
          </p>
        )}
        <ul className={flow.list}>
          {[{ id: 'any', name: null, price: null }, ...team].map((master) => {
            const selected = master.id === chosenMaster;
            return (
              <li key={master.id}>
                <Link
                  className={`${flow.option} ${selected ? flow.selected : ''}`}
                  to={masterHref(master.id)}
                  replace
                  preventScrollReset
                  aria-current={selected ? 'true' : undefined}
                >
                  <span className={flow.optionMain}>
                    <span className={flow.optionTitle}>
                      {master.name ?? <FormattedMessage id="ordersPage.move.anyMaster" />}
                    </span>
                    {master.price && (
                      <span className={flow.optionMeta}>{formatMoney(intl, master.price)}</span>
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="move-time" className={styles.card}>
        <h2 id="move-time" className={styles.subheading}>
          <FormattedMessage id="ordersPage.move.time" />
        </h2>
        <p className={styles.note}>
          <FormattedMessage
            id="bookingFlow.timeZone"
            values={{ zone: formatUtcOffset(order.startsAt.slice(0, 10), order.branch.timeZone) }}
          />
        </p>
        <WeekCalendar
          dates={dates}
          days={days}
          today={today}
          previous={previous}
          next={next}
          chosen={state}
          pending={pending ? (moveState(pending) ?? undefined) : undefined}
          href={href}
          skipTo={confirmationId}
        />
      </section>
      <MoveForm {...props} answer={answer} />
    </>
  );
}

/** Where the calendar's skip link leads: the new time and "Move my booking". */
const confirmationId = 'move-confirmation';

/** The new time, its master and price, and the button that moves the order there. */
function MoveForm({
  order,
  times: { team, days, parts: chosenParts },
  state,
  ownMaster,
  cancellableFrom,
  answer,
}: ChoicesProps & { answer: MoveAnswer | undefined }) {
  const intl = useIntl();
  const { d, t } = state as Required<MoveState>;
  const slot = isFreeTime(days, d, t)
    ? days.find((day) => day.date === d)!.slots.find((s) => s.time === t)
    : undefined;
  const masterId = movedMasterId(state, ownMaster);
  // For any master the api gives the first free one in team order, as the times list them; where
  // none is free for everything, the parts the slot names, each service with its own.
  const master = team.find((m) => m.id === (masterId ?? slot?.masterIds[0]));
  const parts =
    !masterId && slot?.masterIds.length === 0 && chosenParts.length ? chosenParts : null;
  const price = parts
    ? {
        amount: parts.reduce((sum, part) => sum + part.price.amount, 0),
        currency: order.total.currency,
      }
    : master?.price;
  const refusal = answer?.refusal;
  return (
    <section
      id={confirmationId}
      // The calendar's skip link leads here (issue 42 item 22).
      tabIndex={-1}
      aria-labelledby="move-confirm"
      className={`${styles.card} ${slot && price ? styles.stickyCard : ''}`}
      aria-live="polite"
    >
      <h2 id="move-confirm" className={styles.subheading}>
        <FormattedMessage id="ordersPage.move.confirm" />
      </h2>
      {refusal && (
        <p className={styles.alert} role="alert">
          <FormattedMessage id={`userError.${refusal}`} />
        </p>
      )}
      {!slot || !price ? (
        <p className={styles.note}>
          <FormattedMessage id="ordersPage.move.pickTime" />
        </p>
      ) : (
        <Form method="post" className={styles.form}>
          {parts ? (
            <>
              <p className={styles.note}>
                <FormattedMessage
                  id="ordersPage.move.summaryParts"
                  values={{
                    when: <strong key="when">{formatWallDateTime(intl, d, t)}</strong>,
                    price: formatMoney(intl, price),
                  }}
                />
              </p>
              <VisitParts
                // The parts run in the order's own order of services.
                parts={parts.map((part, index) => ({
                  ...part,
                  serviceName: order.items[index]?.serviceName ?? '',
                }))}
                timeZone={order.branch.timeZone}
                className={styles.list}
              />
            </>
          ) : (
            <p className={styles.note}>
              <FormattedMessage
                id="ordersPage.move.summary"
                values={{
                  when: <strong key="when">{formatWallDateTime(intl, d, t)}</strong>,
                  master: master!.name,
                  price: formatMoney(intl, price),
                }}
              />
            </p>
          )}
          {price.amount !== order.total.amount && (
            <p className={styles.note} role="note">
              <FormattedMessage
                id="ordersPage.move.priceChange"
                values={{
                  was: formatMoney(intl, order.total),
                  now: formatMoney(intl, price),
                }}
              />
            </p>
          )}
          {Date.parse(slot.startsAt) < Date.parse(cancellableFrom) && (
            // As the booking flow warns before booking such a time (issue 42).
            <p className={flow.warning} role="note">
              <FormattedMessage
                id="ordersPage.move.windowClosed"
                values={{
                  window: formatDuration(intl, windowMinutes(order)),
                  phone: <VenuePhone key="phone" phone={order.branch.phone} />,
                }}
              />
            </p>
          )}
          <input type="hidden" name="start" value={`${d}T${t}`} />
          <input type="hidden" name="masterId" value={masterId ?? ''} />
          <input type="hidden" name="expectedTotal" value={price.amount} />
          <input type="hidden" name={attemptKeyField} value={attemptKeyFor(answer)} />
          <SubmitButton className={styles.button}>
            <FormattedMessage id="ordersPage.move.submit" />
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
