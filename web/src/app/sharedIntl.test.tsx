import { parse } from '@formatjs/icu-messageformat-parser';
import { render, screen } from '@testing-library/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Messages } from './messages';
import { mergedMessages, SharedIntlProvider } from './sharedIntl';

// Compiled ahead of time, as the build ships them (vite/localesPlugin.ts).
const general: Messages = { count: parse('{n, plural, one {# venue} other {# venues}}') };
const page: Messages = { greeting: parse('Hello, {name}') };

function show(locale: string, n: number) {
  const { unmount } = render(
    <SharedIntlProvider locale={locale} messages={mergedMessages(general, page)}>
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

  it('gives every render of one locale and messages map the same intl object', () => {
    const seen: IntlShape[] = [];
    function Capture() {
      seen.push(useIntl());
      return null;
    }
    const messages = mergedMessages(general, page);
    for (const locale of ['sr', 'sr', 'ru']) {
      render(
        <SharedIntlProvider locale={locale} messages={messages}>
          <Capture />
        </SharedIntlProvider>,
      ).unmount();
    }
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[0]);
    expect(seen[2]!.locale).toBe('ru');
  });

  it('merges the shared and the page messages once per pair of files', () => {
    const merged = mergedMessages(general, page);
    expect(mergedMessages(general, page)).toBe(merged);
    expect(Object.keys(merged)).toEqual(['count', 'greeting']);
    expect(mergedMessages(general, {})).not.toBe(merged);
  });
});
