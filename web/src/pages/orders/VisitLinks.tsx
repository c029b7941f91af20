import { FormattedMessage } from 'react-intl';
import { directionsToAddress } from '../../app/format/directions';
import { useShell } from '../../app/shell';

/** Add to calendar (the booking's .ics) and directions to the venue, where the venue is known. */
export function VisitLinks({
  calendar,
  guid,
  venue,
  className,
  secondaryClassName,
}: {
  /** The booking's .ics (visitCalendar.ts). */
  calendar: string;
  guid: string;
  venue: { name: string; address: string } | null | undefined;
  className: string | undefined;
  secondaryClassName: string | undefined;
}) {
  const { region } = useShell().publicConfig;
  return (
    <>
      <a className={className} href={calendar} download={`termin-${guid.slice(0, 8)}.ics`}>
        <FormattedMessage id="visit.addToCalendar" />
      </a>
      {venue && (
        <a
          className={secondaryClassName}
          href={directionsToAddress(`${venue.name}, ${venue.address}`, region)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <FormattedMessage id="visit.directions" />
        </a>
      )}
    </>
  );
}
