import { FormattedMessage } from 'react-intl';
import { tracker } from '../../app/analytics/tracker';
import { useShell } from '../../app/shell';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { registrationUrl } from '../../layouts/parts/links';
import styles from '../for-business/ForBusinessPage.module.css';

/** /pricing: what Termin costs a business. */
export function Component() {
  const { manageUrl } = useShell().publicConfig;
  return (
    <PageFrame heading="pricingPage.heading" intro="pricingPage.intro">
      <p className={styles.actions}>
        <a
          href={registrationUrl(manageUrl)}
          className={styles.primary}
          onClick={() => tracker.track('click_registration', { from: 'pricing' })}
        >
          <FormattedMessage id="business.register" />
        </a>
      </p>
    </PageFrame>
  );
}
