import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fake timers that Testing Library cooperates with. Its async wrapper (used by user-event)
 * waits on a setTimeout(0) and only advances fake clocks it recognises as Jest's, so without
 * the `jest` stand-in every user-event call would hang.
 */
export function installFakeTimers() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

export function uninstallFakeTimers() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
}

/** Lets fake time pass, running the timers and promises due in it inside act. */
export async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
