import type { HelpArticleResolvers, QueryResolvers } from '../__generated__/resolvers-types.js';
import {
  helpArticle,
  helpCenter,
  searchHelpArticles,
  type UpstreamHelpArticle,
} from '../../upstream/contentApi.js';
import { cutText, markdownToHtml, markdownToText } from '../markdown.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
export type HelpArticleMapper = UpstreamHelpArticle;

const excerptLength = 160;

export const Query: Pick<QueryResolvers, 'helpTopics' | 'helpArticle' | 'helpSearch'> = {
  helpTopics: async (_parent, _args, { api }) => (await helpCenter(api)).topics,
  helpArticle: (_parent, { slug }, { api }) => helpArticle(api, slug),
  // api's full-text search: word stems, no diacritics, Serbian in either script.
  helpSearch: async (_parent, { text }, { api }) => {
    const query = text.trim().slice(0, 200);
    return query === '' ? [] : searchHelpArticles(api, query);
  },
};

export const HelpArticle: HelpArticleResolvers = {
  bodyHtml: (article) => markdownToHtml(article.body),
  excerpt: (article) => cutText(markdownToText(article.body), excerptLength),
};
