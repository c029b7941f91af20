// The pages of "Forgot your password?": ask for the link, then choose the new password. Reached
// like the login pages, under bff's /account/me (so `forgot` and `reset` are siblings), and plain
// HTML forms. "Log in" goes to the site's /auth/login, which starts a new sign-in and comes back
// to `back`, the site page the customer left to log in (issue 42: a booking's choices survive).
import { home, prefixOfLanguage } from '@termin/site-paths';
import type { Language } from '../../i18n/language.js';
import { detourQuery, errorBox, escape, field, page } from './authPages.js';
import { authTexts } from './authTexts.js';
import { siteLoginHref } from './returnPath.js';

export const loginLink = (language: Language, back: string, text: string) =>
  `<p class="switch"><a href="${escape(siteLoginHref(back, home(prefixOfLanguage(language))))}">${escape(text)}</a></p>`;
export const detourFields = (language: Language, back: string) =>
  `<input type="hidden" name="lang" value="${language}">` +
  (back ? `<input type="hidden" name="back" value="${escape(back)}">` : '');

export function forgotPage(language: Language, back: string, error?: string, email = ''): string {
  const t = authTexts[language];
  return page(
    language,
    t.forgotTitle,
    `<h1>${escape(t.forgotTitle)}</h1>${errorBox(error)}<p>${escape(t.forgotIntro)}</p>
<form method="post" action="forgot" novalidate>${detourFields(language, back)}
${field('email', t.email, { type: 'email', autocomplete: 'email', value: email, invalid: !!error })}
<button type="submit">${escape(t.sendLink)}</button></form>${loginLink(language, back, t.backToLogin)}`,
  );
}

/** The same answer whether or not the address has an account. */
export function forgotSentPage(language: Language, back: string, email: string): string {
  const t = authTexts[language];
  return page(
    language,
    t.forgotTitle,
    `<h1>${escape(t.forgotTitle)}</h1><p role="status">${escape(t.forgotSent.replace('{email}', email))}</p>${loginLink(language, back, t.backToLogin)}`,
  );
}

export function resetPage(language: Language, back: string, token: string, error?: string): string {
  const t = authTexts[language];
  return page(
    language,
    t.resetTitle,
    `<h1>${escape(t.resetTitle)}</h1>${errorBox(error)}
<form method="post" action="reset" novalidate>${detourFields(language, back)}<input type="hidden" name="token" value="${escape(token)}">
${field('password', t.newPassword, { type: 'password', autocomplete: 'new-password', hint: t.passwordHint, invalid: !!error })}
<button type="submit">${escape(t.savePassword)}</button></form>`,
  );
}

export function resetDonePage(language: Language, back: string): string {
  const t = authTexts[language];
  return page(
    language,
    t.resetTitle,
    `<h1>${escape(t.resetTitle)}</h1><p role="status">${escape(t.resetDone)}</p>${loginLink(language, back, t.logIn)}`,
  );
}

export function resetInvalidPage(language: Language, back: string): string {
  const t = authTexts[language];
  return page(
    language,
    t.resetTitle,
    `<h1>${escape(t.resetTitle)}</h1><p role="alert">${escape(t.resetLinkInvalid)}</p>
<p class="switch"><a href="forgot?${escape(detourQuery(language, back))}">${escape(t.askAgain)}</a></p>`,
  );
}
