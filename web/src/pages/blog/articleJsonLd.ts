import { publisherJsonLd } from '../../components/seo/organizationJsonLd';
import type { JsonLd } from '../../components/seo/Seo';

/** spec §9: structured-data article headlines are cut to 110 characters. */
export const maxHeadlineLength = 110;

/** The headline cut to 110 characters at a word boundary, with an ellipsis when cut. */
export function headline(title: string): string {
  const characters = Array.from(title);
  if (characters.length <= maxHeadlineLength) return title;
  const cut = characters.slice(0, maxHeadlineLength - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > maxHeadlineLength / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface ArticleFacts {
  title: string;
  excerpt: string;
  url: string;
  image?: string;
  publishedAt: string;
  updatedAt: string;
  authorName: string;
  siteUrl: string;
}

/** schema.org Article for a blog post. */
export function articleJsonLd(post: ArticleFacts): JsonLd {
  return {
    '@type': 'Article',
    headline: headline(post.title),
    description: post.excerpt,
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
    url: post.url,
    ...(post.image ? { image: [post.image] } : {}),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.authorName },
    publisher: publisherJsonLd(post.siteUrl),
  };
}
