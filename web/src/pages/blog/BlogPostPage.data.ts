import type { LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';

const BlogPostQuery = graphql(`
  query BlogPost($slug: String!) {
    blogPost(slug: $slug) {
      slug
      title
      excerpt
      publishedAt
      updatedAt
      readingMinutes
      authorName
      authorRole
      bodyHtml
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
`);

export function loader({ context, request, params }: LoaderFunctionArgs) {
  return loadPageQuery(
    context,
    request,
    BlogPostQuery,
    { slug: params.slug ?? '' },
    { found: (data) => data.blogPost !== null },
  );
}
