import { describe, expect, it } from 'vitest';
import { looksLikePhone } from './viewportHints.js';

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('looksLikePhone (the page cache keeps phones and desktops apart)', () => {
  it('follows Sec-CH-Viewport-Width first, then Sec-CH-UA-Mobile, then the user agent', () => {
    expect(looksLikePhone({ 'sec-ch-viewport-width': '390', 'user-agent': desktop })).toBe(true);
    expect(looksLikePhone({ 'sec-ch-viewport-width': '1280', 'sec-ch-ua-mobile': '?1' })).toBe(
      false,
    );
    expect(looksLikePhone({ 'sec-ch-ua-mobile': '?1', 'user-agent': desktop })).toBe(true);
    expect(looksLikePhone({ 'sec-ch-ua-mobile': '?0', 'user-agent': iPhone })).toBe(false);
    expect(looksLikePhone({ 'user-agent': iPhone })).toBe(true);
    expect(looksLikePhone({ 'user-agent': desktop })).toBe(false);
    expect(looksLikePhone({})).toBe(false);
  });
});
