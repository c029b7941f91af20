import { FormattedMessage, useIntl } from 'react-intl';
import { useDateLocale } from '../../app/dateLocale';
import { isoWeekdayOrder, weekdayName } from './companyFormat';
import styles from './CompanyPage.module.css';

export interface OpeningDayValue {
  weekday: number;
  intervals: readonly { opensAt: string; closesAt: string }[];
}

/** The week's opening hours in the branch's own time (spec §3), the locale's first day first. */
export function OpeningHours({
  days,
  timeZone,
}: {
  days: readonly OpeningDayValue[];
  timeZone: string;
}) {
  const { tag, weekStartsOn } = useDateLocale();
  const intl = useIntl();
  const byWeekday = new Map(days.map((day) => [day.weekday, day]));
  return (
    <table className={styles.hours}>
      <caption className={styles.muted}>
        <FormattedMessage id="company.hours.localTime" values={{ timeZone }} />
      </caption>
      <tbody>
        {isoWeekdayOrder(weekStartsOn).map((weekday) => {
          const intervals = byWeekday.get(weekday)?.intervals ?? [];
          return (
            <tr key={weekday}>
              <th scope="row">{weekdayName(tag, weekday)}</th>
              <td>
                {intervals.length === 0
                  ? intl.formatMessage({ id: 'company.hours.closed' })
                  : intervals
                      .map((interval) => `${interval.opensAt}–${interval.closesAt}`)
                      .join(', ')}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
