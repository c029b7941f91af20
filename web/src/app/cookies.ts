/** Cookie names the shell reads and writes. */
export const cookieNames = {
  /** spec §4, §9: the chosen locale, path /, kept across visits. */
  locale: 'locale',
  /** spec §3, §9: the viewport breakpoint, so the server renders the right layout first. */
  viewport: 'viewport',
  /** spec §4: the remembered city. */
  city: 'city',
} as const;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Parses a Cookie header (or document.cookie) into a map; malformed values are skipped. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies[name] ??= decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      // A value that is not valid percent-encoding is not ours.
    }
  }
  return cookies;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  sameSite?: 'Strict' | 'Lax';
  secure?: boolean;
}

/** A Set-Cookie / document.cookie string: path / always, a year unless told otherwise. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${options.maxAgeSeconds ?? YEAR_SECONDS}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Reads a cookie in the browser. */
export function readBrowserCookie(name: string): string | undefined {
  return typeof document === 'undefined' ? undefined : parseCookies(document.cookie)[name];
}

/** Writes a cookie in the browser; Secure where the page is served over HTTPS. */
export function writeBrowserCookie(name: string, value: string, options: CookieOptions = {}) {
  document.cookie = serializeCookie(name, value, {
    secure: window.location.protocol === 'https:',
    ...options,
  });
}

/** spec §9: how often cookies are compared where the browser has no cookie change event. */
export const COOKIE_POLL_MS = 300;

interface CookieStoreLike {
  addEventListener: (type: 'change', listener: () => void) => void;
  removeEventListener: (type: 'change', listener: () => void) => void;
}

/**
 * Calls back when a cookie's value changes (another tab chose a city, say): on the browser's
 * cookie change event where there is one, else by comparing every 300 ms.
 */
export function watchCookie(
  name: string,
  onChange: (value: string | undefined) => void,
): () => void {
  let last = readBrowserCookie(name);
  const check = () => {
    const value = readBrowserCookie(name);
    if (value === last) return;
    last = value;
    onChange(value);
  };
  const store = (window as Window & { cookieStore?: CookieStoreLike }).cookieStore;
  if (store) {
    store.addEventListener('change', check);
    return () => store.removeEventListener('change', check);
  }
  const timer = setInterval(check, COOKIE_POLL_MS);
  return () => clearInterval(timer);
}
