import { randomBytes } from 'node:crypto';

/**
 * The Content-Security-Policy of a rendered page: scripts only from this origin or inline with
 * this response's nonce (the SSR state and Vite's dev preamble carry it). A public page, which
 * caches send to many, names no nonce: its inline scripts are allowed by their hashes.
 */
export function contentSecurityPolicy(
  nonce: string | undefined,
  options: { dev: boolean; maps?: boolean; scriptHashes?: string[] },
): string {
  // The search map (MapLibre) fetches its style, tiles and glyphs from MapTiler and runs its
  // parser in a worker it creates from a blob: allowed only when a maps token is configured.
  const maps = options.maps ? ['https://api.maptiler.com'] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // A public page allows its inline scripts by hash (ssr/pageCache.ts).
    'script-src': [
      "'self'",
      ...(nonce === undefined ? [] : [`'nonce-${nonce}'`]),
      ...(options.scriptHashes ?? []),
    ],
    // React renders style attributes; stylesheets come from this origin (or Vite's injected tags).
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [...(options.dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"]), ...maps],
    'worker-src': options.maps ? ["'self'", 'blob:'] : ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** A fresh nonce for one page's scripts: 128 random bits, base64. */
export function cspNonce(): string {
  return randomBytes(16).toString('base64');
}
