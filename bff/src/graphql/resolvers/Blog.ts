import type {
  BlogPostPageResolvers,
  BlogPostResolvers,
  QueryResolvers,
} from '../__generated__/resolvers-types.js';
import {
  blogPost,
  blogPosts,
  type UpstreamBlogPost,
  type UpstreamBlogPostList,
} from '../../upstream/contentApi.js';
import { markdownToHtml } from '../markdown.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
export type BlogPostMapper = UpstreamBlogPost;
export type BlogPostPageMapper = UpstreamBlogPostList;

/** The api's limits on blog paging; out-of-range arguments are clamped, not refused. */
const maxPage = 100_000;
const maxPageSize = 50;

const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.trunc(value)));

export const Query: Pick<QueryResolvers, 'blogPosts' | 'blogPost'> = {
  blogPosts: (_parent, { page, pageSize, tag }, { api }) =>
    blogPosts(api, {
      page: clamp(page ?? 1, 1, maxPage),
      pageSize: clamp(pageSize ?? 12, 1, maxPageSize),
      tag: tag?.trim().slice(0, 100) || undefined,
    }),
  blogPost: (_parent, { slug }, { api }) => blogPost(api, slug),
};

export const BlogPostPage: BlogPostPageResolvers = {
  pageCount: (list) => Math.max(1, Math.ceil(list.total / list.pageSize)),
};

export const BlogPost: BlogPostResolvers = {
  bodyHtml: (post) => markdownToHtml(post.body),
};
