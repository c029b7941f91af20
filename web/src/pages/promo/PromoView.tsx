import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { useLocale } from '../../app/locale';
import { useShell } from '../../app/shell';
import { Image } from '../../components/image/Image';
import { Seo } from '../../components/seo/Seo';
import { Prose } from '../legal/Prose';
import { absoluteImage, useBreadcrumbs } from '../legal/contentUrls';
import styles from '../legal/content.module.css';
import { ctaPath } from './ctaPath';

export const PromoPageFields = graphql(`
  fragment PromoPageFields on PromoPage {
    slug
    language
    title
    subtitle
    bodyHtml
    ctaLabel
    ctaUrl
    heroImage {
      url
      alt
      width
      height
    }
  }
`);

/** A promo landing page: /promo, or a Serbian campaign page at /{token} (spec §2). */
export function PromoView({
  page: pageRef,
  path,
  description,
}: {
  page: FragmentType<typeof PromoPageFields>;
  path: string;
  /** For a page without a subtitle. */
  description: string;
}) {
  const page = getFragmentData(PromoPageFields, pageRef);
  const { language, prefix } = useLocale();
  const { siteUrl } = useShell().publicConfig;
  const breadcrumbs = useBreadcrumbs([{ name: page.title, path }]);
  const cta =
    page.ctaUrl.startsWith('/') && !page.ctaUrl.startsWith('//') ? (
      <Link to={ctaPath(page.ctaUrl, prefix)} className={styles.primary}>
        {page.ctaLabel}
      </Link>
    ) : (
      <a href={page.ctaUrl} className={styles.primary}>
        {page.ctaLabel}
      </a>
    );
  return (
    // A token page is written in Serbian whatever the site's language: say so to screen readers.
    <article className={styles.page} lang={page.language !== language ? page.language : undefined}>
      <Seo
        title={`${page.title} | Termin`}
        description={page.subtitle ?? description}
        image={absoluteImage(siteUrl, page.heroImage?.url)}
        jsonLd={breadcrumbs}
      />
      <h1 className={styles.heading}>{page.title}</h1>
      {page.subtitle ? <p className={styles.lead}>{page.subtitle}</p> : null}
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
      <p className={styles.actions}>{cta}</p>
    </article>
  );
}
