// The pages of confirming an e-mail address (auth/emailVerification.ts): registration's answer,
// the link's page with its button, and what confirming says. Plain HTML under bff's /account/me.
import type { Language } from '../../i18n/language.js';
import { escape, page } from './authPages.js';
import { authTexts } from './authTexts.js';
import { detourFields, loginLink } from './passwordResetPages.js';

/** Registration's answer: the same page whether the address is new or has an account. */
export function checkInboxPage(language: Language, email: string): string {
  const t = authTexts[language];
  return page(
    language,
    t.checkInboxTitle,
    `<h1>${escape(t.checkInboxTitle)}</h1><p role="status">${escape(t.checkInbox.replace('{email}', email))}</p>${loginLink(language, '', t.backToLogin)}`,
  );
}

/**
 * The confirmation link's page: a button, so that a mail scanner opening the link confirms
 * nothing (only the customer's post does).
 */
export function confirmPage(language: Language, token: string): string {
  const t = authTexts[language];
  return page(
    language,
    t.confirmTitle,
    `<h1>${escape(t.confirmTitle)}</h1><p>${escape(t.confirmIntro)}</p>
<form method="post" action="verify">${detourFields(language, '')}<input type="hidden" name="token" value="${escape(token)}">
<button type="submit">${escape(t.confirmButton)}</button></form>`,
  );
}

export function confirmedPage(language: Language): string {
  const t = authTexts[language];
  return page(
    language,
    t.confirmTitle,
    `<h1>${escape(t.confirmTitle)}</h1><p role="status">${escape(t.confirmed)}</p>${loginLink(language, '', t.logIn)}`,
  );
}

export function confirmInvalidPage(language: Language): string {
  const t = authTexts[language];
  return page(
    language,
    t.confirmTitle,
    `<h1>${escape(t.confirmTitle)}</h1><p role="alert">${escape(t.confirmLinkInvalid)}</p>${loginLink(language, '', t.logIn)}`,
  );
}
