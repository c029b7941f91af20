// @vitest-environment jsdom
import { parse } from '@formatjs/icu-messageformat-parser';
import { render, screen } from '@testing-library/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { Messages } from './messages';
import { mergedMessages, SharedIntlProvider } from './sharedIntl';

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

/** The intl object SharedIntlProvider gives a render of `locale` over the test messages. */
function sharedIntlFor(locale: string): IntlShape {
  let intl: IntlShape | undefined;
  function Capture() {
    intl = useIntl();
    return null;
  }
  render(
    <SharedIntlProvider locale={locale} messages={mergedMessages(general, page)}>
      <Capture />
    </SharedIntlProvider>,
  ).unmount();
  return intl!;
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
    expect(Object.keys(merged)).toEqual(['count', 'title', 'quoted', 'greeting', 'strong']);
    expect(mergedMessages(general, {})).not.toBe(merged);
  });

  it('remembers a text formatted with plain values, and only for the same values', () => {
    const intl = sharedIntlFor('en-GB');
    const select = vi.spyOn(Intl.PluralRules.prototype, 'select');
    expect(intl.formatMessage({ id: 'count' }, { n: 3 })).toBe('3 venues');
    expect(intl.formatMessage({ id: 'count' }, { n: 3 })).toBe('3 venues');
    expect(select).toHaveBeenCalledOnce();
    expect(intl.formatMessage({ id: 'count' }, { n: 1 })).toBe('1 venue');
    // A string is not the number that reads the same.
    expect(intl.formatMessage({ id: 'greeting' }, { name: 1 })).toBe('Hello, 1');
    expect(intl.formatMessage({ id: 'greeting' }, { name: '1' })).toBe('Hello, 1');
    // Values that would spell another call's values in a key joined without lengths.
    expect(intl.formatMessage({ id: 'greeting' }, { name: '1\u0000x\u0001s2' })).toBe(
      'Hello, 1\u0000x\u0001s2',
    );
    expect(intl.formatMessage({ id: 'greeting' }, { name: '1', x: '2' })).toBe('Hello, 1');
    // The same values named in another order, and the same values under other names.
    expect(intl.formatMessage({ id: 'greeting' }, { x: '2', name: '1' })).toBe('Hello, 1');
    expect(intl.formatMessage({ id: 'greeting' }, { name: '2', x: '1' })).toBe('Hello, 2');
    // -0 is not 0 to Intl, though it is to a Map.
    expect(intl.formatMessage({ id: 'count' }, { n: 0 })).toBe('0 venues');
    expect(intl.formatMessage({ id: 'count' }, { n: -0 })).toBe('-0 venues');
    // A long value (a search a visitor typed) is formatted, not kept.
    const long = 'a'.repeat(500);
    expect(intl.formatMessage({ id: 'greeting' }, { name: long })).toBe(`Hello, ${long}`);
    select.mockRestore();
    // Without values: the text react-intl gives, the same string every time.
    expect(intl.formatMessage({ id: 'title' })).toBe('Venues');
    expect(intl.formatMessage({ id: 'quoted' })).toBe('Write {braces} as they are');
    expect(intl.formatMessage({ id: 'quoted' })).toBe('Write {braces} as they are');
    // Rich text takes react-intl's own path and still gets its elements.
    const parts = intl.formatMessage(
      { id: 'strong' },
      { name: 'Ana', b: (chunks) => `[${chunks.join('')}]` },
    );
    expect([parts].flat().join('')).toBe('Hello, [Ana]');
  });

  it('remembers a number formatted with the same options, and only with them', () => {
    const intl = sharedIntlFor('en-IE');
    // format is an accessor of the prototype: each read is one number formatted.
    const prototype: { readonly format: unknown } = Intl.NumberFormat.prototype;
    const formats = vi.spyOn(prototype, 'format', 'get');
    const oneDigit = { maximumFractionDigits: 1 };
    expect(intl.formatNumber(4.25, oneDigit)).toBe('4.3');
    expect(intl.formatNumber(4.25, { maximumFractionDigits: 1 })).toBe('4.3');
    expect(formats).toHaveBeenCalledOnce();
    // Other options or another value: their own text.
    expect(intl.formatNumber(4.25, { maximumFractionDigits: 2 })).toBe('4.25');
    expect(intl.formatNumber(4.25)).toBe('4.25');
    expect(intl.formatNumber(1200, { style: 'unit', unit: 'kilometer' })).toBe('1,200 km');
    expect(intl.formatNumber(1200, { style: 'currency', currency: 'RSD' })).toMatch(/RSD/);
    expect(formats).toHaveBeenCalledTimes(5);
    formats.mockRestore();
  });
});
