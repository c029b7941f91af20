import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { tracker } from '../../app/analytics/tracker';
import { localizedPath, useLocale } from '../../app/locale';
import { Image } from '../../components/image/Image';
import { Seo } from '../../components/seo/Seo';
import { useBreadcrumbs } from '../legal/contentUrls';
import styles from '../legal/content.module.css';
import { BusinessActions } from './BusinessActions';
import type { loader } from './ForBusinessPage.data';

/** /for-business: what Termin does for businesses, by kind of business and by feature. */
export function Component() {
  const { forBusinessPages } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const { prefix } = useLocale();
  const title = intl.formatMessage({ id: 'forBusinessPage.heading' });
  const breadcrumbs = useBreadcrumbs([{ name: title, path: '/for-business' }]);
  useEffect(() => {
    tracker.track('visit_for_business', { page: 'for-business' });
  }, []);
  const groups = [
    { kind: 'AUDIENCE', heading: 'forBusinessPage.audiences' },
    { kind: 'FEATURE', heading: 'forBusinessPage.features' },
  ] as const;
  return (
    <div className={styles.page}>
      <Seo
        title={`${title} | Termin`}
        description={intl.formatMessage({ id: 'forBusinessPage.intro' })}
        jsonLd={breadcrumbs}
      />
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.lead}>
        <FormattedMessage id="forBusinessPage.intro" />
      </p>
      <BusinessActions from="for-business" />
      {groups.map((group) => {
        const pages = forBusinessPages.filter((page) => page.kind === group.kind);
        if (pages.length === 0) return null;
        return (
          <section key={group.kind} className={styles.section}>
            <h2>
              <FormattedMessage id={group.heading} />
            </h2>
            <ul className={`${styles.grid} ${styles.gridWide}`}>
              {pages.map((page) => (
                <li key={page.slug} className={styles.card}>
                  {page.heroImage ? (
                    <Image
                      src={page.heroImage.url}
                      alt=""
                      width={page.heroImage.width}
                      height={page.heroImage.height}
                      className={styles.cover}
                    />
                  ) : null}
                  <h3>
                    <Link
                      to={localizedPath(prefix, `/for-business/${page.slug}`)}
                      className={styles.cardLink}
                    >
                      {page.title}
                    </Link>
                  </h3>
                  <p>{page.summary}</p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
