import { useRef } from 'react';

/**
 * One Idempotency-Key per intended submission (a booking, a cancel, a purchase, a review). Every
 * retry of it sends the same key, so the api acts once however often it is sent: the key is only
 * let go once an answer settles the attempt. "Still in progress" (IN_PROGRESS) settles nothing,
 * and neither does no answer at all (a timeout, a lost connection): both keep the key.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  return {
    /** The current attempt's key, made on its first send. */
    forAttempt: () => (key.current ??= crypto.randomUUID()),
    /** An answer came: a settled one ends the attempt (the next submission gets a new key). */
    answered: (errors: readonly { code: string }[] = []) => {
      if (!errors.some((error) => error.code === 'IN_PROGRESS')) key.current = null;
    },
  };
}
