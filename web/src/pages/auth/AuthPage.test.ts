import { describe, expect, it } from 'vitest';
import { loader, safeRedirect } from './AuthPage';

describe('/auth, the return point of the login flow', () => {
  it('continues to the redirect path', async () => {
    const response = loader({
      request: new Request('http://localhost/en/auth?redirect=%2Fen%2Fprofile%2Fsettings'),
      params: { locale: 'en' },
    } as never);
    expect(response.headers.get('location')).toBe('/en/profile/settings');
  });

  it('goes to the start page without a usable redirect', () => {
    const response = loader({
      request: new Request('http://localhost/sr-RS/auth?redirect=https://evil.test'),
      params: { locale: 'sr-RS' },
    } as never);
    expect(response.headers.get('location')).toBe('/sr-RS');
    expect(safeRedirect('//evil.test/x')).toBeNull();
    expect(safeRedirect('/\\evil.test')).toBeNull();
  });
});
