import type { JsonLd } from '../../components/seo/Seo';
import { publisherJsonLd } from '../../components/seo/organizationJsonLd';
import { headline } from '../blog/articleJsonLd';

export interface HelpArticleFacts {
  title: string;
  excerpt: string;
  /** ISO 8601: when its content last changed (api stamps it on every change). */
  updatedAt: string;
}

/**
 * schema.org Article for a help article: Termin writes and publishes it, and dateModified is the
 * last change of its text, so search engines can tell a fresh answer from a stale one.
 */
export function helpArticleJsonLd(
  article: HelpArticleFacts,
  urls: { page: string; siteUrl: string },
): JsonLd {
  return {
    '@type': 'Article',
    headline: headline(article.title),
    description: article.excerpt,
    mainEntityOfPage: { '@type': 'WebPage', '@id': urls.page },
    url: urls.page,
    dateModified: article.updatedAt,
    author: { '@type': 'Organization', name: 'Termin', url: urls.siteUrl },
    publisher: publisherJsonLd(urls.siteUrl),
  };
}
