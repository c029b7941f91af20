// Reading PostgreSQL's verdicts: constraint violations are how the database refuses a double
// booking, an oversold event or a taken email, and callers turn them into API errors.

/** The SQLSTATE codes callers act on. */
export const sqlStates = {
  uniqueViolation: '23505',
  checkViolation: '23514',
  exclusionViolation: '23P01',
  deadlockDetected: '40P01',
} as const;

/** The SQLSTATE of a failed query, however the driver wraps it. */
export function sqlState(error: unknown): string | undefined {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
