// Which site serves each country this deployment serves (issue 42 item 15). A bff serves one
// project country at one origin, and a venue's pages answer 404 on another country's site, so a
// message about a venue links to its country's site, and only a deployment serving that country
// sends it.
import { countryCodes, type CountryCode } from '../db/schema/geo.js';

/** The site (origin, no trailing slash) of each served country; its keys are the served ones. */
export type CountrySites = ReadonlyMap<CountryCode, string>;

export interface CountrySitesInput {
  /** PROJECT_COUNTRY: the country SITE_URL serves. */
  projectCountry: CountryCode;
  siteUrl: string;
  /** SERVED_COUNTRIES as written, or undefined for the project country alone. */
  served: string | undefined;
  /** COUNTRY_SITE_URLS as written: `ME=https://termin.me,BA=https://termin.ba`. */
  siteUrls: string;
}

const isCountry = (code: string): code is CountryCode =>
  (countryCodes as readonly string[]).includes(code);

const list = (text: string) =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** An http(s) origin as written in a variable, or undefined when it is something else. */
function originOf(text: string): string | undefined {
  try {
    const url = new URL(text);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
    return /^https?:$/.test(url.protocol) && bare ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The served countries and their sites, or the problems with the variables, each naming its
 * variable. The project country's site is SITE_URL unless COUNTRY_SITE_URLS names another; every
 * other served country must be named there (its site is never SITE_URL, which serves one country).
 */
export function countrySitesFrom(input: CountrySitesInput): CountrySites | { problems: string[] } {
  const problems: string[] = [];
  const served = input.served === undefined ? [input.projectCountry] : list(input.served);
  for (const code of served)
    if (!isCountry(code))
      problems.push(`SERVED_COUNTRIES: ${code} is not one of ${countryCodes.join(', ')}`);
  if (served.length === 0) problems.push('SERVED_COUNTRIES: names no country');
  const sites = new Map<CountryCode, string>();
  for (const entry of list(input.siteUrls)) {
    const [code = '', url = ''] = entry.split(/=(.*)/s).map((part) => part.trim());
    const origin = originOf(url);
    if (!isCountry(code))
      problems.push(`COUNTRY_SITE_URLS: ${entry} does not start with a country (RS=https://…)`);
    else if (!origin)
      problems.push(`COUNTRY_SITE_URLS: ${code}'s site must be an http(s) origin, not ${url}`);
    else if (sites.has(code)) problems.push(`COUNTRY_SITE_URLS: names ${code} twice`);
    else if (!served.includes(code))
      problems.push(`COUNTRY_SITE_URLS: names ${code}, which SERVED_COUNTRIES leaves out`);
    else sites.set(code, origin);
  }
  const all = new Map<CountryCode, string>();
  for (const code of served.filter(isCountry)) {
    const site = sites.get(code) ?? (code === input.projectCountry ? input.siteUrl : undefined);
    if (site) all.set(code, site);
    else
      problems.push(
        `COUNTRY_SITE_URLS: names no site for ${code} (SITE_URL serves ${input.projectCountry})`,
      );
  }
  return problems.length > 0 ? { problems } : all;
}

/** The site of a served country; a message of another country is never rendered here. */
export function siteOf(sites: CountrySites, country: CountryCode): string {
  const site = sites.get(country);
  if (!site) throw new Error(`${country} is not served by this deployment`);
  return site;
}

/**
 * The site a request came through: bff names its project country (x-project-country) on all it
 * passes to api, so a link api writes for it (a confirmation, a password reset) leads back to the
 * site the customer is on; SITE_URL without the header or for a country not served here.
 */
export function siteOfRequest(sites: CountrySites, siteUrl: string, country: unknown): string {
  return (typeof country === 'string' && sites.get(country as CountryCode)) || siteUrl;
}
