// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_POLL_MS, parseCookies, serializeCookie, watchCookie } from './cookies';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.cookie = 'city=; Max-Age=0; Path=/';
});

describe('cookies', () => {
  it('parses a Cookie header', () => {
    expect(parseCookies('locale=sr-RS; viewport=xs; bad=%E0%A4%A')).toEqual({
      locale: 'sr-RS',
      viewport: 'xs',
    });
    expect(parseCookies(undefined)).toEqual({});
  });

  it('writes path /, a year, and Secure when asked (spec §9)', () => {
    expect(serializeCookie('viewport', 'md', { sameSite: 'Strict', secure: true })).toBe(
      'viewport=md; Path=/; Max-Age=31536000; SameSite=Strict; Secure',
    );
    expect(serializeCookie('locale', 'en')).toBe(
      'locale=en; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });

  it('polls every 300 ms where there is no cookie change event', () => {
    vi.useFakeTimers();
    const seen: Array<string | undefined> = [];
    const stop = watchCookie('city', (value) => seen.push(value));
    document.cookie = 'city=nis; Path=/';
    vi.advanceTimersByTime(COOKIE_POLL_MS - 1);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['nis']);
    vi.advanceTimersByTime(COOKIE_POLL_MS * 3);
    expect(seen).toEqual(['nis']);
    stop();
  });

  it('listens to the cookie store where there is one', () => {
    const listeners: Array<() => void> = [];
    vi.stubGlobal('cookieStore', {
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => {},
    });
    const seen: Array<string | undefined> = [];
    watchCookie('city', (value) => seen.push(value));
    document.cookie = 'city=bar; Path=/';
    listeners.forEach((listener) => listener());
    expect(seen).toEqual(['bar']);
  });
});
