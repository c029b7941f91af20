import { FormattedMessage } from 'react-intl';
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { usePendingSearch } from '../../../app/navigation/usePendingSearch';
import { loadPageQuery } from '../../../app/data/pageData';
import { parseBookingState, stepHref, withState } from './bookingState';
import { addDays, todayIn, weekDates, weekStart } from './calendarDates';
import { bookable, chosenServices, loadFlow } from './flowData';
import { NextLink, SelectionBar, StepHeader, teamPrice } from './FlowParts';
import { BookingAvailabilityQuery } from './queries';
import { noticeOf } from './stepNotice';
import { isFreeTime, shownDayOf, WeekCalendar } from './WeekCalendar';
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
  const location = useLocation();
  const slotTaken = noticeOf(location.search) === 'slotTaken';
  // A chosen time that is no longer free is no choice: the button waits for a new one.
  const valid =
    state.d === shownDayOf(dates, days, state.d) && isFreeTime(days, state.d, state.t)
      ? state
      : withState(state, { t: undefined });
  const pending = usePendingSearch();
  const step = { step: 'calendar' as const, branch, state, prefix, slug };
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
          <WeekCalendar
            dates={dates}
            days={days}
            today={today}
            previous={previous}
            next={next}
            chosen={state}
            pending={pending && parseBookingState(pending)}
            href={(choice) =>
              stepHref(prefix, slug, 'calendar', withState(state, { t: undefined, ...choice }))
            }
          />
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
