import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { tracker } from '../../app/analytics/tracker';
import { localizedPath, useLocale } from '../../app/locale';
import { useShell } from '../../app/shell';
import { Image } from '../../components/image/Image';
import { Seo } from '../../components/seo/Seo';
import { Prose } from '../legal/Prose';
import { absoluteImage, useBreadcrumbs } from '../legal/contentUrls';
import styles from '../legal/content.module.css';
import { BusinessActions } from './BusinessActions';
import type { loader } from './ForBusinessTopicPage.data';

/** /for-business/{slug}: Termin for one kind of business, or one feature. */
export function Component() {
  const page = useLoaderData<typeof loader>().forBusinessPage!;
  const intl = useIntl();
  const { prefix } = useLocale();
  const { siteUrl } = useShell().publicConfig;
  const breadcrumbs = useBreadcrumbs([
    { name: intl.formatMessage({ id: 'forBusinessPage.heading' }), path: '/for-business' },
    { name: page.title, path: `/for-business/${page.slug}` },
  ]);
  useEffect(() => {
    tracker.track('visit_for_business', { page: page.slug });
  }, [page.slug]);
  return (
    <article className={styles.page}>
      <Seo
        title={`${page.title} | Termin`}
        description={page.summary}
        image={absoluteImage(siteUrl, page.heroImage?.url)}
        jsonLd={breadcrumbs}
      />
      <nav
        className={styles.crumbs}
        aria-label={intl.formatMessage({ id: 'forBusinessPage.breadcrumbs' })}
      >
        <ol>
          <li>
            <Link to={localizedPath(prefix, '/for-business')}>
              {intl.formatMessage({ id: 'forBusinessPage.heading' })}
            </Link>
          </li>
          <li aria-current="page">{page.title}</li>
        </ol>
      </nav>
      <h1 className={styles.heading}>{page.title}</h1>
      <p className={styles.lead}>{page.summary}</p>
      {page.heroImage ? (
        <Image
          src={page.heroImage.url}
          alt={page.heroImage.alt}
          width={page.heroImage.width}
          height={page.heroImage.height}
          className={styles.cover}
          priority
        />
      ) : null}
      <Prose html={page.bodyHtml} />
      {page.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2>{section.heading}</h2>
          <Prose html={section.bodyHtml} />
          {section.image ? (
            <Image
              src={section.image.url}
              alt={section.image.alt}
              width={section.image.width}
              height={section.image.height}
              className={styles.cover}
            />
          ) : null}
        </section>
      ))}
      <BusinessActions from={`for-business/${page.slug}`} />
    </article>
  );
}
