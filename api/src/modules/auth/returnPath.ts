// Where the site sends a customer once a detour of the login (register, forgot, reset) is over:
// the page they left (a booking step with its choices), carried as `back`. Only a same-site path
// is carried: it ends up as the `redirect` of the site's /auth/login, which checks it again
// (web's safeReturnPath) before sending anyone there.
import { Type } from 'typebox';

export const backField = Type.Optional(Type.String({ maxLength: 2000 }));

/** `value` when it is a plain same-site path (/en/…), else '' (the site's home then). */
export function sitePath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '';
  // A single leading slash, then visible ASCII only: no scheme, host, "//" or "/\" forms.
  return /^\/(?![/\\])[\x21-\x7e]*$/.test(value) && !value.includes('\\') ? value : '';
}

/** The site's login, coming back to `back` (or the language's home) afterwards. */
export function siteLoginHref(back: string, home: string): string {
  return `/auth/login?${new URLSearchParams({ redirect: back || home })}`;
}
