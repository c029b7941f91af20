import type { LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';

const ForBusinessPageQuery = graphql(`
  query ForBusinessPage($slug: String!) {
    forBusinessPage(slug: $slug) {
      slug
      title
      summary
      heroImage {
        url
        alt
        width
        height
      }
      bodyHtml
      sections {
        heading
        bodyHtml
        image {
          url
          alt
          width
          height
        }
      }
    }
  }
`);

export function loader({ context, request, params }: LoaderFunctionArgs) {
  return loadPageQuery(
    context,
    request,
    ForBusinessPageQuery,
    { slug: params.slug ?? '' },
    { found: (data) => data.forBusinessPage !== null },
  );
}
