import { localDateOf } from '@termin/zoned-time';
import { Fragment, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDateLocale } from '../../app/dateLocale';
import { formatUtcOffset, formatWallTime, formatWeekday } from '../../app/format/dateTime';
import { isoWeekdayOrder } from './companyFormat';
import { openingStatus, wallClock } from './openingStatus';
import styles from './CompanyPage.module.css';

export interface OpeningDayValue {
  weekday: number;
  intervals: readonly { opensAt: string; closesAt: string }[];
}

/**
 * The venue's clock: the instant the page's data was loaded (so the server render and the
 * hydration agree; a cached page is seconds old), then the browser's own, once a minute.
 */
function useNow(loadedAt: number): number {
  const [now, setNow] = useState(loadedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The week's opening hours in the branch's own time (spec §3), the locale's first day first,
 * today marked, and whether it is open now (until when) or when it opens next.
 */
export function OpeningHours({
  days,
  timeZone,
  loadedAt,
}: {
  days: readonly OpeningDayValue[];
  timeZone: string;
  /** When the page's data was loaded (epoch ms). */
  loadedAt: number;
}) {
  const { weekStartsOn } = useDateLocale();
  const intl = useIntl();
  const now = useNow(loadedAt);
  const today = wallClock(now, timeZone).weekday;
  const status = openingStatus(days, timeZone, now);
  const byWeekday = new Map(days.map((day) => [day.weekday, day]));
  const time = (value: string) => formatWallTime(intl, value);
  return (
    <>
      <p className={status.open ? styles.openNow : styles.closedNow} role="status">
        {status.open ? (
          <FormattedMessage id="company.hours.openNow" values={{ time: time(status.closesAt) }} />
        ) : status.opensAt === undefined ? (
          <FormattedMessage id="company.hours.closedNow" />
        ) : status.weekday === undefined ? (
          <FormattedMessage id="company.hours.opensToday" values={{ time: time(status.opensAt) }} />
        ) : (
          <FormattedMessage
            id="company.hours.opensOn"
            values={{ time: time(status.opensAt), day: formatWeekday(intl, status.weekday) }}
          />
        )}
      </p>
      <table className={styles.hours}>
        <caption className={styles.muted}>
          {/* Its offset, as the booking calendar names it: a zone's id ("Asia/Yekaterinburg")
              is no customer's word. */}
          <FormattedMessage
            id="company.hours.localTime"
            values={{ zone: formatUtcOffset(localDateOf(new Date(now), timeZone), timeZone) }}
          />
        </caption>
        <tbody>
          {isoWeekdayOrder(weekStartsOn).map((weekday) => {
            const intervals = byWeekday.get(weekday)?.intervals ?? [];
            const isToday = weekday === today;
            return (
              <tr key={weekday} className={isToday ? styles.today : undefined}>
                <th scope="row">
                  {formatWeekday(intl, weekday)}
                  {isToday && (
                    <span className={styles.todayLabel}>
                      <FormattedMessage id="company.hours.today" />
                    </span>
                  )}
                </th>
                <td>
                  {intervals.length === 0
                    ? intl.formatMessage({ id: 'company.hours.closed' })
                    : intervals.map((interval, index) => (
                        // A range never breaks at its dash: Russian day names with "Сегодня"
                        // beside them left "09:00–" over "21:00" on every row.
                        <Fragment key={interval.opensAt}>
                          {index > 0 && ', '}
                          <span className={styles.hoursRange}>
                            {`${time(interval.opensAt)}–${time(interval.closesAt)}`}
                          </span>
                        </Fragment>
                      ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
