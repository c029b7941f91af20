import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { localizedPath, useLocale } from '../../app/locale';
import { useShell } from '../../app/shell';
import { Image } from '../../components/image/Image';
import { Seo, useCanonicalUrl } from '../../components/seo/Seo';
import { Prose } from '../legal/Prose';
import { absoluteImage, useBreadcrumbs } from '../legal/contentUrls';
import styles from '../legal/content.module.css';
import { blogListHref } from './blogPaging';
import { articleJsonLd } from './articleJsonLd';
import type { loader } from './BlogPostPage.data';

/** /blog/{slug}: one post, with Article structured data (spec §9: headline ≤ 110 characters). */
export function Component() {
  const post = useLoaderData<typeof loader>().blogPost!;
  const intl = useIntl();
  const { prefix } = useLocale();
  const { siteUrl } = useShell().publicConfig;
  const url = useCanonicalUrl();
  const base = localizedPath(prefix, '/blog');
  const image = absoluteImage(siteUrl, post.coverImage.url);
  const breadcrumbs = useBreadcrumbs([
    { name: intl.formatMessage({ id: 'blogPage.heading' }), path: '/blog' },
    { name: post.title, path: `/blog/${post.slug}` },
  ]);
  const article = articleJsonLd({ ...post, url, image, siteUrl });
  return (
    <article className={styles.page}>
      <Seo
        title={`${post.title} | Termin`}
        description={post.excerpt}
        type="article"
        image={image}
        jsonLd={[article, breadcrumbs]}
      />
      <nav
        className={styles.crumbs}
        aria-label={intl.formatMessage({ id: 'blogPage.breadcrumbs' })}
      >
        <ol>
          <li>
            <Link to={base}>
              <FormattedMessage id="blogPage.heading" />
            </Link>
          </li>
          <li aria-current="page">{post.title}</li>
        </ol>
      </nav>
      <h1 className={styles.heading}>{post.title}</h1>
      <p className={styles.meta}>
        <FormattedMessage
          id="blogPage.byline"
          values={{
            author: post.authorRole ? `${post.authorName}, ${post.authorRole}` : post.authorName,
          }}
        />
        {' · '}
        <time dateTime={post.publishedAt}>
          {intl.formatDate(post.publishedAt, { dateStyle: 'long', timeZone: 'UTC' })}
        </time>
        {' · '}
        <FormattedMessage id="blogPage.readingTime" values={{ minutes: post.readingMinutes }} />
      </p>
      <Image
        src={post.coverImage.url}
        alt={post.coverImage.alt}
        width={post.coverImage.width}
        height={post.coverImage.height}
        className={styles.cover}
        priority
      />
      <p className={styles.lead}>{post.excerpt}</p>
      <Prose html={post.bodyHtml} />
      {post.tags.length > 0 ? (
        <ul className={styles.tags} aria-label={intl.formatMessage({ id: 'blogPage.tags' })}>
          {post.tags.map((tag) => (
            <li key={tag.slug}>
              <Link to={blogListHref(base, 1, tag.slug)} className={styles.tag}>
                {tag.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link to={base}>
          <FormattedMessage id="blogPage.allPosts" />
        </Link>
      </p>
    </article>
  );
}
