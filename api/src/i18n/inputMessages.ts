// What the api says about bad input, in each answer language (the caller's Accept-Language): the
// refusals of hostile input (issue 14) and the schema validator's issues, which it only writes in
// English. Serbian is written in Latin script.
import type { Language, LocalizedText } from './language.js';

type Params = Readonly<Record<string, unknown>>;
type Template = (params: Params) => string;
type LocalizedTemplate = Readonly<Record<Language, Template>>;

const fixed = (text: LocalizedText): LocalizedTemplate => ({
  en: () => text.en,
  sr: () => text.sr,
  ru: () => text.ru,
});

/** Refusals the api writes itself. */
export const inputMessages = {
  nulCharacter: fixed({
    en: 'must not contain a NUL character (\\u0000)',
    sr: 'ne sme da sadrži NUL znak (\\u0000)',
    ru: 'не должно содержать символ NUL (\\u0000)',
  }),
  notFinite: fixed({
    en: 'must be a finite number',
    sr: 'mora biti konačan broj',
    ru: 'должно быть конечным числом',
  }),
  notCalendarDate: fixed({
    en: 'must be a real calendar date (YYYY-MM-DD)',
    sr: 'mora biti stvaran kalendarski datum (GGGG-MM-DD)',
    ru: 'должно быть существующей календарной датой (ГГГГ-ММ-ДД)',
  }),
  offSlotGrid: {
    en: ({ step }) => `must be a start on the ${String(step)}-minute grid from opening time`,
    sr: ({ step }) => `mora biti početak na mreži od ${String(step)} minuta od otvaranja`,
    ru: ({ step }) => `должно быть началом на сетке в ${String(step)} минут от открытия`,
  },
  pathTooLong: fixed({
    en: 'A path parameter is too long',
    sr: 'Parametar putanje je predugačak',
    ru: 'Параметр пути слишком длинный',
  }),
  badUrl: fixed({
    en: 'The URL is not validly encoded',
    sr: 'URL nije ispravno kodiran',
    ru: 'URL закодирован неверно',
  }),
  invalidRequest: fixed({
    en: 'The request is not valid',
    sr: 'Zahtev nije ispravan',
    ru: 'Запрос неверен',
  }),
} satisfies Record<string, LocalizedTemplate>;

export type InputMessage = keyof typeof inputMessages;

export const inputMessage = (key: InputMessage, language: Language, params: Params = {}) =>
  inputMessages[key][language](params);

/** Patterns of the shared input schemas (http/inputSchemas.ts), said in words. */
const patternMessages = new Map<string, LocalizedText>();

/** Registers what a shared pattern means, so a mismatch is explained instead of quoted. */
export function describePattern(pattern: string, text: LocalizedText): string {
  patternMessages.set(pattern, text);
  return pattern;
}

const formatMessages: Readonly<Record<string, LocalizedText>> = {
  date: {
    en: 'must be a real calendar date (YYYY-MM-DD)',
    sr: 'mora biti stvaran kalendarski datum (GGGG-MM-DD)',
    ru: 'должно быть существующей календарной датой (ГГГГ-ММ-ДД)',
  },
  'date-time': {
    en: 'must be a date and time with an offset (2030-03-05T09:00:00Z)',
    sr: 'mora biti datum i vreme sa pomakom (2030-03-05T09:00:00Z)',
    ru: 'должно быть датой и временем со смещением (2030-03-05T09:00:00Z)',
  },
  uuid: { en: 'must be a UUID', sr: 'mora biti UUID', ru: 'должно быть UUID' },
  email: {
    en: 'must be an email address',
    sr: 'mora biti imejl adresa',
    ru: 'должно быть адресом электронной почты',
  },
};

const typeNames: Readonly<Record<string, LocalizedText>> = {
  integer: { en: 'an integer', sr: 'ceo broj', ru: 'целым числом' },
  number: { en: 'a number', sr: 'broj', ru: 'числом' },
  string: { en: 'text', sr: 'tekst', ru: 'текстом' },
  boolean: { en: 'true or false', sr: 'true ili false', ru: 'true или false' },
  object: { en: 'an object', sr: 'objekat', ru: 'объектом' },
  array: { en: 'a list', sr: 'lista', ru: 'списком' },
  null: { en: 'null', sr: 'null', ru: 'null' },
};

const list = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value));

/** Serbian and Russian for the validator's keywords; English keeps the validator's own words. */
const keywordMessages: Readonly<Record<string, Omit<LocalizedTemplate, 'en'>>> = {
  type: {
    sr: ({ type }) => `mora biti ${list(type)}`,
    ru: ({ type }) => `должно быть ${list(type)}`,
  },
  maximum: {
    sr: ({ limit }) => `mora biti najviše ${String(limit)}`,
    ru: ({ limit }) => `должно быть не больше ${String(limit)}`,
  },
  minimum: {
    sr: ({ limit }) => `mora biti najmanje ${String(limit)}`,
    ru: ({ limit }) => `должно быть не меньше ${String(limit)}`,
  },
  maxLength: {
    sr: ({ limit }) => `ne sme imati više od ${String(limit)} znakova`,
    ru: ({ limit }) => `не должно быть длиннее ${String(limit)} символов`,
  },
  minLength: {
    sr: ({ limit }) => `ne sme imati manje od ${String(limit)} znakova`,
    ru: ({ limit }) => `не должно быть короче ${String(limit)} символов`,
  },
  maxItems: {
    sr: ({ limit }) => `ne sme imati više od ${String(limit)} stavki`,
    ru: ({ limit }) => `не должно содержать больше ${String(limit)} элементов`,
  },
  minItems: {
    sr: ({ limit }) => `ne sme imati manje od ${String(limit)} stavki`,
    ru: ({ limit }) => `не должно содержать меньше ${String(limit)} элементов`,
  },
  enum: {
    sr: ({ allowedValues }) => `mora biti jedno od: ${list(allowedValues)}`,
    ru: ({ allowedValues }) => `должно быть одним из: ${list(allowedValues)}`,
  },
  const: {
    sr: ({ allowedValue }) => `mora biti ${String(allowedValue)}`,
    ru: ({ allowedValue }) => `должно быть ${String(allowedValue)}`,
  },
  required: {
    sr: ({ missingProperty }) => `nedostaje obavezno polje ${String(missingProperty)}`,
    ru: ({ missingProperty }) => `отсутствует обязательное поле ${String(missingProperty)}`,
  },
  additionalProperties: {
    sr: ({ additionalProperty }) => `ne sme imati polje ${String(additionalProperty)}`,
    ru: ({ additionalProperty }) => `не должно содержать поле ${String(additionalProperty)}`,
  },
  pattern: { sr: () => 'ima neispravan oblik', ru: () => 'имеет неверный формат' },
  anyOf: {
    sr: () => 'ne odgovara nijednom dozvoljenom obliku',
    ru: () => 'не соответствует ни одному допустимому виду',
  },
};

/** One validator issue in the caller's language. */
export function validationMessage(
  issue: { keyword: string; params: Params; message?: string | undefined },
  language: Language,
): string {
  const { keyword, params } = issue;
  if (keyword === 'pattern') {
    const described = patternMessages.get(String(params['pattern']));
    if (described) return described[language];
  }
  if (keyword === 'format') {
    const described = formatMessages[String(params['format'])];
    if (described) return described[language];
  }
  if (language === 'en') return issue.message ?? 'is invalid';
  if (keyword === 'type') {
    const type = String(params['type']);
    return keywordMessages['type']![language]({ type: typeNames[type]?.[language] ?? type });
  }
  const template = keywordMessages[keyword]?.[language];
  if (template) return template(params);
  return language === 'sr' ? 'nije ispravno' : 'неверное значение';
}
