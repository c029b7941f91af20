import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { usePendingSearch } from '../../../app/navigation/usePendingSearch';
import { loadPageQuery } from '../../../app/data/pageData';
import {
  formatWallDate,
  formatWallDateParts,
  formatWallDateTime,
  formatWallMonth,
  formatWallTime,
} from '../../../app/format/dateTime';
import { parseBookingState, stepHref, withState } from './bookingState';
import { addDays, todayIn, weekDates, weekStart } from './calendarDates';
import { bookable, chosenServices, loadFlow } from './flowData';
import { NextLink, SelectionBar, StepHeader, teamPrice } from './FlowParts';
import { BookingAvailabilityQuery } from './queries';
import { noticeOf } from './stepNotice';
import hidden from '../../../components/visuallyHidden.module.css';
import styles from './booking.module.css';

export async function loader(args: LoaderFunctionArgs) {
  const flow = await loadFlow(args);
  const { branch, state, dateLocale } = flow;
  const today = todayIn(branch.timeZone);
  const { serviceIds, masterFits } = bookable(branch, state);
  // The week holding the chosen date (else today), starting on the locale's first weekday.
  const anchor = state.d && state.d >= today ? state.d : today;
  let start = weekStart(anchor, dateLocale.weekStartsOn);
  if (serviceIds.length === 0 || !masterFits) {
    return {
      ...flow,
      today,
      dates: weekDates(start),
      days: [],
      previous: null,
      next: null,
      masterFits,
      price: undefined,
    };
  }
  const week = async (first: string) => {
    const upcoming = weekDates(first).filter((date) => date >= today);
    const { availability } = await loadPageQuery(
      args.context,
      args.request,
      BookingAvailabilityQuery,
      {
        branch: branch.id,
        serviceIds,
        masterId: state.m ?? null,
        from: upcoming[0]!,
        days: upcoming.length,
      },
      { fetchPolicy: 'network-only' },
    );
    return availability;
  };
  let availability = await week(start);
  // Nothing free left this week and no date asked for (late on the week's last day): the next.
  if (!state.d && availability.days.every((day) => day.slots.length === 0)) {
    start = addDays(start, 7);
    availability = await week(start);
  }
  const { days } = availability;
  // The chosen master's own price for these services, else the range "any" may cost.
  const price = teamPrice(
    availability.masters.map((master) => master.price),
    availability.masters.find((master) => master.id === state.m)?.price,
  );
  return {
    ...flow,
    today,
    dates: weekDates(start),
    days,
    previous: start > today ? addDays(start, -7) : null,
    next: addDays(start, 7),
    masterFits,
    price,
  };
}

/** /book-now/{slug}/calendar: days with free times in the branch's zone, then a time. */
export function Component() {
  const { branch, state, prefix, slug, dates, days, previous, next, today, masterFits, price } =
    useLoaderData<typeof loader>();
  const intl = useIntl();
  const location = useLocation();
  const slotTaken = noticeOf(location.search) === 'slotTaken';
  const slotsOf = new Map(days.map((day) => [day.date, day.slots]));
  const firstFree = dates.find((date) => (slotsOf.get(date)?.length ?? 0) > 0);
  const day = state.d && dates.includes(state.d) ? state.d : firstFree;
  const slots = (day && slotsOf.get(day)) || [];
  // A chosen time that is no longer free is no choice: the button waits for a new one.
  const chosen = state.t && state.d === day && slots.some((s) => s.time === state.t);
  const valid = chosen ? state : withState(state, { t: undefined });
  // A day or a time being chosen shows as chosen at once; a new day's times are awaited.
  const pending = usePendingSearch();
  const upcoming = pending && parseBookingState(pending);
  const shownDay = upcoming?.d && dates.includes(upcoming.d) ? upcoming.d : day;
  const shownTime = upcoming ? upcoming.t : chosen ? state.t : undefined;
  const awaitingDay = shownDay !== day;
  const step = { step: 'calendar' as const, branch, state, prefix, slug };
  const weekLink = (date: string) =>
    stepHref(prefix, slug, 'calendar', withState(state, { d: date, t: undefined }));
  return (
    <div className={styles.step}>
      <StepHeader {...step} heading="bookingPage.calendar.heading" />
      {slotTaken && (
        <p className={styles.alert} role="alert">
          <FormattedMessage
            id="bookingFlow.slotTaken"
            values={{ kept: state.m ? 'master' : 'services' }}
          />
        </p>
      )}
      {chosenServices(branch, state).length === 0 ? (
        <p className={styles.note}>
          <Link to={stepHref(prefix, slug, 'services', state)}>
            <FormattedMessage id="bookingFlow.chooseServicesFirst" />
          </Link>
        </p>
      ) : !masterFits ? (
        <p className={styles.alert} role="alert">
          <FormattedMessage id="bookingFlow.masterMismatch" />{' '}
          <Link to={stepHref(prefix, slug, 'master', withState(state, { m: undefined }))}>
            <FormattedMessage id="bookingFlow.chooseMasterAgain" />
          </Link>
        </p>
      ) : (
        <>
          <p className={styles.note}>
            <FormattedMessage id="bookingFlow.timeZone" values={{ zone: branch.timeZone }} />
          </p>
          <nav
            className={styles.weekNav}
            aria-label={intl.formatMessage({ id: 'bookingFlow.weeks' })}
          >
            {previous ? (
              <Link to={weekLink(previous < today ? today : previous)} replace preventScrollReset>
                <FormattedMessage id="bookingFlow.previousWeek" />
              </Link>
            ) : (
              <span />
            )}
            <h2 className={styles.weekCaption}>{formatWallMonth(intl, dates[0]!)}</h2>
            {next && (
              <Link to={weekLink(next)} replace preventScrollReset>
                <FormattedMessage id="bookingFlow.nextWeek" />
              </Link>
            )}
          </nav>
          <ul className={styles.week}>
            {dates.map((date) => {
              const parts = formatWallDateParts(intl, date);
              const free = slotsOf.get(date)?.length ?? 0;
              // Days before today in the venue's zone are over, not full: never offered.
              const past = date < today;
              const label = intl.formatMessage(
                {
                  id: past
                    ? 'bookingFlow.dayPast'
                    : free > 0
                      ? 'bookingFlow.dayLabel'
                      : 'bookingFlow.dayFull',
                },
                { date: formatWallDate(intl, date), count: free },
              );
              // Seen: "Tue 24"; heard: the full date and how many times are free.
              const cell = (
                <>
                  <span className={styles.weekday} aria-hidden="true">
                    {parts.weekday}
                  </span>
                  <span className={styles.dayNumber} aria-hidden="true">
                    {parts.day}
                  </span>
                  <span className={hidden.visuallyHidden}>{label}</span>
                </>
              );
              return (
                <li key={date}>
                  {free > 0 && !past ? (
                    <Link
                      className={`${styles.day} ${date === shownDay ? styles.selected : ''}`}
                      to={stepHref(
                        prefix,
                        slug,
                        'calendar',
                        withState(state, { d: date, t: undefined }),
                      )}
                      replace
                      preventScrollReset
                      aria-current={date === shownDay ? 'date' : undefined}
                    >
                      {cell}
                    </Link>
                  ) : (
                    <span
                      className={`${styles.day} ${styles.dayOff} ${past ? styles.dayPast : ''}`}
                    >
                      {cell}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          {shownDay && awaitingDay ? (
            <section aria-labelledby="slots-heading" aria-busy="true">
              <h2 id="slots-heading" className={styles.categoryTitle}>
                {formatWallDate(intl, shownDay)}
              </h2>
              <SlotsSkeleton label={intl.formatMessage({ id: 'bookingFlow.loadingTimes' })} />
            </section>
          ) : day ? (
            <section aria-labelledby="slots-heading">
              <h2 id="slots-heading" className={styles.categoryTitle}>
                {formatWallDate(intl, day)}
              </h2>
              {slots.length === 0 ? (
                <p className={styles.note}>
                  <FormattedMessage id="bookingFlow.noSlotsDay" />
                </p>
              ) : (
                <ul className={styles.slots}>
                  {slots.map((slot) => {
                    const selected = slot.time === shownTime;
                    return (
                      <li key={slot.startsAt}>
                        <Link
                          className={`${styles.slot} ${selected ? styles.selected : ''}`}
                          to={stepHref(
                            prefix,
                            slug,
                            'calendar',
                            withState(state, { d: day, t: slot.time }),
                          )}
                          replace
                          preventScrollReset
                          aria-label={formatWallDateTime(intl, day, slot.time)}
                          aria-current={selected ? 'true' : undefined}
                        >
                          {formatWallTime(intl, slot.time)}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          ) : (
            <p className={styles.note}>
              <FormattedMessage id="bookingFlow.noSlotsWeek" />
            </p>
          )}
        </>
      )}
      <SelectionBar
        services={chosenServices(branch, state)}
        currency={branch.currency}
        price={price}
      >
        <NextLink step="calendar" state={valid} prefix={prefix} slug={slug} />
      </SelectionBar>
    </div>
  );
}

/** Where a day's times will be, while they load: the shape of the list, nothing to press. */
function SlotsSkeleton({ label }: { label: string }) {
  return (
    <ul className={styles.slots} aria-label={label}>
      {Array.from({ length: 8 }, (_, index) => (
        <li key={index}>
          <span className={`${styles.slot} ${styles.skeleton}`} aria-hidden="true" />
        </li>
      ))}
    </ul>
  );
}
