import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs`. A delay of 0 or less passes the value
 * through at once (and forgets the pending one), for changes that must not wait, like clearing.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  const immediate = delayMs <= 0;

  // Adjusting state while rendering (not in an effect) so no render shows the outdated value.
  if (immediate && !Object.is(debounced, value)) setDebounced(value);

  useEffect(() => {
    if (immediate) return;
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, immediate]);

  return immediate ? value : debounced;
}
