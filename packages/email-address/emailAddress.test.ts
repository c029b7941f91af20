import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './emailAddress.js';

describe('isEmailAddress', () => {
  it('accepts plain addresses, international ones included', () => {
    for (const address of ['demo@termin.test', 'a+b@gmail.com', 'ivan@почта.рф', 'jovana.p@mts.rs'])
      expect(isEmailAddress(address), address).toBe(true);
  });

  it('refuses what is not one plain address (issue 41 finding 8)', () => {
    for (const text of [
      '"x"<attacker@evil.test>',
      'x <attacker@evil.test>',
      '"quoted"@termin.test',
      'demo@termin.test.',
      'a..b@termin.test',
      'a@b',
      'x@localhost',
      'a@[127.0.0.1]',
      'a@1.2.3.4',
      ' demo@termin.test',
      'demo@termin.test, other@termin.test',
      `${'a'.repeat(250)}@x.rs`,
    ])
      expect(isEmailAddress(text), text).toBe(false);
  });
});
