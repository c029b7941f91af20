import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { CitiesQuery } from '../components/search-bar/queries';
import { CompanyPage } from '../pages/company/CompanyPage';
import { SearchPage } from '../pages/search/SearchPage';
import { StartPage } from '../pages/start/StartPage';
import type { ApolloFor } from './apollo';
import { AppShell, type RootData } from './AppShell';
import { defaultPrefix, languageOf } from './locale';
import { LocaleLayout } from './LocaleLayout';
import { loadGeneralMessages } from './messages';
import { localizedRedirectTarget, prefixOf } from './routes/localeRedirect';
import { notFound } from './routes/notFound';
import { RouteErrorBoundary } from './routes/RouteErrorBoundary';

export interface RouteDeps {
  apolloFor: ApolloFor;
}

function localeOf(url: string) {
  const prefix = prefixOf(new URL(url).pathname) ?? defaultPrefix;
  return { prefix, language: languageOf(prefix) };
}

/** A page under the locale prefix; its errors render the error page inside the layout. */
const page = (route: RouteObject): RouteObject => ({ ErrorBoundary: RouteErrorBoundary, ...route });

/** The route tree of spec §2, shared by the server render and the browser. */
export function createRoutes({ apolloFor }: RouteDeps): RouteObject[] {
  return [
    {
      id: 'root',
      Component: () => <AppShell apolloFor={apolloFor} />,
      loader: async ({ request }: LoaderFunctionArgs): Promise<RootData> => {
        const locale = localeOf(request.url);
        return { locale, messages: await loadGeneralMessages(locale.language) };
      },
      // Translations change only with the language.
      shouldRevalidate: ({ currentUrl, nextUrl }) =>
        localeOf(currentUrl.href).language !== localeOf(nextUrl.href).language,
      children: [
        {
          index: true,
          loader: ({ request }) => redirect(localizedRedirectTarget(new URL(request.url)) ?? '/en'),
        },
        {
          id: 'locale',
          path: ':locale',
          Component: LocaleLayout,
          ErrorBoundary: RouteErrorBoundary,
          loader: async ({ request }) => {
            const target = localizedRedirectTarget(new URL(request.url));
            if (target) throw redirect(target);
            // The search bar's cities: useful but not critical, so a failure only logs.
            await apolloFor(localeOf(request.url).language)
              .query({ query: CitiesQuery })
              .catch((error: unknown) =>
                console.warn(
                  'cities prefetch failed:',
                  error instanceof Error ? error.message : error,
                ),
              );
            return null;
          },
          shouldRevalidate: ({ currentUrl, nextUrl }) =>
            localeOf(currentUrl.href).language !== localeOf(nextUrl.href).language,
          children: [
            page({ index: true, Component: StartPage }),
            page({ path: 'search', Component: SearchPage }),
            page({ path: 'company/:slug', Component: CompanyPage }),
            page({ path: '*', loader: ({ request }) => notFound(request), Component: () => null }),
          ],
        },
      ],
    },
  ];
}
