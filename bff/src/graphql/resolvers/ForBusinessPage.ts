import type {
  ForBusinessKind,
  ForBusinessPageCardResolvers,
  ForBusinessPageResolvers,
  ForBusinessSectionResolvers,
  QueryResolvers,
} from '../__generated__/resolvers-types.js';
import {
  forBusinessPage,
  forBusinessPages,
  type UpstreamForBusinessPage,
  type UpstreamForBusinessPageSummary,
  type UpstreamForBusinessSection,
} from '../../upstream/contentApi.js';
import { markdownToHtml } from '../markdown.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
export type ForBusinessPageCardMapper = UpstreamForBusinessPageSummary;
export type ForBusinessPageMapper = UpstreamForBusinessPage;
export type ForBusinessSectionMapper = UpstreamForBusinessSection;

const kind = (page: { kind: 'audience' | 'feature' }): ForBusinessKind =>
  page.kind === 'audience' ? 'AUDIENCE' : 'FEATURE';

export const Query: Pick<QueryResolvers, 'forBusinessPages' | 'forBusinessPage'> = {
  forBusinessPages: async (_parent, _args, { api }) => (await forBusinessPages(api)).pages,
  forBusinessPage: (_parent, { slug }, { api }) => forBusinessPage(api, slug),
};

export const ForBusinessPageCard: ForBusinessPageCardResolvers = { kind };

export const ForBusinessPage: ForBusinessPageResolvers = {
  kind,
  bodyHtml: (page) => markdownToHtml(page.body),
};

export const ForBusinessSection: ForBusinessSectionResolvers = {
  bodyHtml: (section) => markdownToHtml(section.body),
};
