import { describe, expect, it } from 'vitest';
import { requestBreakpoint } from './requestBreakpoint';

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const androidPhone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const androidTablet =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

const headers = (values: Record<string, string>) => new Headers(values);

describe('the breakpoint the server renders first (spec §3, §9)', () => {
  it('is the viewport cookie when it names a breakpoint, whatever the hints say', () => {
    expect(requestBreakpoint('md', headers({ 'user-agent': iPhone }))).toBe('md');
    expect(requestBreakpoint('xxl', headers({ 'sec-ch-viewport-width': '390' }))).toBe('xxl');
  });

  it('is a phone for a narrow Sec-CH-Viewport-Width, else the desktop fallback', () => {
    expect(requestBreakpoint(undefined, headers({ 'sec-ch-viewport-width': '390' }))).toBe('xs');
    expect(requestBreakpoint(undefined, headers({ 'sec-ch-viewport-width': '1280' }))).toBe('lg');
  });

  it('is a phone for Sec-CH-UA-Mobile ?1 and not for ?0, before the user agent', () => {
    expect(requestBreakpoint(undefined, headers({ 'sec-ch-ua-mobile': '?1' }))).toBe('xs');
    expect(
      requestBreakpoint(undefined, headers({ 'sec-ch-ua-mobile': '?0', 'user-agent': iPhone })),
    ).toBe('lg');
  });

  it('knows phones by their user agent when no hints are sent, tablets and desktops not', () => {
    expect(requestBreakpoint(undefined, headers({ 'user-agent': iPhone }))).toBe('xs');
    expect(requestBreakpoint(undefined, headers({ 'user-agent': androidPhone }))).toBe('xs');
    expect(requestBreakpoint(undefined, headers({ 'user-agent': androidTablet }))).toBe('lg');
    expect(requestBreakpoint(undefined, headers({ 'user-agent': desktop }))).toBe('lg');
  });

  it('ignores a cookie that names no breakpoint', () => {
    expect(requestBreakpoint('huge', headers({ 'user-agent': desktop }))).toBe('lg');
    expect(requestBreakpoint('huge', headers({ 'user-agent': iPhone }))).toBe('xs');
  });
});
