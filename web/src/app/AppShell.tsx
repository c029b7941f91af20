import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet, useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { ErrorLayout } from '../layouts/layouts';
import { ErrorPage } from '../pages/error/ErrorPage';
import { CityProvider, type City } from './city/CityContext';
import { DateLocaleContext, dateLocaleFor, type DateLocale } from './dateLocale';
import {
  defaultPrefix,
  languageOf,
  LocaleContext,
  prefixesFor,
  type Language,
  type LocaleInfo,
} from './locale';
import type { PageMessages } from './messages';
import { mergedMessages, type IntlMessages } from './mergedMessages';
import { NavigationProgress } from './navigation/NavigationProgress';
import { ScrollToTop } from './navigation/ScrollToTop';
import { SharedIntlProvider } from './sharedIntl';
import { isUnindexed, leafHandle } from '../routing/handle';
import { indexQuery, localizedRest } from '../routing/localizedPath';
import { FavoritesMerge } from './favorites/FavoritesMerge';
import { ViewerContext, type Viewer } from './session';
import { useShell } from './shell';
import type { Breakpoint } from './viewport/breakpoints';
import { ViewportProvider } from './viewport/ViewportContext';
import './global.css';

/** The page's messages over the shared ones (merged once per pair of files, mergedMessages.ts). */
function useMergedMessages(messages: PageMessages | undefined): IntlMessages {
  return mergedMessages(messages?.general, messages?.page);
}

export interface RootData {
  locale: LocaleInfo;
  messages: PageMessages;
  dateLocale: DateLocale;
  viewport: Breakpoint;
  /** The remembered city (cookie). */
  city?: string;
  /** The project country's cities, for the pickers and the search bar (empty when unavailable). */
  cities: City[];
  viewer: Viewer;
  /** Public pages list their other-language versions (hreflang). */
  publicPage: boolean;
}

/**
 * spec §1: the public config's hreflangs, as alternates of this page in each locale: the path as
 * it reads in each language, with only the params its route declares as making a distinct page
 * (the canonical URL's rule, components/seo/Seo.tsx).
 */
export function Alternates({
  pathname,
  search,
  indexParams,
  languages,
}: {
  pathname: string;
  search: string;
  indexParams?: readonly string[];
  /** A page written in these languages only has no other versions. */
  languages?: readonly Language[];
}) {
  const { publicConfig } = useShell();
  const rest = pathname.split('/').slice(2).join('/');
  const query = indexQuery(search, indexParams);
  const url = (prefix: string) => {
    const path = localizedRest(rest, languageOf(prefix));
    return `${publicConfig.siteUrl}/${prefix}${path ? `/${path}` : ''}${query}`;
  };
  const versions = prefixesFor(publicConfig.region).filter(
    (prefix) => !languages || languages.includes(languageOf(prefix)),
  );
  return (
    <>
      {/* Every locale this deployment serves (ru in the ru region), named as the public config
          names it, else by its prefix: the same rule as the sitemap's alternates. */}
      {versions.map((prefix) => (
        <link
          key={prefix}
          rel="alternate"
          hrefLang={publicConfig.hreflangs[prefix] ?? prefix}
          href={url(prefix)}
        />
      ))}
      <link
        rel="alternate"
        hrefLang="x-default"
        href={url(languages ? versions[0]! : defaultPrefix)}
      />
    </>
  );
}

function Document({
  lang,
  head,
  children,
}: {
  lang: string;
  head?: ReactNode;
  children: ReactNode;
}) {
  const { assets, nonce } = useShell();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {assets.preloads?.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {head}
        {assets.inlineHead ? (
          <script
            type="module"
            nonce={nonce}
            // Browsers hide a nonce from the DOM once the page has loaded.
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: assets.inlineHead }}
          />
        ) : null}
      </head>
      <body>{children}</body>
    </html>
  );
}

/** The whole document: rendered on the server and hydrated in the browser as one tree. */
export function AppShell() {
  const data = useRouteLoaderData('root') as RootData;
  const { pathname, search } = useLocation();
  const handle = leafHandle(useMatches());
  const { locale, dateLocale, viewer } = data;
  const messages = useMergedMessages(data.messages);
  return (
    <Document
      lang={locale.prefix}
      head={
        isUnindexed(handle) ? (
          <meta name="robots" content="noindex, nofollow" />
        ) : data.publicPage ? (
          <Alternates
            pathname={pathname}
            search={search}
            indexParams={handle?.indexParams}
            languages={handle?.languages}
          />
        ) : null
      }
    >
      <LocaleContext value={locale}>
        {/* The date locale's tag: Serbian dates and times read in Latin script (sr-Latn-RS). */}
        <SharedIntlProvider locale={dateLocale.tag} messages={messages}>
          <DateLocaleContext value={dateLocale}>
            <ViewerContext value={viewer}>
              <ViewportProvider initial={data.viewport}>
                <CityProvider initial={data.city} cities={data.cities}>
                  <ScrollToTop />
                  <FavoritesMerge />
                  <NavigationProgress />
                  <Outlet />
                </CityProvider>
              </ViewportProvider>
            </ViewerContext>
          </DateLocaleContext>
        </SharedIntlProvider>
      </LocaleContext>
    </Document>
  );
}

/**
 * The last resort when the document itself failed (its loader or render): the error page with
 * whatever translations there are.
 */
export function RootErrorBoundary() {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const locale: LocaleInfo = data?.locale ?? { prefix: defaultPrefix, language: 'en' };
  const messages = useMergedMessages(data?.messages);
  return (
    <Document lang={locale.prefix}>
      <LocaleContext value={locale}>
        <IntlProvider
          locale={dateLocaleFor(locale.prefix).tag}
          messages={messages}
          defaultLocale="en"
          onError={() => {}}
        >
          <DateLocaleContext value={dateLocaleFor(locale.prefix)}>
            <ErrorLayout>
              <ErrorPage status={500} showDetails={false} />
            </ErrorLayout>
          </DateLocaleContext>
        </IntlProvider>
      </LocaleContext>
    </Document>
  );
}
