import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { localizedPath, useLocale } from '../../app/locale';
import { Image } from '../../components/image/Image';
import { Seo } from '../../components/seo/Seo';
import { useBreadcrumbs } from '../legal/contentUrls';
import styles from '../legal/content.module.css';
import { blogListHref, pagerItems } from './blogPaging';
import type { loader } from './BlogListPage.data';

/** /blog: published posts, newest first, with pages and tags as plain links (spec §2). */
export function Component() {
  const { blogPosts, tag } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const { prefix } = useLocale();
  const base = localizedPath(prefix, '/blog');
  const heading = intl.formatMessage({ id: 'blogPage.heading' });
  const tagTitle = tag
    ? (blogPosts.items.flatMap((post) => post.tags).find((t) => t.slug === tag)?.title ?? tag)
    : null;
  const breadcrumbs = useBreadcrumbs([{ name: heading, path: '/blog' }]);
  const title = [
    // One language's title is not another's (issue 45: "Blog" alone is the same word in en and sr).
    tagTitle
      ? intl.formatMessage({ id: 'blogPage.tagTitle' }, { tag: tagTitle })
      : intl.formatMessage({ id: 'blogPage.title' }),
    blogPosts.page > 1
      ? intl.formatMessage({ id: 'blogPage.pageTitle' }, { page: blogPosts.page })
      : null,
    'Termin',
  ]
    .filter(Boolean)
    .join(' | ');
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div className={styles.page}>
      <Seo
        title={title}
        description={intl.formatMessage({ id: 'blogPage.intro' })}
        jsonLd={breadcrumbs}
      />
      <h1 className={styles.heading}>{tagTitle ?? heading}</h1>
      <p className={styles.lead}>
        <FormattedMessage id="blogPage.intro" />
      </p>
      {tag ? (
        <p>
          <Link to={base}>
            <FormattedMessage id="blogPage.allPosts" />
          </Link>
        </p>
      ) : null}
      <ul className={`${styles.grid} ${styles.gridWide}`}>
        {blogPosts.items.map((post, index) => (
          <li key={post.slug}>
            <article className={styles.card}>
              <Image
                src={post.coverImage.url}
                alt=""
                width={post.coverImage.width}
                height={post.coverImage.height}
                className={styles.cover}
                priority={index === 0}
              />
              <h2>
                <Link to={`${base}/${post.slug}`} className={styles.cardLink}>
                  {post.title}
                </Link>
              </h2>
              <p className={styles.meta}>
                <time dateTime={post.publishedAt}>{date(post.publishedAt)}</time>
                {' · '}
                <FormattedMessage
                  id="blogPage.readingTime"
                  values={{ minutes: post.readingMinutes }}
                />
              </p>
              <p>{post.excerpt}</p>
              <ul className={styles.tags} aria-label={intl.formatMessage({ id: 'blogPage.tags' })}>
                {post.tags.map((t) => (
                  <li key={t.slug}>
                    <Link
                      to={blogListHref(base, 1, t.slug)}
                      className={styles.tag}
                      aria-current={t.slug === tag ? 'page' : undefined}
                    >
                      {t.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>
      {blogPosts.pageCount > 1 ? (
        <nav aria-label={intl.formatMessage({ id: 'blogPage.pages' })}>
          <ul className={styles.pager}>
            {blogPosts.page > 1 ? (
              <li>
                <Link to={blogListHref(base, blogPosts.page - 1, tag)} rel="prev">
                  <FormattedMessage id="blogPage.previous" />
                </Link>
              </li>
            ) : null}
            {pagerItems(blogPosts.page, blogPosts.pageCount).map((page, index) =>
              page === null ? (
                <li key={`gap-${index}`}>
                  <span aria-hidden="true">…</span>
                </li>
              ) : (
                <li key={page}>
                  <Link
                    to={blogListHref(base, page, tag)}
                    aria-current={page === blogPosts.page ? 'page' : undefined}
                    aria-label={intl.formatMessage({ id: 'blogPage.pageLabel' }, { page })}
                  >
                    {page}
                  </Link>
                </li>
              ),
            )}
            {blogPosts.page < blogPosts.pageCount ? (
              <li>
                <Link to={blogListHref(base, blogPosts.page + 1, tag)} rel="next">
                  <FormattedMessage id="blogPage.next" />
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
