import type { HelpArticleResolvers, QueryResolvers } from '../__generated__/resolvers-types.js';
import {
  helpArticle,
  helpArticles,
  helpCenter,
  type UpstreamHelpArticle,
} from '../../upstream/contentApi.js';
import { cutText, markdownToHtml, markdownToText } from '../markdown.js';

const maxResults = 20;
const excerptLength = 160;

/** Lowercase without diacritics (č → c, đ → d), so "cancel" finds "Otkazivanje" and "otkazivanje". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'd')
    .toLowerCase();
}

/** Does the article contain every word of the text (in its title, body or questions)? */
export function matchesHelpSearch(article: UpstreamHelpArticle, text: string): boolean {
  const words = foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return false;
  const haystack = foldText(
    [
      article.title,
      article.topic.title,
      markdownToText(article.body),
      ...article.faq.flatMap((entry) => [entry.question, entry.answer]),
    ].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

export const helpQueries: Pick<QueryResolvers, 'helpTopics' | 'helpArticle' | 'helpSearch'> = {
  helpTopics: async (_parent, _args, { api }) => (await helpCenter(api)).topics,
  helpArticle: (_parent, { slug }, { api }) => helpArticle(api, slug),
  // The api has no search: the help center is a few dozen cached articles, searched here.
  helpSearch: async (_parent, { text }, { api }) => {
    const query = text.trim().slice(0, 200);
    if (query === '') return [];
    const articles = await helpArticles(api);
    return articles.filter((article) => matchesHelpSearch(article, query)).slice(0, maxResults);
  },
};

export const HelpArticle: HelpArticleResolvers = {
  bodyHtml: (article) => markdownToHtml(article.body),
  excerpt: (article) => cutText(markdownToText(article.body), excerptLength),
};
