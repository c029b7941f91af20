import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { tracker } from '../../app/analytics/tracker';
import { useLocale } from '../../app/locale';
import { useShell } from '../../app/shell';
import { registrationUrl, sitePath } from '../../layouts/parts/links';
import styles from '../legal/content.module.css';

/** Registration in the manage app (spec §1, public config) and the plans, with their events (spec §9). */
export function BusinessActions({ from }: { from: string }) {
  const { prefix } = useLocale();
  const { manageUrl } = useShell().publicConfig;
  return (
    <p className={styles.actions}>
      <a
        href={registrationUrl(manageUrl)}
        className={styles.primary}
        onClick={() => tracker.track('click_registration', { from })}
      >
        <FormattedMessage id="business.register" />
      </a>
      <Link
        to={sitePath(prefix, 'pricing')}
        className={styles.secondary}
        onClick={() => tracker.track('click_pricing_link', { from })}
      >
        <FormattedMessage id="forBusinessPage.seePricing" />
      </Link>
    </p>
  );
}
