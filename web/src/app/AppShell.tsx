import { ApolloProvider } from '@apollo/client/react';
import { IntlProvider } from 'react-intl';
import { Outlet, useLoaderData } from 'react-router';
import type { ApolloFor } from './apollo';
import { LocaleContext, type LocaleInfo } from './locale';
import type { Messages } from './messages';
import { useShell } from './shell';
import './global.css';

export interface RootData {
  locale: LocaleInfo;
  messages: Messages;
}

/** The whole document: rendered on the server and hydrated in the browser as one tree. */
export function AppShell({ apolloFor }: { apolloFor: ApolloFor }) {
  const { locale, messages } = useLoaderData() as RootData;
  const { assets, nonce } = useShell();
  return (
    <html lang={locale.prefix}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {assets.inlineHead ? (
          <script
            type="module"
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: assets.inlineHead }}
          />
        ) : null}
      </head>
      <body>
        <LocaleContext.Provider value={locale}>
          <IntlProvider locale={locale.prefix} messages={messages} defaultLocale="en">
            <ApolloProvider client={apolloFor(locale.language)}>
              <Outlet />
            </ApolloProvider>
          </IntlProvider>
        </LocaleContext.Provider>
      </body>
    </html>
  );
}
