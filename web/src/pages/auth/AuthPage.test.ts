import { describe, expect, it } from 'vitest';
import { loader } from './AuthPage.data';

const load = (url: string, locale: string) =>
  loader({ request: new Request(url), params: { locale } } as never);

describe('/auth, the return point of the login flow', () => {
  it('continues to the redirect path', async () => {
    const response = load('http://localhost/en/auth?redirect=%2Fen%2Fprofile%2Fsettings', 'en');
    expect((response as Response).headers.get('location')).toBe('/en/profile/settings');
  });

  it('goes to the start page without a usable redirect', () => {
    const response = load('http://localhost/sr-RS/auth?redirect=https://evil.test', 'sr-RS');
    expect((response as Response).headers.get('location')).toBe('/sr-RS');
  });

  it.each([
    ['%2F%09%2Fevil.example%2Fphish'],
    ['%2F%5Cevil.example'],
    ['%2F%2Fevil.example'],
    ['%2Fen%0D%0ASet-Cookie%3A%20x%3D1'],
  ])('never continues off the site (redirect=%s)', (value) => {
    const response = load(`http://localhost/en/auth?redirect=${value}`, 'en');
    expect((response as Response).headers.get('location')).toBe('/en');
  });

  it('stays to explain a login that did not finish, keeping where to go next', () => {
    const answer = load(
      'http://localhost/ru/auth?redirect=%2Fru%2Fprofile%2Fsettings&error=login_failed',
      'ru',
    );
    expect(answer).toEqual({ failure: 'login_failed', target: '/ru/profile/settings' });
    // An unknown error value is no reason to stop.
    const unknown = load('http://localhost/en/auth?redirect=%2Fen&error=%3Cscript%3E', 'en');
    expect((unknown as Response).status).toBe(302);
  });

  it('says a confirmed address is confirmed when its sign-in could not be finished', () => {
    const answer = load(
      'http://localhost/sr-RS/auth?redirect=%2Fsr-RS%2Fprofile&error=email_confirmed',
      'sr-RS',
    );
    expect(answer).toEqual({ failure: 'email_confirmed', target: '/sr-RS/profile' });
  });
});
