import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';

/** Blog posts listed per sitemap page; the rest of the site fits on the first. */
const postsPerPage = 50;

const SitemapQuery = graphql(`
  query SitemapPage($page: Int!, $pageSize: Int!, $first: Boolean!) {
    blogPosts(page: $page, pageSize: $pageSize) {
      page
      pageCount
      items {
        slug
        title
      }
    }
    forBusinessPages @include(if: $first) {
      slug
      title
    }
    helpTopics @include(if: $first) {
      slug
      title
      articles {
        slug
        title
      }
    }
  }
`);

/**
 * /sitemap, /sitemap/{pageIndex} and /sitemap/{country}/{pageIndex}: the site's pages as links for
 * people (search engines read the XML at /sitemap.xml and the .xml parts it names, served by bff).
 * Page 1 has every section; further pages continue the blog. The country form shows the project's
 * own sitemap: the route accepts only the project country (routing/pageRoutes.tsx), and sends it,
 * like /sitemap/1, to the page's one address.
 */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const page = Number(params.pageIndex ?? '1');
  const path = new URL(request.url).pathname;
  // One address per page (issue 45: the first was served at three): /sitemap, then /sitemap/{n}.
  if (params.country || params.pageIndex === '1') {
    const base = path.slice(0, path.indexOf('/sitemap') + '/sitemap'.length);
    throw redirect(page === 1 ? base : `${base}/${page}`, 301);
  }
  const missing = () => data({ message: `Page Not Found: ${path}`, path }, { status: 404 });
  const result = await loadPageQuery(context, request, SitemapQuery, {
    page,
    pageSize: postsPerPage,
    first: page === 1,
  });
  if (page > result.blogPosts.pageCount) throw missing();
  return { ...result, page };
}
