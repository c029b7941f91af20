import { describe, expect, it } from 'vitest';
import { amenities, kindDescriptions } from '../api/src/db/seed/branchDescriptions.js';
import { buildContent } from '../api/src/db/seed/content/index.js';
import { languages, type Language } from '../api/src/i18n/language.js';
import { authTexts } from '../api/src/modules/auth/authTexts.js';
import { mailTexts } from '../api/src/modules/mail/mailTexts.js';
import { smsTexts } from '../api/src/modules/mail/smsTexts.js';
import { localeMessages } from './localeMessages.js';

// Issue 16: one word for each thing in each language, and Serbian written in Latin script.

/**
 * Each message's words, the auth service's own pages' too (api renders them): ICU argument names,
 * types and case keys ({master}, other {…}) left out.
 */
function messagesOf(language: string): [string, string][] {
  const auth = Object.entries(authTexts[language as keyof typeof authTexts]).map(
    ([key, text]): [string, string] => [`auth.${key}`, text],
  );
  return [...localeMessages(language), ...auth].map(([key, text]) => [
    key,
    text.replace(/\{\s*\w+\s*(?=[,}])(?:,\s*\w+\s*,?)?/g, ' ').replace(/[\w=]+\s*\{/g, ' '),
  ]);
}

/**
 * Each line of what the seed writes for the site to show in `language`: blog posts, help articles,
 * pricing plans, for-business, legal and promo pages, what a venue says of itself. Reviews are left
 * out: they are in their writers' words.
 */
function seededTextsOf(language: Language): [string, string][] {
  const content = buildContent('2026-01-01');
  const texts: [string, string][] = [];
  const add = (where: string, text: string) =>
    text.split('\n').forEach((line, index) => {
      if (line.trim()) texts.push([`${where}:${index + 1}`, line]);
    });
  // Each text in every language, found by its shape; `where` names it by slugs and keys.
  const visit = (value: unknown, where: string): void => {
    if (typeof value !== 'object' || value === null) return;
    const fields = value as Record<string, unknown>;
    if (languages.every((each) => typeof fields[each] === 'string')) {
      add(where, fields[language] as string);
      return;
    }
    for (const [key, child] of Object.entries(fields)) {
      const { slug, code } = (child ?? {}) as { slug?: unknown; code?: unknown };
      const name = [slug, code, key].find((each) => typeof each === 'string');
      visit(child, `${where}.${name}`);
    }
  };
  visit(content, 'seed');
  visit({ kindDescriptions, amenities }, 'seed.branches');
  // A promo page is in one language only.
  for (const page of content.promoPages.filter((each) => each.language === language)) {
    for (const key of ['title', 'subtitle', 'body', 'ctaLabel'] as const) {
      add(`seed.promoPages.${page.slug}.${key}`, page[key]);
    }
  }
  return texts;
}

/**
 * What Termin sends the customer in `language`: each text of its e-mails (the calendar entry's
 * lines among them) and of its text messages, {placeholders} left out.
 */
function sentTextsOf(language: Language): [string, string][] {
  const texts: [string, string][] = [];
  const visit = (value: unknown, where: string): void => {
    if (typeof value === 'string') texts.push([where, value.replace(/\{\w+\}/g, ' ')]);
    // A text that depends on a count: said of one, a few and many.
    else if (typeof value === 'function')
      [1, 2, 5].forEach((count) => visit((value as (n: number) => string)(count), where));
    else if (typeof value === 'object' && value !== null)
      for (const [key, child] of Object.entries(value)) visit(child, `${where}.${key}`);
  };
  visit(mailTexts[language], 'mail');
  visit(smsTexts[language], 'sms');
  return texts;
}

/**
 * The chosen word for each thing, and the other words that were used for it before; `otherSenses`:
 * phrases in which such a word means another thing, set aside in the seeded prose only.
 */
const glossary: Record<
  Language,
  { thing: string; word: string; not: RegExp; otherSenses?: RegExp }[]
> = {
  en: [
    { thing: 'specialist', word: 'specialist', not: /\b(employee|master|staff)s?\b/i },
    {
      thing: 'booking',
      word: 'booking',
      not: /\b(order|reservation)s?\b/i,
      // In prose an order is also a sequence ("plan the order", "in the right order"), no booking.
      otherSenses:
        /\b(?:in order to|in (?:the )?(?:right|same|reverse|any) order|plan the order)\b/gi,
    },
    { thing: 'email', word: 'email', not: /\be-mail\w*/i },
    { thing: 'log in', word: 'log in', not: /\bsign[ -]?in\b/i },
    { thing: 'phone field', word: 'Phone number', not: /^Phone$/ },
  ],
  sr: [
    { thing: 'email', word: 'imejl', not: /\b(e-?mail|e-pošt|mejl)\p{L}*/iu },
    { thing: 'specialist', word: 'stručnjak', not: /\b(majstor|zaposlen|specijalist)\p{L}*/iu },
    { thing: 'booking', word: 'rezervacija', not: /\b(porudžbin|narudžbin)\p{L}*/iu },
    {
      thing: 'review',
      word: 'recenzija',
      not: /\bocen[aeiu]? \(|# ocen|\bOcene\b|\b(utis|komentar\p{L}* klijent)/u,
    },
    { thing: 'online', word: 'onlajn', not: /\b(online|preko interneta)\b/iu },
    { thing: 'gift card', word: 'poklon-kartica', not: /\bpoklon kartic/iu },
    { thing: 'wellness', word: 'velnes', not: /\bwellness/iu },
    { thing: 'phone field', word: 'Broj telefona', not: /^Telefon$/ },
    { thing: 'cancelled', word: 'otkazan', not: /\bponišten/iu },
  ],
  ru: [
    { thing: 'email', word: 'электронная почта', not: /\b(e-?mail)\b|эл\. почт|имейл/iu },
    { thing: 'specialist', word: 'мастер', not: /специалист|сотрудник/iu },
    { thing: 'booking', word: 'запись', not: /брониров|заказ/iu },
    {
      thing: 'venue',
      word: 'заведение',
      not: /(?:в|этот|этом|этого) салон[еау]?(?![а-яё])|салон закрыт|и салонов$|или салон$/iu,
    },
    { thing: 'gift card', word: 'подарочная карта', not: /сертификат/iu },
    { thing: 'phone field', word: 'Номер телефона', not: /^Телефон$/ },
    { thing: 'push', word: 'уведомления на устройстве', not: /\bpush/iu },
  ],
};

describe('one word for each thing', () => {
  describe.each(languages)('%s', (language) => {
    const messages = messagesOf(language);
    const seeded = seededTextsOf(language);
    const sent = sentTextsOf(language);
    it.each(glossary[language])('calls $thing "$word"', ({ not }) => {
      expect(messages.filter(([, text]) => not.test(text))).toEqual([]);
    });
    it.each(glossary[language])(
      'calls $thing "$word" in the seeded content',
      ({ not, otherSenses }) => {
        const prose = (text: string) => (otherSenses ? text.replace(otherSenses, ' ') : text);
        expect(seeded.filter(([, text]) => not.test(prose(text)))).toEqual([]);
      },
    );
    it.each(glossary[language])(
      'calls $thing "$word" in the e-mails and text messages',
      ({ not }) => {
        expect(sent.filter(([, text]) => not.test(text))).toEqual([]);
      },
    );
  });

  it('writes Serbian in Latin script (a language named in its own script aside)', () => {
    const cyrillic = [...messagesOf('sr'), ...seededTextsOf('sr'), ...sentTextsOf('sr')].filter(
      ([key, text]) => /\p{Script=Cyrillic}/u.test(text) && !/language\.ru$/.test(key),
    );
    expect(cyrillic).toEqual([]);
  });
});
