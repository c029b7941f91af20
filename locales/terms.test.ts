import { describe, expect, it } from 'vitest';
import { authTexts } from '../api/src/modules/auth/authTexts.js';
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

/** The chosen word for each thing, and the other words that were used for it before. */
const glossary: Record<string, { thing: string; word: string; not: RegExp }[]> = {
  en: [
    { thing: 'specialist', word: 'specialist', not: /\b(employee|master|staff)s?\b/i },
    { thing: 'booking', word: 'booking', not: /\b(order|reservation)s?\b/i },
    { thing: 'email', word: 'email', not: /\be-mail\b/i },
    { thing: 'log in', word: 'log in', not: /\bsign[ -]?in\b/i },
  ],
  sr: [
    { thing: 'email', word: 'imejl', not: /\b(e-?mail|e-pošt\p{L}*|mejl)\b/iu },
    { thing: 'specialist', word: 'stručnjak', not: /\b(majstor|zaposlen)\p{L}*/iu },
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
    { thing: 'phone field', word: 'Номер телефона', not: /^Телефон$/ },
    { thing: 'push', word: 'уведомления на устройстве', not: /\bpush/iu },
  ],
};

describe('one word for each thing', () => {
  describe.each(Object.keys(glossary))('%s', (language) => {
    const messages = messagesOf(language);
    it.each(glossary[language]!)('calls $thing "$word"', ({ not }) => {
      expect(messages.filter(([, text]) => not.test(text))).toEqual([]);
    });
  });

  it('writes Serbian in Latin script (a language named in its own script aside)', () => {
    const cyrillic = messagesOf('sr').filter(
      ([key, text]) => /\p{Script=Cyrillic}/u.test(text) && !/language\.ru$/.test(key),
    );
    expect(cyrillic).toEqual([]);
  });
});
