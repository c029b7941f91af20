import Negotiator from 'negotiator';

/** spec §1: the route prefixes a deployment serves: ru only in the ru region (web's prefixesFor). */
export function servedPrefixes(region: string): readonly string[] {
  return region === 'ru' ? ['en', 'sr-RS', 'ru'] : ['en', 'sr-RS'];
}

/** The language a prefix reads; sr-RS is Serbian for sr, sr-Latn-RS, sr-BA and sr-ME browsers. */
const languageOf = (prefix: string) => prefix.split('-')[0]!;

/**
 * Bosnian, Croatian, Montenegrin and Serbo-Croatian browsers (bs-BA, hr-BA, cnr-ME, sh): one
 * language in four standards, so they read the Serbian pages (spec §1: sr-BA and sr-ME map to
 * Serbian), not English. Read as `sr` with the region and weight they came with.
 */
const readsSerbian = /(^|,)(\s*)(?:bs|hr|cnr|sh)(?=[-;,\s]|$)/gi;

/**
 * Where a visit to `/` goes (spec §2 locale redirect): the locale cookie's prefix when it is one
 * the deployment serves; otherwise, on a first visit, the browser's Accept-Language chosen among
 * the served languages by `negotiator` (a Serbian or Bosnian browser lands on /sr-RS); else the
 * default.
 */
export function rootLocale(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
  served: readonly string[],
): string {
  if (cookie && served.includes(cookie)) return cookie;
  // Negotiated by language ('sr' against 'sr-Latn-RS' or 'sr-BA'), then mapped back to a prefix.
  const [language] = new Negotiator({
    headers: { 'accept-language': (acceptLanguage ?? '').replace(readsSerbian, '$1$2sr') },
  }).languages(served.map(languageOf));
  return served.find((prefix) => languageOf(prefix) === language) ?? served[0]!;
}
