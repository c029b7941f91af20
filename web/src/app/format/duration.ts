import type { IntlShape } from 'react-intl';

/**
 * The one way web writes a length of time in minutes: "45 min", "1 h", "1 h 30 min" (a service,
 * a visit's total, an event, a cancellation window). Result cards keep a service's bare minutes
 * (search's ResultCard), as venues name their services ("Thai massage, 90 min").
 */
export function formatDuration(intl: IntlShape, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return intl.formatMessage({ id: 'duration.minutes' }, { minutes });
  if (rest === 0) return intl.formatMessage({ id: 'duration.hours' }, { hours });
  return intl.formatMessage({ id: 'duration.hoursMinutes' }, { hours, minutes: rest });
}
