import { describe, expect, it } from 'vitest';
import { CookieSealer, type SessionData } from './sessionCookie.js';

const data: SessionData = {
  id: '6f1c0d1e-5c1a-4a4e-9a57-6f7f3b1d2c3e',
  accessToken: 'a'.repeat(43),
  accessExpiresAt: 1_900_000_000,
  refreshToken: 'r'.repeat(43),
  refreshExpiresAt: 1_900_000_000,
};
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('CookieSealer', () => {
  it('round-trips and stays well under the 4 KB cookie limit', async () => {
    const sealer = new CookieSealer<SessionData>(['s'.repeat(32)], 'session');
    const sealed = await sealer.seal(data, inAnHour());
    expect(sealed.length).toBeLessThan(1024);
    expect(sealed).not.toContain(data.accessToken);
    expect(await sealer.open(sealed)).toEqual(data);
  });

  it('refuses tampered, foreign, expired and malformed values', async () => {
    const sealer = new CookieSealer<SessionData>(['s'.repeat(32)], 'session');
    const sealed = await sealer.seal(data, inAnHour());
    const tampered = sealed.slice(0, -4) + (sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(await sealer.open(tampered)).toBeUndefined();
    expect(
      await new CookieSealer<SessionData>(['t'.repeat(32)], 'session').open(sealed),
    ).toBeUndefined();
    expect(
      await new CookieSealer<SessionData>(['s'.repeat(32)], 'login').open(sealed),
    ).toBeUndefined();
    expect(
      await sealer.open(await sealer.seal(data, Math.floor(Date.now() / 1000) - 10)),
    ).toBeUndefined();
    expect(await sealer.open('not-a-jwe')).toBeUndefined();
    expect(await sealer.open(undefined)).toBeUndefined();
  });

  it('opens cookies sealed with a previous secret during rotation', async () => {
    const old = new CookieSealer<SessionData>(['old-secret-old-secret-old-secret!'], 'session');
    const rotated = new CookieSealer<SessionData>(
      ['new-secret-new-secret-new-secret!', 'old-secret-old-secret-old-secret!'],
      'session',
    );
    expect(await rotated.open(await old.seal(data, inAnHour()))).toEqual(data);
  });
});
