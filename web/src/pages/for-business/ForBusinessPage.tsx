import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { tracker } from '../../app/analytics/tracker';
import { useLocale } from '../../app/locale';
import { useShell } from '../../app/shell';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { registrationUrl, sitePath } from '../../layouts/parts/links';
import styles from './ForBusinessPage.module.css';

/** /for-business and /for-business/{slug}: Termin for businesses. */
export function Component() {
  const { slug } = useParams();
  const { prefix } = useLocale();
  const { manageUrl } = useShell().publicConfig;
  useEffect(() => {
    tracker.track('visit_for_business', slug ? { slug } : {});
  }, [slug]);
  return (
    <PageFrame
      heading={slug ? 'forBusinessPage.topic.heading' : 'forBusinessPage.heading'}
      intro={slug ? 'forBusinessPage.topic.intro' : 'forBusinessPage.intro'}
      values={slug ? { topic: slug } : undefined}
    >
      <p className={styles.actions}>
        <a
          href={registrationUrl(manageUrl)}
          className={styles.primary}
          onClick={() => tracker.track('click_registration', { from: 'for-business' })}
        >
          <FormattedMessage id="business.register" />
        </a>
        <Link
          to={sitePath(prefix, 'pricing')}
          className={styles.secondary}
          onClick={() => tracker.track('click_pricing_link', { from: 'for-business' })}
        >
          <FormattedMessage id="nav.pricing" />
        </Link>
      </p>
    </PageFrame>
  );
}
