import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, useLoaderData, Link } from 'react-router';
import { localizedPath, useLocale } from '../../app/locale';
import { Seo, useCanonicalUrl, type JsonLd } from '../../components/seo/Seo';
import { useShell } from '../../app/shell';
import { SupportContact } from '../../components/support-contact/SupportContact';
import { Prose } from '../legal/Prose';
import { useBreadcrumbs } from '../legal/contentUrls';
import shared from '../legal/content.module.css';
import { faqJsonLd } from './helpJsonLd';
import { helpArticleJsonLd } from './helpArticleJsonLd';
import styles from './HelpCenterPage.module.css';
import type { loader } from './HelpCenterPage.data';

export function Component() {
  const { helpTopics, helpSearch, helpArticle, text } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const { prefix } = useLocale();
  const base = localizedPath(prefix, '/help-center');
  const articleHref = (slug: string) => `${base}?article=${encodeURIComponent(slug)}`;
  const heading = intl.formatMessage({ id: 'helpCenterPage.heading' });
  const searchId = useId();

  const crumbs = [{ name: heading, path: '/help-center' }];
  if (helpArticle)
    crumbs.push({ name: helpArticle.title, path: `/help-center?article=${helpArticle.slug}` });
  const breadcrumbs = useBreadcrumbs(crumbs);
  const jsonLd: JsonLd[] = [breadcrumbs];
  const page = useCanonicalUrl();
  const { siteUrl } = useShell().publicConfig;
  if (helpArticle) jsonLd.push(helpArticleJsonLd(helpArticle, { page, siteUrl }));
  if (helpArticle && helpArticle.faq.length > 0) jsonLd.push(faqJsonLd(helpArticle.faq));

  const searchForm = (
    <Form method="get" action={base} role="search" className={styles.search}>
      <label htmlFor={searchId} className={styles.label}>
        <FormattedMessage id="helpCenterPage.searchLabel" />
      </label>
      <div className={styles.searchRow}>
        <input
          id={searchId}
          type="search"
          name="q"
          defaultValue={text}
          maxLength={200}
          className={styles.input}
          placeholder={intl.formatMessage({ id: 'helpCenterPage.searchPlaceholder' })}
        />
        <button type="submit" className={shared.primary}>
          <FormattedMessage id="helpCenterPage.searchButton" />
        </button>
      </div>
    </Form>
  );

  if (helpArticle) {
    const topic = helpTopics.find((t) => t.slug === helpArticle.topic.slug);
    const related = topic?.articles.filter((a) => a.slug !== helpArticle.slug) ?? [];
    return (
      <article className={shared.page}>
        <Seo
          title={`${helpArticle.title} | ${heading} | Termin`}
          description={helpArticle.excerpt}
          jsonLd={jsonLd}
        />
        <nav
          className={shared.crumbs}
          aria-label={intl.formatMessage({ id: 'helpCenterPage.breadcrumbs' })}
        >
          <ol>
            <li>
              <Link to={base}>{heading}</Link>
            </li>
            <li>
              <Link to={`${base}#${helpArticle.topic.slug}`}>{helpArticle.topic.title}</Link>
            </li>
          </ol>
        </nav>
        <h1 className={shared.heading}>{helpArticle.title}</h1>
        <Prose html={helpArticle.bodyHtml} />
        {helpArticle.faq.length > 0 ? (
          <section className={shared.section}>
            <h2>
              <FormattedMessage id="helpCenterPage.faq" />
            </h2>
            {helpArticle.faq.map((entry) => (
              <div key={entry.question} className={styles.faq}>
                <h3>{entry.question}</h3>
                <p>{entry.answer}</p>
              </div>
            ))}
          </section>
        ) : null}
        {related.length > 0 ? (
          <section className={shared.section}>
            <h2>
              <FormattedMessage
                id="helpCenterPage.related"
                values={{ topic: helpArticle.topic.title }}
              />
            </h2>
            <ul className={styles.links}>
              {related.map((a) => (
                <li key={a.slug}>
                  <Link to={articleHref(a.slug)}>{a.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {searchForm}
      </article>
    );
  }

  if (helpSearch) {
    return (
      <div className={shared.page}>
        <Seo
          title={`${intl.formatMessage({ id: 'helpCenterPage.resultsTitle' }, { text })} | Termin`}
          description={intl.formatMessage({ id: 'helpCenterPage.intro' })}
          noindex
          jsonLd={jsonLd}
        />
        <h1 className={shared.heading}>{heading}</h1>
        {searchForm}
        <h2 className={styles.resultsHeading} aria-live="polite">
          <FormattedMessage
            id="helpCenterPage.results"
            values={{ count: helpSearch.length, text }}
          />
        </h2>
        {helpSearch.length > 0 ? (
          <ul className={styles.results}>
            {helpSearch.map((article) => (
              <li key={article.slug} className={shared.card}>
                <h3>
                  <Link to={articleHref(article.slug)} className={shared.cardLink}>
                    {article.title}
                  </Link>
                </h3>
                <p className={shared.meta}>{article.topic.title}</p>
                <p>{article.excerpt}</p>
              </li>
            ))}
          </ul>
        ) : (
          <>
            <p>
              <FormattedMessage id="helpCenterPage.noResults" />{' '}
              <Link to={base}>
                <FormattedMessage id="helpCenterPage.allTopics" />
              </Link>
            </p>
            <SupportContact />
          </>
        )}
      </div>
    );
  }

  return (
    <div className={shared.page}>
      <Seo
        title={`${heading} | Termin`}
        description={intl.formatMessage({ id: 'helpCenterPage.intro' })}
        jsonLd={jsonLd}
      />
      <h1 className={shared.heading}>{heading}</h1>
      <p className={shared.lead}>
        <FormattedMessage id="helpCenterPage.intro" />
      </p>
      {searchForm}
      {helpTopics.map((topic) => (
        <section key={topic.slug} id={topic.slug} className={`${shared.card} ${styles.topic}`}>
          <h2>{topic.title}</h2>
          <p className={shared.meta}>{topic.description}</p>
          <ul className={styles.links}>
            {topic.articles.map((a) => (
              <li key={a.slug}>
                <Link to={articleHref(a.slug)}>{a.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
