// The one validator of return paths taken from a query or a form ("continue to … after login"),
// shared by web (the /auth page) and bff (login start, logout). Plain JavaScript on purpose: bff
// runs on Node without a TypeScript loader and imports it at runtime through web's package export
// `@termin/web/return-path`, while Vite bundles the same file into web. Types: returnPath.d.ts.

/** Any origin would do: it only tells same-origin paths from everything else. */
const base = 'http://return-path.invalid';

/** C0 and C1 controls and DEL. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const controls = /[\u0000-\u001f\u007f-\u009f]/;
/** Raw: controls, every Unicode space, and the backslash that browsers read as "/". */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const forbidden = /[\u0000-\u001f\u007f-\u009f\s\\]/u;

/** Undoes percent-encoding layer by layer (at most a few); undefined for a broken encoding. */
function decodedLayers(text) {
  const layers = [text];
  let current = text;
  for (let i = 0; i < 3 && current.includes('%'); i += 1) {
    try {
      current = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    layers.push(current);
  }
  return layers;
}

/**
 * `value` as a path on this site to send a visitor to, or `fallback`. Only same-origin paths pass:
 * no scheme, host or scheme-relative form (`//host`, `/\host`, `/\t/host`, `/%2F%2Fhost`, also
 * once decoded), no control characters or whitespace, no backslashes. What passes comes back
 * normalized by the WHATWG URL parser, the browsers' own: dot segments resolved and anything
 * outside ASCII percent-encoded, so it is always a valid Location header.
 */
export function safeReturnPath(value, fallback) {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith('/') || forbidden.test(value)) return fallback;
  const path = value.split(/[?#]/, 1)[0];
  const layers = decodedLayers(path);
  if (!layers) return fallback;
  for (const layer of layers) {
    // Browsers drop tabs and newlines inside a URL before reading it.
    const read = layer.replace(/[\t\n\r]/g, '');
    if (/^\/[/\\]/.test(read) || controls.test(layer)) return fallback;
  }
  let url;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  const normalized = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into a scheme-relative path: "/.//host" becomes "//host".
  if (normalized.startsWith('//') || !/^[\x21-\x7e]+$/.test(normalized)) return fallback;
  return normalized;
}
