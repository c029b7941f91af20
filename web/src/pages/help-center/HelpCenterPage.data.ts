import type { LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';
import { plainSegment } from '../../routing/urlValues';
import { invalidUrl } from '../../routing/validatedFirst';

const HelpCenterQuery = graphql(`
  query HelpCenter($text: String!, $search: Boolean!, $article: String!, $open: Boolean!) {
    helpTopics {
      slug
      title
      description
      articles {
        slug
        title
      }
    }
    helpSearch(text: $text) @include(if: $search) {
      slug
      title
      excerpt
      topic {
        slug
        title
      }
    }
    helpArticle(slug: $article) @include(if: $open) {
      slug
      title
      excerpt
      updatedAt
      bodyHtml
      faq {
        question
        answer
      }
      topic {
        slug
        title
      }
    }
  }
`);

/**
 * /help-center, its search (?q=…, a plain GET form) and its articles (?article=slug): the help
 * center has no article route of its own (spec §2), so an article opens within it.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const text = params.get('q')?.trim().slice(0, 200) ?? '';
  const article = params.get('article')?.trim() ?? '';
  // The article is what the page shows: one that is no slug names none, like an unknown one.
  if (article !== '' && !plainSegment.test(article)) invalidUrl(request);
  const result = await loadPageQuery(
    context,
    request,
    HelpCenterQuery,
    { text, search: text !== '' && article === '', article, open: article !== '' },
    { found: (answer) => article === '' || (answer.helpArticle ?? null) !== null },
  );
  return { ...result, text };
}
