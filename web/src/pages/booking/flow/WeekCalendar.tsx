import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  formatWallDate,
  formatWallDateParts,
  formatWallDateTime,
  formatWallMonths,
  formatWallTime,
} from '../../../app/format/dateTime';
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
  /** The chosen day and time, as the page's address says. */
  chosen: { d?: string | undefined; t?: string | undefined };
  /** The day and time being navigated to, shown as chosen at once while their data loads. */
  pending?: { d?: string | undefined; t?: string | undefined } | undefined;
  /** The address of a choice (the page itself with the day and time in its query). */
  href: (choice: CalendarChoice) => string;
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
  chosen,
  pending,
  href,
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
                      to={href({ d: day, t: slot.time })}
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
