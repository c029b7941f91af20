import { describe, expect, it } from 'vitest';
import {
  formattedIpsAccount,
  ipsAmount,
  ipsPayload,
  ipsTransfer,
  model97CheckDigits,
  model97Reference,
} from './ipsPayload.js';

describe('ipsPayload', () => {
  it('writes amounts with a decimal comma, no thousands separator', () => {
    expect(ipsAmount(350000)).toBe('3500,00');
    expect(ipsAmount(5)).toBe('0,05');
    expect(ipsAmount(123456789)).toBe('1234567,89');
  });

  it('computes model 97 check digits (ISO 7064 mod 97-10)', () => {
    // 97 + check digits + number ≡ 1 (mod 97) when read as check digits moved to the end.
    for (const digits of ['1', '12345678', '000012340042', '999999999999']) {
      const check = model97CheckDigits(digits);
      expect(BigInt(`${digits}${check}`) % 97n).toBe(1n);
    }
    expect(model97Reference('12345')).toMatch(/^97\d{2}12345$/);
  });

  it('builds the NBS string in field order', () => {
    expect(
      ipsPayload({
        account: '265000000012345678',
        payee: 'Salon Lotus d.o.o. | Beograd',
        amount: 350000,
        purpose: 'Termin order 1a2b',
        reference: '9712345',
      }),
    ).toBe(
      'K:PR|V:01|C:1|R:265000000012345678|N:Salon Lotus d.o.o.   Beograd|I:RSD3500,00|SF:289|S:Termin order 1a2b|RO:9712345',
    );
  });

  it('refuses a malformed account or amount', () => {
    const base = { payee: 'X', purpose: 'Y', reference: '97' };
    expect(() => ipsPayload({ ...base, account: '123', amount: 1 })).toThrow();
    expect(() => ipsPayload({ ...base, account: '265000000012345678', amount: 0 })).toThrow();
  });
});

describe('ipsTransfer', () => {
  it('reads back the transfer a payload asks for, as a bank app takes it', () => {
    const reference = model97Reference('000000420042');
    const payload = ipsPayload({
      account: '265000000012345678',
      payee: 'Salon Lotus d.o.o.\r\nNjegoševa 45, Beograd',
      amount: 350000,
      purpose: 'Termin 1a2b3c4d',
      reference,
    });
    expect(ipsTransfer(payload)).toEqual({
      payee: 'Salon Lotus d.o.o.',
      place: 'Njegoševa 45, Beograd',
      account: '265-0000000123456-78',
      amount: '3500,00',
      paymentCode: '289',
      purpose: 'Termin 1a2b3c4d',
      model: '97',
      reference: reference.slice(2),
    });
    expect(formattedIpsAccount('160000000000012345')).toBe('160-0000000000123-45');
  });

  it('refuses a text that is no IPS payload', () => {
    expect(() => ipsTransfer('K:PR|V:01')).toThrow(/^An IPS payload without/);
  });
});
