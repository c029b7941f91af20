import type { LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';

const ForBusinessPagesQuery = graphql(`
  query ForBusinessPages {
    forBusinessPages {
      slug
      kind
      title
      summary
      heroImage {
        url
        alt
        width
        height
      }
    }
  }
`);

export function loader({ context, request }: LoaderFunctionArgs) {
  return loadPageQuery(context, request, ForBusinessPagesQuery, {});
}
