// Shared shapes of input values, bounded to what the database holds (issue 14): ids are int4
// serials (1..2147483647), dates are real calendar dates in a window date arithmetic and
// timestamptz handle, times are real clock times. Each pattern is described in words for the
// VALIDATION answer in every language.
import { Type } from 'typebox';
import { describePattern } from '../i18n/inputMessages.js';

/** The largest value of a PostgreSQL integer (int4) column: every serial id. */
export const maxDatabaseId = 2_147_483_647;

/** 1..2147483647 written in digits, with no sign or leading zero. */
const idDigits =
  '(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|' +
  '21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])';

export const idPattern = describePattern(`^${idDigits}$`, {
  en: `must be an id: a whole number from 1 to ${maxDatabaseId}`,
  sr: `mora biti id: ceo broj od 1 do ${maxDatabaseId}`,
  ru: `должно быть идентификатором: целым числом от 1 до ${maxDatabaseId}`,
});

export const idListPattern = describePattern(`^${idDigits}(?:,${idDigits}){0,9}$`, {
  en: `must be 1 to 10 comma-separated ids, each from 1 to ${maxDatabaseId}`,
  sr: `mora biti od 1 do 10 id-jeva odvojenih zarezom, svaki od 1 do ${maxDatabaseId}`,
  ru: `должно быть от 1 до 10 идентификаторов через запятую, каждый от 1 до ${maxDatabaseId}`,
});

export const anyOrIdPattern = describePattern(`^(?:any|${idDigits})$`, {
  en: `must be any or an id from 1 to ${maxDatabaseId}`,
  sr: `mora biti any ili id od 1 do ${maxDatabaseId}`,
  ru: `должно быть any или идентификатором от 1 до ${maxDatabaseId}`,
});

/** A database id as a JSON integer. */
export const DatabaseId = (options: { description?: string } = {}) =>
  Type.Integer({ minimum: 1, maximum: maxDatabaseId, ...options });

/** A database id as a path or query string. */
export const DatabaseIdString = (options: { description?: string } = {}) =>
  Type.String({ pattern: idPattern, ...options });

/**
 * The largest amount of money a price filter takes, in minor units: prices are int4 columns, and
 * nothing on the marketplace costs ten million in any of its currencies.
 */
export const maxMoneyMinorUnits = 1_000_000_000;

export const MoneyMinorUnits = (options: { description?: string } = {}) =>
  Type.Integer({ minimum: 0, maximum: maxMoneyMinorUnits, ...options });

// Years 2000–2099: wide enough for any booking, listing or history, and days added to the end
// still make a valid timestamptz (9999-12-31 + 62 days does not).
const datePart = '20[0-9]{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])';
const clockPart = '(?:[01][0-9]|2[0-3]):[0-5][0-9]';

export const calendarDatePattern = describePattern(`^${datePart}$`, {
  en: 'must be a date YYYY-MM-DD from 2000-01-01 to 2099-12-31',
  sr: 'mora biti datum GGGG-MM-DD od 2000-01-01 do 2099-12-31',
  ru: 'должно быть датой ГГГГ-ММ-ДД с 2000-01-01 по 2099-12-31',
});

/** A local calendar date; `format: date` refuses days a month does not have (2026-02-30). */
export const CalendarDate = (options: { description?: string } = {}) =>
  Type.String({ format: 'date', pattern: calendarDatePattern, ...options });

export const startTimePattern = describePattern(
  `^${datePart}T${clockPart}(?::[0-5][0-9](?:\\.[0-9]{1,3})?)?(?:Z|[+-](?:[01][0-9]|2[0-3]):[0-5][0-9])?$`,
  {
    en: 'must be a date and time YYYY-MM-DDTHH:MM (00:00–23:59), optionally with an offset',
    sr: 'mora biti datum i vreme GGGG-MM-DDTHH:MM (00:00–23:59), po želji sa pomakom',
    ru: 'должно быть датой и временем ГГГГ-ММ-ДДTЧЧ:ММ (00:00–23:59), можно со смещением',
  },
);

/** Whether YYYY-MM-DD names a day the calendar has (the pattern alone lets 2026-02-30 through). */
export function isCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}
