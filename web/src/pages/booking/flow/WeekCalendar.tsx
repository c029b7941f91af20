import { useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  formatWallDate,
  formatWallDateParts,
  formatWallDateTime,
  formatWallMonths,
  formatWallTime,
} from '../../../app/format/dateTime';
import { SkipLink } from '../../../components/skip-link/SkipLink';
import hidden from '../../../components/visuallyHidden.module.css';
import styles from './booking.module.css';

export interface CalendarDay {
  date: string;
  slots: readonly { time: string; startsAt: string }[];
}

/** A choice of day and time: where each link of the calendar leads. */
export type CalendarChoice = { d: string; t?: string | undefined };

interface WeekCalendarProps {
  /** The week's seven local dates. */
  dates: readonly string[];
  /** Their free times (dates before today are left out). */
  days: readonly CalendarDay[];
  /** Today in the venue's zone: earlier days are over, never offered. */
  today: string;
  previous: string | null;
  next: string | null;
  /** The last day booked online so far (the venue's horizon): later days are not open yet. */
  lastDay?: string | undefined;
  /** The chosen day and time, as the page's address says. */
  chosen: { d?: string | undefined; t?: string | undefined };
  /** The day and time being navigated to, shown as chosen at once while their data loads. */
  pending?: { d?: string | undefined; t?: string | undefined } | undefined;
  /** The address of a choice (the page itself with the day and time in its query). */
  href: (choice: CalendarChoice) => string;
  /** The id of what the calendar leads to (the continue action's region): its skip link's target. */
  skipTo: string;
}

/**
 * A week of days with their free times: the booking flow's calendar step and an order's move
 * share it. Every choice is a link that replaces the address, so the back button leaves the
 * calendar instead of stepping through the times tried.
 */
export function WeekCalendar({
  dates,
  days,
  today,
  previous,
  next,
  lastDay,
  chosen,
  pending,
  href,
  skipTo,
}: WeekCalendarProps) {
  const intl = useIntl();
  const slotsOf = new Map(days.map((day) => [day.date, day.slots]));
  const day = shownDayOf(dates, days, chosen.d);
  const slots = (day && slotsOf.get(day)) || [];
  const chosenTime = chosen.t && chosen.d === day && slots.some((s) => s.time === chosen.t);
  // A day or a time being chosen shows as chosen at once; a new day's times are awaited.
  const shownDay = pending?.d && dates.includes(pending.d) ? pending.d : day;
  const shownTime = pending ? pending.t : chosenTime ? chosen.t : undefined;
  const awaitingDay = shownDay !== day;
  const weekLink = (date: string) => href({ d: date });
  return (
    <>
      {/* Past the week's links and its day's times, to the step's action (issue 42 item 22). */}
      <SkipLink target={skipTo}>
        <FormattedMessage id="bookingFlow.skipCalendar" />
      </SkipLink>
      <nav className={styles.weekNav} aria-label={intl.formatMessage({ id: 'bookingFlow.weeks' })}>
        {previous ? (
          <Link to={weekLink(previous < today ? today : previous)} replace preventScrollReset>
            <FormattedMessage id="bookingFlow.previousWeek" />
          </Link>
        ) : (
          <span />
        )}
        <h2 className={styles.weekCaption}>
          {formatWallMonths(intl, dates[0]!, dates[dates.length - 1]!)}
        </h2>
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
                  : lastDay && date > lastDay
                    ? 'bookingFlow.dayNotOpen'
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
                  to={href({ d: date })}
                  replace
                  preventScrollReset
                  aria-current={date === shownDay ? 'date' : undefined}
                >
                  {cell}
                </Link>
              ) : (
                <span className={`${styles.day} ${styles.dayOff} ${past ? styles.dayPast : ''}`}>
                  {cell}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {/* The last week shows days past the horizon like full ones, with no next week: say why. */}
      {lastDay && dates.some((date) => date > lastDay) && (
        <p className={styles.note}>
          <FormattedMessage
            id="bookingFlow.lastDay"
            values={{ date: formatWallDate(intl, lastDay) }}
          />
        </p>
      )}
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
            <TimeList
              // A new day's times start again from its chosen or first time.
              key={day}
              day={day}
              slots={slots}
              chosen={shownTime}
              href={href}
            />
          )}
        </section>
      ) : (
        <p className={styles.note}>
          <FormattedMessage id="bookingFlow.noSlotsWeek" />
        </p>
      )}
    </>
  );
}

/** Whether the page has hydrated: false on the server and while hydrating, so both agree. */
const useHydrated = () =>
  useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );

const steps: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => Math.min(index + 1, last),
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * A day's free times as one stop of the Tab key, as a radio group is (issue 42 item 22: from a
 * chosen time it took some 38 Tabs to reach the step's button): the chosen time (else the first)
 * takes focus, the arrow keys, Home and End move among the times, Tab goes on to the action.
 * Before hydration (and without JavaScript) every time is a stop of its own, as no key moves.
 */
function TimeList({
  day,
  slots,
  chosen,
  href,
}: {
  day: string;
  slots: CalendarDay['slots'];
  chosen: string | undefined;
  href: WeekCalendarProps['href'];
}) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const chosenIndex = slots.findIndex((slot) => slot.time === chosen);
  // The time last reached by the arrows, until a time is chosen.
  const [reached, setReached] = useState<number | null>(null);
  const stop = reached ?? Math.max(chosenIndex, 0);
  const move = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = steps[event.key];
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a')];
    const index = links.indexOf(event.target as HTMLAnchorElement);
    if (!step || index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const next = step(index, links.length - 1);
    setReached(next);
    links[next]!.focus();
  };
  return (
    <>
      {hydrated && (
        <p id="slots-keys" className={hidden.visuallyHidden}>
          <FormattedMessage id="bookingFlow.timesKeys" />
        </p>
      )}
      <ul className={styles.slots} onKeyDown={hydrated ? move : undefined}>
        {slots.map((slot, index) => {
          const selected = slot.time === chosen;
          return (
            <li key={slot.startsAt}>
              <Link
                className={`${styles.slot} ${selected ? styles.selected : ''}`}
                to={href({ d: day, t: slot.time })}
                replace
                preventScrollReset
                aria-label={formatWallDateTime(intl, day, slot.time)}
                aria-current={selected ? 'true' : undefined}
                tabIndex={hydrated && index !== stop ? -1 : undefined}
                aria-describedby={hydrated ? 'slots-keys' : undefined}
                onClick={() => setReached(null)}
              >
                {formatWallTime(intl, slot.time)}
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * The day whose times are shown: the chosen one when it has free times, else the first day from
 * it with any (a week link lands on the week's first day, which may be closed: issue 42), else
 * the week's first with any.
 */
export function shownDayOf(
  dates: readonly string[],
  days: readonly CalendarDay[],
  chosen: string | undefined,
): string | undefined {
  const free = (date: string) => days.some((day) => day.date === date && day.slots.length > 0);
  const from = chosen && dates.includes(chosen) ? chosen : '';
  return dates.find((date) => date >= from && free(date)) ?? dates.find(free);
}

/** Whether the chosen time is still one of the free times of its day. */
export const isFreeTime = (days: readonly CalendarDay[], d?: string, t?: string) =>
  !!d && !!t && !!days.find((day) => day.date === d)?.slots.some((slot) => slot.time === t);

/** Where a day's times will be, while they load: the shape of the list, nothing to press. */
export function SlotsSkeleton({ label }: { label: string }) {
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
