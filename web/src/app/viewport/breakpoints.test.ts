import { describe, expect, it } from 'vitest';
import {
  atLeast,
  breakpointFor,
  breakpoints,
  fallbackBreakpoint,
  isBreakpoint,
} from './breakpoints';

describe('breakpoints (spec §9)', () => {
  it('are the spec values', () => {
    expect(breakpoints).toEqual({
      xxs: 320,
      xs: 380,
      sm: 640,
      md: 768,
      lg: 1024,
      xl: 1024,
      xxl: 1440,
    });
  });

  it('falls back to lg without a viewport cookie', () => {
    expect(fallbackBreakpoint).toBe('lg');
  });

  it('maps widths to the widest breakpoint reached', () => {
    expect(breakpointFor(300)).toBe('xxs');
    expect(breakpointFor(375)).toBe('xxs');
    expect(breakpointFor(380)).toBe('xs');
    expect(breakpointFor(700)).toBe('sm');
    expect(breakpointFor(800)).toBe('md');
    expect(breakpointFor(1280)).toBe('lg');
    expect(breakpointFor(1440)).toBe('xxl');
  });

  it('compares and recognises names', () => {
    expect(atLeast('lg', 'md')).toBe(true);
    expect(atLeast('sm', 'md')).toBe(false);
    expect(isBreakpoint('xs')).toBe(true);
    expect(isBreakpoint('huge')).toBe(false);
  });
});
