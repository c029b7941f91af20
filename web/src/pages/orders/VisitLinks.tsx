import { FormattedMessage } from 'react-intl';
import { directionsToAddress } from '../../app/format/directions';
import { useShell } from '../../app/shell';

/**
 * Add to calendar (the booking's .ics) while the visit is ahead, and directions to the venue (its
 * street, city and country: a street alone finds the wrong town), where the venue is known.
 */
export function VisitLinks({
  calendar,
  guid,
  over,
  venue,
  className,
  secondaryClassName,
}: {
  /** The booking's .ics (visitCalendar.ts). */
  calendar: string;
  guid: string;
  /** The visit is behind the customer: nothing to put in a calendar (issue 42 item 23). */
  over: boolean;
  venue: { name: string; fullAddress: string } | null | undefined;
  className: string | undefined;
  secondaryClassName: string | undefined;
}) {
  const { region } = useShell().publicConfig;
  return (
    <>
      {!over && (
        <a className={className} href={calendar} download={`termin-${guid.slice(0, 8)}.ics`}>
          <FormattedMessage id="visit.addToCalendar" />
        </a>
      )}
      {venue && (
        <a
          className={secondaryClassName}
          href={directionsToAddress(`${venue.name}, ${venue.fullAddress}`, region)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <FormattedMessage id="visit.directions" />
        </a>
      )}
    </>
  );
}
