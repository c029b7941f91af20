import { ApolloProvider } from '@apollo/client/react';
import { use, type ReactNode } from 'react';
import { useLocale } from '../locale';
import { useApolloSource } from './apolloSource';

/**
 * Apollo's React hooks (mutations, a client of their own) for the pages that send them. Only those
 * pages load Apollo before they hydrate (client/startClient.tsx looks for `apollo` on their route
 * handle), so it is ready here; after the first navigation it always is, as loaders load it.
 * Outside the app shell (component tests) the caller's own provider applies.
 */
export function ApolloBoundary({ children }: { children: ReactNode }) {
  const source = useApolloSource();
  const { language } = useLocale();
  if (!source) return children;
  return <ApolloProvider client={use(source.load(language))}>{children}</ApolloProvider>;
}
