import { FormattedMessage } from 'react-intl';
import { tracker } from '../../app/analytics/tracker';
import { CompanyMap } from './CompanyMap';
import { directionsUrl } from '../../app/format/directions';
import { useShell } from '../../app/shell';
import { mapUrl } from './companyFormat';
import styles from './CompanyPage.module.css';

/**
 * The address with links into a maps app, then a small map of the venue. The map library loads
 * only in the browser and on demand: the page is complete and light without it (the directions
 * link opens the visitor's own maps app).
 */
export function LocationCard({
  branch,
}: {
  branch: {
    id: string;
    name: string;
    address: string;
    city: { title: string };
    area?: { title: string } | null;
    coordinates: { latitude: number; longitude: number };
  };
}) {
  const { latitude, longitude } = branch.coordinates;
  const { region } = useShell().publicConfig;
  return (
    <>
      <address className={styles.address}>
        {branch.address}
        <br />
        {branch.area ? `${branch.area.title}, ` : ''}
        {branch.city.title}
      </address>
      <p className={styles.links}>
        <a
          className={styles.secondaryButton}
          href={directionsUrl(latitude, longitude, region)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => tracker.track('click_get_direction', { branchId: branch.id })}
        >
          <FormattedMessage id="company.location.directions" />
          <span className={styles.visuallyHidden}>
            {' '}
            <FormattedMessage id="company.newWindow" />
          </span>
        </a>
        <a href={mapUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="company.location.map" />
          <span className={styles.visuallyHidden}>
            {' '}
            <FormattedMessage id="company.newWindow" />
          </span>
        </a>
      </p>
      <CompanyMap name={branch.name} latitude={latitude} longitude={longitude} />
    </>
  );
}
