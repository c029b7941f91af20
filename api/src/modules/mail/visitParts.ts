// Each service of a visit with its master and its time at the venue's clock: the lines its
// e-mails and its calendar entry tell, so a visit done by several masters one after another reads
// the same everywhere ("Women's haircut with Marija, 9:00 – 10:00 AM").
import type { Language } from '../../i18n/language.js';
import { fill, locales } from './mailFormat.js';
import { mailTexts } from './mailTexts.js';
import type { VisitPayload } from './visits.js';

export function visitPartLines(visit: VisitPayload, language: Language): string[] {
  const texts = mailTexts[language];
  const times = new Intl.DateTimeFormat(locales[language], {
    timeStyle: 'short',
    timeZone: visit.venue.timeZone,
  });
  return visit.items.map((item) => {
    const part = item.master
      ? fill(texts.withMaster, { service: item.name, master: item.master })
      : item.name;
    // Messages written before items carried their times, and event places, have none.
    if (!item.startsAt || !item.endsAt) return part;
    const time = times.formatRange(new Date(item.startsAt), new Date(item.endsAt));
    return fill(texts.partAt, { part, time });
  });
}

/** Whether the visit tells its parts' times (an order's items do). */
export const hasPartTimes = (visit: VisitPayload) =>
  visit.items.some((item) => item.startsAt !== undefined);
