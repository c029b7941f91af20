import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

/**
 * Hands what a visitor entered into a server-rendered control before hydration to the state that
 * controls it.
 *
 * The page is usable before its script runs: a visitor can type, tick or pick in the server's
 * HTML. Hydration leaves the DOM as it finds it, but the state still holds the server's value, so
 * a submit would read the stale value and the control's next render would write it back over
 * what was typed. Once the control is mounted (right after hydration, before the browser paints),
 * this reads it and, when it differs from `current`, calls `adopt` with what it holds, as a
 * change by the visitor would. After a client render the control shows the state: nothing to do.
 */
export function useAdoptEnteredValue<E extends Element, T>(
  ref: RefObject<E | null>,
  read: (element: E) => T,
  current: T,
  adopt: (entered: T) => void,
) {
  const adoptEntered = useEffectEvent(() => {
    const element = ref.current;
    if (!element) return;
    const entered = read(element);
    if (!Object.is(entered, current)) adopt(entered);
  });
  // A layout effect: adopted before paint and before any later render could restore the old value.
  useLayoutEffect(() => adoptEntered(), []);
}
