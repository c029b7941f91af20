import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { memoFormat } from './memoFormat';

describe('memoFormat', () => {
  it('formats a key once per intl object', () => {
    const en = createIntl({ locale: 'en', messages: {} });
    const sr = createIntl({ locale: 'sr-Latn', messages: {} });
    const format = vi.fn(() => 'text');
    expect(memoFormat(en, 'time:09:00', format)).toBe('text');
    expect(memoFormat(en, 'time:09:00', format)).toBe('text');
    expect(format).toHaveBeenCalledOnce();
    memoFormat(sr, 'time:09:00', format);
    expect(format).toHaveBeenCalledTimes(2);
  });

  it('starts over instead of growing without bound', () => {
    const intl = createIntl({ locale: 'en', messages: {} });
    const format = vi.fn((value: number) => String(value));
    for (let value = 0; value < 2_000; value += 1)
      memoFormat(intl, `n:${value}`, () => format(value));
    // Full: the first key is still kept.
    memoFormat(intl, 'n:0', () => format(0));
    expect(format).toHaveBeenCalledTimes(2_000);
    // One more key and the table begins again: the first key is formatted anew.
    memoFormat(intl, 'n:2000', () => format(2_000));
    memoFormat(intl, 'n:0', () => format(0));
    expect(format).toHaveBeenCalledTimes(2_002);
  });

  it('formats a long key every time instead of keeping it', () => {
    const intl = createIntl({ locale: 'en', messages: {} });
    const format = vi.fn(() => 'text');
    const key = `message|${'x'.repeat(300)}`;
    memoFormat(intl, key, format);
    memoFormat(intl, key, format);
    expect(format).toHaveBeenCalledTimes(2);
  });
});
