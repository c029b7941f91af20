import { describe, expect, it } from 'vitest';
import { mergedMessages } from './mergedMessages';

describe('mergedMessages', () => {
  it('lays the page’s messages over the shared ones', () => {
    expect(mergedMessages({ a: 'A', b: 'B' }, { b: 'page B' })).toEqual({ a: 'A', b: 'page B' });
    expect(mergedMessages(undefined, undefined)).toEqual({});
  });

  it('answers the same object for the same pair of files, another for another pair', () => {
    const general = { a: 'A' };
    const page = { b: 'B' };
    const merged = mergedMessages(general, page);
    expect(mergedMessages(general, page)).toBe(merged);
    expect(mergedMessages(general, { b: 'other' })).not.toBe(merged);
    expect(mergedMessages(general)).toEqual({ a: 'A' });
  });
});
