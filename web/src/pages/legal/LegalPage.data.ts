import type { LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';

const LegalPageQuery = graphql(`
  query LegalPage($slug: String!) {
    legalPage(slug: $slug) {
      slug
      title
      bodyHtml
      effectiveOn
    }
  }
`);

/** The document is the route's last segment: /en/terms → terms. */
export function loader({ context, request }: LoaderFunctionArgs) {
  const slug = new URL(request.url).pathname.split('/').filter(Boolean).pop() ?? '';
  return loadPageQuery(
    context,
    request,
    LegalPageQuery,
    { slug },
    { found: (data) => data.legalPage !== null },
  );
}
