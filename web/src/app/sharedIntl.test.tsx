// @vitest-environment jsdom
import { parse } from '@formatjs/icu-messageformat-parser';
import { render, screen } from '@testing-library/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Messages } from './messages';
import { SharedIntlProvider } from './sharedIntl';

// Compiled ahead of time, as the build ships them (vite/localesPlugin.ts).
const general: Messages = { count: parse('{n, plural, one {# venue} other {# venues}}') };
const page: Messages = {
  title: parse('Venues'),
  quoted: parse("Write '{'braces'}' as they are"),
  greeting: parse('Hello, {name}'),
  strong: parse('Hello, <b>{name}</b>'),
};

function show(locale: string, n: number) {
  const { unmount } = render(
    <SharedIntlProvider
      locale={locale}
      messages={{ ...general, ...page } as Record<string, string>}
    >
      <p data-testid="count">
        <FormattedMessage id="count" values={{ n }} />
      </p>
      <p data-testid="greeting">
        <FormattedMessage id="greeting" values={{ name: 'Ana' }} />
      </p>
    </SharedIntlProvider>,
  );
  const texts = [
    screen.getByTestId('count').textContent,
    screen.getByTestId('greeting').textContent,
  ];
  unmount();
  return texts;
}

describe('SharedIntlProvider', () => {
  it('formats a compiled message kept across renders with each render’s values and locale', () => {
    expect(show('en', 1)).toEqual(['1 venue', 'Hello, Ana']);
    expect(show('en', 1200)).toEqual(['1,200 venues', 'Hello, Ana']);
    // The same message object in another locale gets that locale's own formatter.
    expect(show('de', 1200)).toEqual(['1.200 venues', 'Hello, Ana']);
  });

  it('gives renders over the same messages and locale one intl, another locale its own', () => {
    const messages = { ...general, ...page } as Record<string, string>;
    const seen: IntlShape[] = [];
    const Probe = () => {
      seen.push(useIntl());
      return null;
    };
    for (const locale of ['en', 'en', 'de']) {
      render(
        <SharedIntlProvider locale={locale} messages={messages}>
          <Probe />
        </SharedIntlProvider>,
      ).unmount();
    }
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[0]);
    expect(seen[2]?.locale).toBe('de');
  });
});
