// Server-rendered login and registration pages: plain HTML forms (no script), accessible, in the
// visitor's language. Every interpolated value is escaped.
import type { Language } from '../../i18n/language.js';
import type { AuthTexts } from './authTexts.js';
import { authTexts } from './authTexts.js';

/** The login request the pages carry through their forms (spec §4, §7). */
/**
 * Where the forms and the switch link point, relative to the current page: the pages are reached
 * under a proxy prefix (bff's /account/me) or directly (/me), and shown again after a POST at
 * me/login or me/register, so no absolute path would be right everywhere.
 */
export interface PagePaths {
  login: string;
  register: string;
  page: string;
  /** "Forgot your password?" (passwordResetPages.ts). */
  forgot: string;
}

export const pathsFromEntry: PagePaths = {
  login: 'me/login',
  register: 'me/register',
  page: 'me',
  forgot: 'me/forgot',
};
export const pathsFromForm: PagePaths = {
  login: 'login',
  register: 'register',
  page: '../me',
  forgot: 'forgot',
};

export interface LoginRequest {
  type: 'login' | 'register';
  client: string;
  state: string;
  redirectUrl: string;
  codeChallenge: string;
  language: Language;
  /** The site page the customer left to log in (returnPath.ts), or ''. */
  back: string;
}

export const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const styles = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f7f9fb;color:#1f2933;line-height:1.5}
main{max-width:26rem;margin:3rem auto;padding:2rem 1.5rem;background:#fff;border:1px solid #d9e2ec;border-radius:12px}
.brand{font-weight:800;font-size:1.5rem;color:#115e59;margin:0}.tagline{color:#52606d;margin:.25rem 0 1.5rem}
h1{font-size:1.375rem;margin:0 0 1rem}label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;padding:.7rem .8rem;font-size:1rem;border:1px solid #7b8794;border-radius:8px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #0f766e;outline-offset:2px}
.hint{color:#52606d;font-size:.875rem;font-weight:400}
button{width:100%;margin-top:1.5rem;padding:.8rem;font-size:1rem;font-weight:700;color:#fff;background:#0f766e;border:0;border-radius:8px;cursor:pointer}
.error{margin:0 0 1rem;padding:.75rem;border-radius:8px;background:#fdecea;color:#8a1c1c}
.switch{margin-top:1.25rem;text-align:center}a{color:#115e59}`;

export function page(language: Language, title: string, body: string): string {
  const texts = authTexts[language];
  return `<!DOCTYPE html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escape(title)} · Termin</title><style>${styles}</style></head>
<body><main><p class="brand">Termin</p><p class="tagline">${escape(texts.brandTagline)}</p>${body}</main></body></html>`;
}

function hiddenFields(request: LoginRequest): string {
  const fields: Record<string, string> = {
    client: request.client,
    state: request.state,
    redirectUrl: request.redirectUrl,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    lang: request.language,
    back: request.back,
  };
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
    .join('');
}

/** The link to the other form, keeping the login request. */
function switchLink(
  request: LoginRequest,
  type: 'login' | 'register',
  text: string,
  paths: PagePaths,
): string {
  const query = new URLSearchParams({
    type,
    client: request.client,
    state: request.state,
    redirectUrl: request.redirectUrl,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    lang: request.language,
    back: request.back,
  });
  return `<p class="switch"><a href="${paths.page}?${escape(query.toString())}">${escape(text)}</a></p>`;
}

/** A detour's query: its language and, when known, the site page to come back to. */
export const detourQuery = (language: Language, back: string) =>
  new URLSearchParams({ lang: language, ...(back ? { back } : {}) }).toString();

export const errorBox = (message: string | undefined) =>
  message ? `<p class="error" role="alert" id="form-error">${escape(message)}</p>` : '';

export function field(
  name: string,
  label: string,
  options: {
    type?: string;
    autocomplete: string;
    required?: boolean;
    value?: string;
    hint?: string;
    invalid?: boolean;
  },
): string {
  const hintId = options.hint ? `${name}-hint` : undefined;
  return `<label for="${name}">${escape(label)}${options.hint ? ` <span class="hint" id="${hintId}">(${escape(options.hint)})</span>` : ''}</label>
<input id="${name}" name="${name}" type="${options.type ?? 'text'}" autocomplete="${options.autocomplete}"${options.required === false ? '' : ' required'}${options.value ? ` value="${escape(options.value)}"` : ''}${hintId ? ` aria-describedby="${hintId}"` : ''}${options.invalid ? ' aria-invalid="true"' : ''}>`;
}

export function loginPage(
  request: LoginRequest,
  paths: PagePaths,
  error?: string,
  email = '',
): string {
  const t: AuthTexts = authTexts[request.language];
  return page(
    request.language,
    t.loginTitle,
    `<h1>${escape(t.loginTitle)}</h1>${errorBox(error)}
<form method="post" action="${paths.login}" novalidate>${hiddenFields(request)}
${field('email', t.email, { type: 'email', autocomplete: 'email', value: email, invalid: !!error })}
${field('password', t.password, { type: 'password', autocomplete: 'current-password', invalid: !!error })}
<button type="submit">${escape(t.logIn)}</button></form>
<p class="switch"><a href="${paths.forgot}?${escape(detourQuery(request.language, request.back))}">${escape(t.forgotLink)}</a></p>${switchLink(request, 'register', t.toRegister, paths)}`,
  );
}

export interface RegistrationValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
}

export function registerPage(
  request: LoginRequest,
  paths: PagePaths,
  error?: string,
  values: RegistrationValues = {},
): string {
  const t: AuthTexts = authTexts[request.language];
  return page(
    request.language,
    t.registerTitle,
    `<h1>${escape(t.registerTitle)}</h1>${errorBox(error)}
<form method="post" action="${paths.register}" novalidate>${hiddenFields(request)}
${field('firstName', t.firstName, { autocomplete: 'given-name', value: values.firstName })}
${field('lastName', t.lastName, { autocomplete: 'family-name', value: values.lastName })}
${field('email', t.email, { type: 'email', autocomplete: 'email', value: values.email })}
${field('phone', t.phone, { type: 'tel', autocomplete: 'tel', required: false, value: values.phone, hint: t.optional })}
${field('password', t.password, { type: 'password', autocomplete: 'new-password', hint: t.passwordHint })}
<button type="submit">${escape(t.createAccount)}</button></form>${switchLink(request, 'login', t.toLogin, paths)}`,
  );
}

/** A login request that cannot be served: says so and leads back to the site (no dead end). */
export function invalidLinkPage(language: Language, siteUrl: string): string {
  const t = authTexts[language];
  // The site's root answers in the visitor's language (bff picks it from Accept-Language).
  const home = new URL('/', siteUrl).href;
  return page(
    language,
    t.invalidLinkTitle,
    `<h1>${escape(t.invalidLinkTitle)}</h1><p role="alert">${escape(t.invalidLink)}</p>
<p class="switch"><a href="${escape(home)}">${escape(t.backToSite)}</a></p>`,
  );
}
