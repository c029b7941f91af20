import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { localizedPath, useLocale } from '../../app/locale';
import { Seo } from '../../components/seo/Seo';
import { sitePath, type SitePath } from '../../layouts/parts/links';
import { useBreadcrumbs } from '../legal/contentUrls';
import shared from '../legal/content.module.css';
import type { loader } from './SitemapPage.data';

const sections: Array<[SitePath, string]> = [
  ['home', 'sitemapPage.home'],
  ['search', 'nav.search'],
  ['forBusiness', 'nav.forBusiness'],
  ['pricing', 'nav.pricing'],
  ['helpCenter', 'nav.helpCenter'],
  ['blog', 'nav.blog'],
  ['promo', 'nav.promo'],
];

const legal: Array<[SitePath, string]> = [
  ['terms', 'nav.terms'],
  ['privacy', 'nav.privacy'],
  ['cookiePolicy', 'nav.cookiePolicy'],
  ['license', 'nav.license'],
];

export function Component() {
  const { blogPosts, forBusinessPages, helpTopics, page } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const { prefix } = useLocale();
  const to = (path: string) => localizedPath(prefix, path);
  const heading = intl.formatMessage({ id: 'sitemapPage.heading' });
  const breadcrumbs = useBreadcrumbs([{ name: heading, path: '/sitemap' }]);
  const pageHref = (index: number) => to(index === 1 ? '/sitemap' : `/sitemap/${index}`);
  return (
    <div className={shared.page}>
      <Seo
        title={`${heading}${page > 1 ? ` (${page})` : ''} | Termin`}
        description={intl.formatMessage({ id: 'sitemapPage.intro' }, { page })}
        jsonLd={breadcrumbs}
      />
      <h1 className={shared.heading}>{heading}</h1>
      <p className={shared.lead}>
        <FormattedMessage id="sitemapPage.intro" values={{ page }} />
      </p>
      {page === 1 ? (
        <>
          <section className={shared.section}>
            <h2>
              <FormattedMessage id="sitemapPage.sections" />
            </h2>
            <ul>
              {sections.map(([path, label]) => (
                <li key={path}>
                  <Link to={sitePath(prefix, path)}>
                    <FormattedMessage id={label} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section className={shared.section}>
            <h2>
              <FormattedMessage id="nav.forBusiness" />
            </h2>
            <ul>
              {(forBusinessPages ?? []).map((p) => (
                <li key={p.slug}>
                  <Link to={to(`/for-business/${p.slug}`)}>{p.title}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section className={shared.section}>
            <h2>
              <FormattedMessage id="nav.helpCenter" />
            </h2>
            {(helpTopics ?? []).map((topic) => (
              <div key={topic.slug}>
                <h3>{topic.title}</h3>
                <ul>
                  {topic.articles.map((a) => (
                    <li key={a.slug}>
                      <Link to={`${to('/help-center')}?article=${encodeURIComponent(a.slug)}`}>
                        {a.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        </>
      ) : null}
      <section className={shared.section}>
        <h2>
          <FormattedMessage id="nav.blog" />
        </h2>
        <ul>
          {blogPosts.items.map((post) => (
            <li key={post.slug}>
              <Link to={to(`/blog/${post.slug}`)}>{post.title}</Link>
            </li>
          ))}
        </ul>
      </section>
      {page === 1 ? (
        <section className={shared.section}>
          <h2>
            <FormattedMessage id="sitemapPage.legal" />
          </h2>
          <ul>
            {legal.map(([path, label]) => (
              <li key={path}>
                <Link to={sitePath(prefix, path)}>
                  <FormattedMessage id={label} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {blogPosts.pageCount > 1 ? (
        <nav aria-label={intl.formatMessage({ id: 'sitemapPage.pages' })}>
          <ul className={shared.pager}>
            {Array.from({ length: blogPosts.pageCount }, (_, index) => index + 1).map((index) => (
              <li key={index}>
                <Link to={pageHref(index)} aria-current={index === page ? 'page' : undefined}>
                  {index}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
