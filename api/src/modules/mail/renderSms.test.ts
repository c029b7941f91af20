import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from './outbox.js';
import { renderSms } from './renderSms.js';
import type { VisitPayload } from './visits.js';

const visit = (prefix: VisitPayload['prefix']): VisitPayload => ({
  prefix,
  page: { order: '0f8e4b1c-6a3d-4c2e-9b7a-1d2e3f4a5b6c' },
  name: 'Mila',
  items: [{ name: 'Haircut' }],
  title: 'Haircut · Salon Lotus',
  venue: { name: 'Salon Lotus', address: 'Njegoševa 45', timeZone: 'Europe/Belgrade' },
  // 14:30 in Belgrade (summer time).
  startsAt: '2026-06-12T12:30:00.000Z',
  endsAt: '2026-06-12T13:30:00.000Z',
  total: 350_000,
  amountDue: 350_000,
  currency: 'RSD',
  cancellableUntil: '2026-06-11T12:30:00.000Z',
});

const text = (kind: OutboxMessage['kind'], language: 'en' | 'sr' | 'ru', prefix = 'en' as const) =>
  renderSms({ kind, payload: visit(prefix) } as OutboxMessage, {
    siteUrl: 'https://termin.rs',
    language,
  });

/** Segments a provider bills: 160 GSM-7 characters each, 70 for anything beyond it (UCS-2). */
const segments = (message: string) => {
  const gsm = /^[\w @£$¥èéùìòÇØøÅåΔΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n]*$/.test(
    message,
  );
  return Math.ceil(message.length / (gsm ? 153 : 67));
};

describe('renderSms', () => {
  it('tells each booking event in one line, at the venue’s clock, with the booking’s page', () => {
    const url = 'https://termin.rs/en/book-now/order/0f8e4b1c-6a3d-4c2e-9b7a-1d2e3f4a5b6c';
    expect(text('visit.booked', 'en')).toBe(
      `Termin: booking confirmed. Salon Lotus, Fri, Jun 12, 2:30 PM. ${url}`,
    );
    expect(text('visit.moved', 'en')).toBe(
      `Termin: booking moved to Fri, Jun 12, 2:30 PM. Salon Lotus. ${url}`,
    );
    expect(text('visit.cancelled', 'en')).toBe(
      `Termin: booking cancelled. Salon Lotus, Fri, Jun 12, 2:30 PM. ${url}`,
    );
    expect(text('visit.reminder', 'en')).toBe(
      `Termin: your visit is in about 24 hours. Salon Lotus, Fri, Jun 12, 2:30 PM. ${url}`,
    );
  });

  it('writes Serbian (Latin script) and Russian, 24-hour clock', () => {
    expect(text('visit.reminder', 'sr', 'sr-RS' as 'en')).toBe(
      'Termin: vaša poseta je za otprilike 24 sata. Salon Lotus, pet 12. jun, 14:30. ' +
        'https://termin.rs/sr-RS/book-now/order/0f8e4b1c-6a3d-4c2e-9b7a-1d2e3f4a5b6c',
    );
    expect(text('visit.booked', 'ru')).toMatch(
      /^Termin: запись подтверждена\. Salon Lotus, пт, 12 июн\.?, 14:30\. https:\/\/termin\.rs\/en\//,
    );
    expect(text('visit.cancelled', 'ru')).toMatch(/^Termin: запись отменена\. /);
    expect(text('visit.moved', 'sr')).toMatch(
      /^Termin: rezervacija pomerena na pet 12\. jun, 14:30\. /,
    );
  });

  // The booking's link is 72 characters; Serbian letters (č, ć, đ, š, ž) and Cyrillic are outside
  // GSM-7, so those messages go as UCS-2, 67 characters a part.
  it('keeps each message short: one GSM-7 part in English, at most three in Serbian or Russian', () => {
    for (const kind of [
      'visit.booked',
      'visit.moved',
      'visit.cancelled',
      'visit.reminder',
    ] as const) {
      expect(segments(text(kind, 'en')), kind).toBe(1);
      expect(segments(text(kind, 'sr')), kind).toBeLessThanOrEqual(3);
      expect(segments(text(kind, 'ru')), kind).toBeLessThanOrEqual(3);
    }
  });

  it('has no text message for what goes by e-mail only', () => {
    expect(() =>
      renderSms({ kind: 'password.reset', payload: {} } as OutboxMessage, {
        siteUrl: 'https://termin.rs',
        language: 'en',
      }),
    ).toThrow(/no text message/);
  });
});
