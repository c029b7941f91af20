/**
 * `value` as a same-origin path to send a visitor to (normalized, ASCII only), or `fallback` for
 * anything else. See returnPath.js.
 */
export function safeReturnPath<Fallback extends string | null>(
  value: unknown,
  fallback: Fallback,
): string | Fallback;
