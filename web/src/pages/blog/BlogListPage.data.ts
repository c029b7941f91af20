import type { LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';
import { plainSegment } from '../../routing/urlValues';
import { invalidUrl } from '../../routing/validatedFirst';
import { blogListState } from './blogPaging';

const pageSize = 9;

const BlogListQuery = graphql(`
  query BlogList($page: Int!, $pageSize: Int!, $tag: String) {
    blogPosts(page: $page, pageSize: $pageSize, tag: $tag) {
      page
      pageCount
      total
      items {
        slug
        title
        excerpt
        publishedAt
        readingMinutes
        authorName
        coverImage {
          url
          alt
          width
          height
        }
        tags {
          slug
          title
        }
      }
    }
  }
`);

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { page, tag } = blogListState(new URL(request.url).searchParams);
  // A tag names the posts the page lists: one that is no slug names none, like an unknown tag.
  if (tag !== null && !plainSegment.test(tag)) invalidUrl(request);
  const result = await loadPageQuery(context, request, BlogListQuery, { page, pageSize, tag });
  // A page past the end, or a tag without posts, is not a page of the site.
  const found = result.blogPosts.items.length > 0 || (page === 1 && !tag);
  if (!found) invalidUrl(request);
  return { ...result, tag };
}
