/** spec §9: min widths of the breakpoints, in CSS pixels. */
export const breakpoints = {
  xxs: 320,
  xs: 380,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1024,
  xxl: 1440,
} as const;
export type Breakpoint = keyof typeof breakpoints;

/** spec §9: without a cookie the server assumes a desktop. */
export const fallbackBreakpoint: Breakpoint = 'lg';

const names = Object.keys(breakpoints) as Breakpoint[];

export function isBreakpoint(value: string | undefined): value is Breakpoint {
  return (names as string[]).includes(value ?? '');
}

/**
 * The breakpoint a viewport width falls in: the widest one it reaches. lg and xl share 1024 px in
 * the spec; the first named (lg) wins, so a desktop renders the same layout the server assumed.
 */
export function breakpointFor(width: number): Breakpoint {
  let current: Breakpoint = 'xxs';
  for (const name of names) {
    if (width >= breakpoints[name] && breakpoints[name] > breakpoints[current]) current = name;
  }
  return current;
}

/** Whether the breakpoint is at least `min` wide (e.g. atLeast(bp, 'md') for the desktop header). */
export function atLeast(current: Breakpoint, min: Breakpoint): boolean {
  return breakpoints[current] >= breakpoints[min];
}

/** The media queries whose changes can change the breakpoint. */
export const breakpointQueries = [...new Set(Object.values(breakpoints))].map(
  (width) => `(min-width: ${width}px)`,
);
