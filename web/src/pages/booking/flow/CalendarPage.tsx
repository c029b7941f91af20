import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Await, useLoaderData, useLocation, Link } from 'react-router';
import { usePendingSearch } from '../../../app/navigation/usePendingSearch';
import { parseBookingState, stepHref, withState } from './bookingState';
import { formatUtcOffset } from '../../../app/format/dateTime';
import { chosenServices, needsSeveralMasters } from './flowData';
import { NextLink, SelectionBar, StepHeader } from './FlowParts';
import { noticeOf } from './stepNotice';
import { FreeTimesFailed, FreeTimesLoading } from './FreeTimesPending';
import { isFreeTime, shownDayOf, WeekCalendar } from './WeekCalendar';
import styles from './booking.module.css';
import type { loader, Week } from './CalendarPage.data';

/** The selection bar with the step's button: where the calendar's skip link leads. */
const selectionId = 'booking-selection';

/** /book-now/{slug}/calendar: days with free times in the branch's zone, then a time. */
export function Component() {
  const { branch, state, prefix, slug, today, lastDay, masterFits, week } =
    useLoaderData<typeof loader>();
  const location = useLocation();
  const slotTaken = noticeOf(location.search) === 'slotTaken';
  const pending = usePendingSearch();
  const step = { step: 'calendar' as const, branch, state, prefix, slug };
  const services = chosenServices(branch, state);
  const selection = (shown: Week | undefined) => {
    // A chosen time that is no longer free is no choice: the button waits for a new one.
    const valid =
      shown &&
      state.d === shownDayOf(shown.dates, shown.days, state.d) &&
      isFreeTime(shown.days, state.d, state.t)
        ? state
        : withState(state, { t: undefined });
    return (
      <SelectionBar
        services={services}
        currency={branch.currency}
        price={shown?.price}
        id={selectionId}
      >
        <NextLink step="calendar" state={valid} prefix={prefix} slug={slug} />
      </SelectionBar>
    );
  };
  const choosing = services.length > 0 && masterFits;
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
      {services.length === 0 ? (
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
          {!state.m && needsSeveralMasters(branch, services) && (
            <p className={styles.note}>
              <FormattedMessage id="bookingFlow.chainCalendar" />
            </p>
          )}
          <p className={styles.note}>
            <FormattedMessage
              id="bookingFlow.timeZone"
              values={{ zone: formatUtcOffset(today, branch.timeZone) }}
            />
          </p>
        </>
      )}
      <Suspense fallback={<FreeTimesLoading>{selection(undefined)}</FreeTimesLoading>}>
        <Await
          resolve={week}
          errorElement={<FreeTimesFailed>{selection(undefined)}</FreeTimesFailed>}
        >
          {(shown: Week) => (
            <>
              {choosing && (
                <WeekCalendar
                  dates={shown.dates}
                  days={shown.days}
                  today={today}
                  lastDay={lastDay}
                  previous={shown.previous}
                  next={shown.next}
                  chosen={state}
                  pending={pending && parseBookingState(pending)}
                  skipTo={selectionId}
                  href={(choice) =>
                    stepHref(
                      prefix,
                      slug,
                      'calendar',
                      withState(state, { t: undefined, ...choice }),
                    )
                  }
                />
              )}
              {selection(shown)}
            </>
          )}
        </Await>
      </Suspense>
    </div>
  );
}
