import { graphql } from '../../__generated__';
import type { PageClientSource } from '../data/pageClient';
import type { Language } from '../locale';
import type { CurrentUser } from '../session';

export const ViewerQuery = graphql(`
  query Viewer {
    viewer {
      id
      firstName
      lastName
      initials
    }
  }
`);

/**
 * The signed-in customer from bff's session. An ended session (UNAUTHENTICATED: bff has already
 * cleared its cookie) reads as nobody.
 */
export async function loadViewer(
  pages: PageClientSource,
  language: Language,
): Promise<CurrentUser | null> {
  try {
    const client = await pages.load(language);
    const { data } = await client.query({ query: ViewerQuery, fetchPolicy: 'network-only' });
    return data?.viewer ?? null;
  } catch {
    return null;
  }
}
