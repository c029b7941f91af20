// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://termin.test/en" }
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeViewportCookie } from './ViewportContext';

afterEach(() => vi.restoreAllMocks());

describe('the viewport cookie over HTTPS (spec §9)', () => {
  it('is Secure, SameSite Strict, path / and kept 365 days', () => {
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    writeViewportCookie('md');
    expect(written).toEqual(['viewport=md; Path=/; Max-Age=31536000; SameSite=Strict; Secure']);
  });
});
