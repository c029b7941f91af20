// The pages of "Forgot your password?": ask for the link, then choose the new password. Reached
// like the login pages, under bff's /account/me (so `forgot` and `reset` are siblings), and plain
// HTML forms. "Log in" goes to the site's /auth/login, which starts a new sign-in.
import type { Language } from '../../i18n/language.js';
import { errorBox, escape, field, page } from './authPages.js';
import { authTexts } from './authTexts.js';

export const sitePrefix: Record<Language, string> = { en: 'en', sr: 'sr-RS', ru: 'ru' };
export const loginLink = (language: Language, text: string) =>
  `<p class="switch"><a href="/auth/login?redirect=%2F${sitePrefix[language]}">${escape(text)}</a></p>`;
export const languageField = (language: Language) =>
  `<input type="hidden" name="lang" value="${language}">`;

export function forgotPage(language: Language, error?: string, email = ''): string {
  const t = authTexts[language];
  return page(
    language,
    t.forgotTitle,
    `<h1>${escape(t.forgotTitle)}</h1>${errorBox(error)}<p>${escape(t.forgotIntro)}</p>
<form method="post" action="forgot" novalidate>${languageField(language)}
${field('email', t.email, { type: 'email', autocomplete: 'email', value: email, invalid: !!error })}
<button type="submit">${escape(t.sendLink)}</button></form>${loginLink(language, t.backToLogin)}`,
  );
}

/** The same answer whether or not the address has an account. */
export function forgotSentPage(language: Language, email: string): string {
  const t = authTexts[language];
  return page(
    language,
    t.forgotTitle,
    `<h1>${escape(t.forgotTitle)}</h1><p role="status">${escape(t.forgotSent.replace('{email}', email))}</p>${loginLink(language, t.backToLogin)}`,
  );
}

export function resetPage(language: Language, token: string, error?: string): string {
  const t = authTexts[language];
  return page(
    language,
    t.resetTitle,
    `<h1>${escape(t.resetTitle)}</h1>${errorBox(error)}
<form method="post" action="reset" novalidate>${languageField(language)}<input type="hidden" name="token" value="${escape(token)}">
${field('password', t.newPassword, { type: 'password', autocomplete: 'new-password', hint: t.passwordHint, invalid: !!error })}
<button type="submit">${escape(t.savePassword)}</button></form>`,
  );
}

export function resetDonePage(language: Language): string {
  const t = authTexts[language];
  return page(
    language,
    t.resetTitle,
    `<h1>${escape(t.resetTitle)}</h1><p role="status">${escape(t.resetDone)}</p>${loginLink(language, t.logIn)}`,
  );
}

export function resetInvalidPage(language: Language): string {
  const t = authTexts[language];
  return page(
    language,
    t.resetTitle,
    `<h1>${escape(t.resetTitle)}</h1><p role="alert">${escape(t.resetLinkInvalid)}</p>
<p class="switch"><a href="forgot?lang=${language}">${escape(t.askAgain)}</a></p>`,
  );
}
