/**
 * Whether the booking API answers ready, asked at most once per `ttlMs` however many pages ask
 * (concurrent askers share the one check). A page shown while it does not is shown from saved
 * data, with a notice that booking is unavailable (issue 41).
 */
export function createUpstreamHealth(options: {
  apiUrl: string;
  ttlMs: number;
  timeoutMs: number;
}) {
  let checked: { at: number; ready: Promise<boolean> } | undefined;
  const check = () =>
    fetch(`${options.apiUrl}/readyz`, { signal: AbortSignal.timeout(options.timeoutMs) })
      .then((response) => response.ok)
      .catch(() => false);
  return {
    ready(): Promise<boolean> {
      const now = Date.now();
      if (!checked || now - checked.at > options.ttlMs) checked = { at: now, ready: check() };
      return checked.ready;
    },
  };
}

export type UpstreamHealth = ReturnType<typeof createUpstreamHealth>;
