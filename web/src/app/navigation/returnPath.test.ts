import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './returnPath';

const fallback = '/en';

describe('safeReturnPath: where a visitor may be sent back to', () => {
  it.each([
    ['/en/profile/settings', '/en/profile/settings'],
    ['/en/book-now/salon-1/order?service=1&m=2', '/en/book-now/salon-1/order?service=1&m=2'],
    ['/en/search?s=hair%20cut#results', '/en/search?s=hair%20cut#results'],
    ['/en/search?s=a/b//c', '/en/search?s=a/b//c'],
    ['/', '/'],
    // Raw non-ASCII comes back percent-encoded, so it is a valid Location header.
    ['/sr-RS/pretraga/šišanje?s=čćž', '/sr-RS/pretraga/%C5%A1i%C5%A1anje?s=%C4%8D%C4%87%C5%BE'],
    ['/ru/поиск', '/ru/%D0%BF%D0%BE%D0%B8%D1%81%D0%BA'],
    // Dot segments resolve, inside the site.
    ['/en/a/../profile', '/en/profile'],
  ])('keeps the same-origin path %j as %j', (input, expected) => {
    expect(safeReturnPath(input, fallback)).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.example/phish'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'evil.example/phish'],
    ['scheme-relative', '//evil.example/phish'],
    ['a backslash for a slash', '/\\evil.example/phish'],
    ['a backslash later on', '/en\\..\\evil'],
    ['a tab the browser drops', '/\t/evil.example/phish'],
    ['a newline the browser drops', '/\n/evil.example/phish'],
    ['CR/LF header injection', '/en\r\nSet-Cookie: x=1'],
    ['a leading space', ' /en'],
    ['a no-break space', '/\u00a0/evil.example'],
    ['a line separator', '/en\u2028x'],
    ['a NUL', '/en\u0000'],
    ['DEL', '/en\u007f'],
    ['a C1 control', '/en\u0085'],
    ['encoded slashes', '/%2F%2Fevil.example/phish'],
    ['an encoded slash after the first', '/%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['double encoding', '/%252F%252Fevil.example'],
    ['encoded CR/LF', '/en%0D%0ASet-Cookie:%20x=1'],
    ['a broken encoding', '/en/%E0%A4%A'],
    ['dot segments collapsing into //', '/.//evil.example/phish'],
    ['dot-dot collapsing into //', '/..//evil.example'],
    ['an empty string', ''],
    ['far too long', `/${'a'.repeat(2001)}`],
  ])('refuses %s', (_what, input) => {
    expect(safeReturnPath(input, fallback)).toBe(fallback);
  });

  it.each([[undefined], [null], [42], [['/en']], [{ path: '/en' }]])(
    'refuses the non-string %j',
    (input) => {
      expect(safeReturnPath(input, null)).toBeNull();
    },
  );
});
