import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { VisitPayload } from './outbox.js';
import { renderMail } from './renderMail.js';

const visit: VisitPayload = {
  prefix: 'en',
  page: { order: '0b7c9a1e-1111-4222-8333-944455556666' },
  name: 'Mira <b>',
  items: [{ name: 'Women’s haircut', master: 'Jelena Marković' }],
  title: 'Women’s haircut · Salon Lotus Vračar',
  venue: { name: 'Salon Lotus Vračar', address: 'Njegoševa 45', timeZone: 'Europe/Belgrade' },
  startsAt: '2099-03-28T09:45:00.000Z',
  endsAt: '2099-03-28T10:45:00.000Z',
  total: 310000,
  amountDue: 310000,
  currency: 'RSD',
  cancellableUntil: '2099-03-27T09:45:00.000Z',
};
const context = {
  siteUrl: 'https://termin.example',
  from: 'Termin <no-reply@termin.example>',
  language: 'en' as const,
  createdAt: new Date('2099-03-01T12:00:00Z'),
};

/** Intl separates amounts and time ranges with narrow spaces; the tests read them as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('renderMail', () => {
  it('writes a booking confirmation at the venue’s clock, with its page and what to pay', () => {
    const mail = renderMail({ kind: 'visit.booked', payload: visit }, context);
    expect(mail.subject).toBe(
      'Booking confirmed: Salon Lotus Vračar, Saturday, March 28, 2099 at 10:45 AM',
    );
    expect(mail.text).toContain('Hello Mira <b>,');
    expect(mail.text).toContain('Women’s haircut with Jelena Marković');
    // Phones' mail apps lay the HTML out at their own width (issue 42 item 23).
    expect(mail.html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    );
    expect(plain(mail.text)).toContain('RSD 3,100');
    // Roubles as ₽, as the site writes them.
    const inRoubles = renderMail(
      { kind: 'visit.booked', payload: { ...visit, currency: 'RUB' } },
      { ...context, language: 'ru' },
    );
    expect(plain(inRoubles.text)).toContain('3 100 ₽');
    expect(mail.text).toContain(
      'You can move or cancel it online free of charge until Friday, March 27, 2099 at 10:45 AM.',
    );
    expect(mail.text).toContain(
      'Open your booking: https://termin.example/en/book-now/order/0b7c9a1e-1111-4222-8333-944455556666',
    );
    // Names are text in HTML, never markup.
    expect(mail.html).toContain('Hello Mira &lt;b&gt;,');
    expect(mail.html).not.toContain('<b>,');
  });

  it('writes Serbian and Russian on the 24-hour clock, in Latin script for Serbian', () => {
    const sr = renderMail(
      {
        kind: 'visit.moved',
        payload: { ...visit, prefix: 'sr-RS', previousStartsAt: '2099-03-27T08:00:00.000Z' },
      },
      { ...context, language: 'sr' },
    );
    expect(sr.subject).toBe(
      'Rezervacija pomerena: Salon Lotus Vračar, subota, 28. mart 2099. u 10:45',
    );
    expect(sr.text).toContain('Ranije:');
    expect(plain(sr.text)).toContain('3.100 RSD');
    expect(sr.text).toContain('https://termin.example/sr-RS/book-now/order/');
    const ru = renderMail(
      { kind: 'visit.reminder', payload: visit },
      { ...context, language: 'ru' },
    );
    expect(ru.subject).toBe('Напоминание: Salon Lotus Vračar, суббота, 28 марта 2099 г. в 10:45');
    // A reminder carries no calendar file: the visit is in the calendar already.
    expect(ru.calendar).toBeUndefined();
  });

  it('attaches a valid calendar file in the venue’s zone; a cancellation cancels the entry', () => {
    const booked = renderMail({ kind: 'visit.booked', payload: visit }, context).calendar!;
    expect(booked.method).toBe('PUBLISH');
    const calendar = new ICAL.Component(ICAL.parse(booked.content));
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Europe/Belgrade');
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe('0b7c9a1e-1111-4222-8333-944455556666@termin');
    expect(event.startDate.zone?.tzid).toBe('Europe/Belgrade');
    expect(event.startDate.toString()).toBe('2099-03-28T10:45:00');
    expect(event.startDate.toJSDate().toISOString()).toBe(visit.startsAt);
    expect(event.endDate.toJSDate().toISOString()).toBe(visit.endsAt);
    expect(event.location).toBe('Salon Lotus Vračar, Njegoševa 45');
    const organizer = calendar.getFirstSubcomponent('vevent')!.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe('mailto:no-reply@termin.example');
    expect(organizer.getParameter('cn')).toBe('Salon Lotus Vračar');

    const later = { ...context, createdAt: new Date('2099-03-02T12:00:00Z') };
    const cancelled = renderMail({ kind: 'visit.cancelled', payload: visit }, later).calendar!;
    expect(cancelled.method).toBe('CANCEL');
    const cancelledEvent = new ICAL.Component(ICAL.parse(cancelled.content)).getFirstSubcomponent(
      'vevent',
    )!;
    expect(cancelledEvent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(Number(cancelledEvent.getFirstPropertyValue('sequence'))).toBeGreaterThan(
      Number(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('sequence')),
    );
  });

  it('says gift-card money went back only when a gift card paid for the cancelled visit', () => {
    const unpaid = renderMail({ kind: 'visit.cancelled', payload: visit }, context);
    expect(unpaid.text).toContain('your booking has been cancelled.');
    expect(unpaid.text).not.toMatch(/gift card/i);
    expect(unpaid.html).not.toMatch(/gift card/i);
    const withCard = { ...visit, giftCardAmount: 100000 };
    const paid = renderMail({ kind: 'visit.cancelled', payload: withCard }, context);
    expect(plain(paid.text)).toContain('The RSD 1,000 paid with a gift card is back on the card.');
    expect(plain(paid.html)).toContain('The RSD 1,000 paid with a gift card is back on the card.');
    // Told on cancelling only: a booking a card paid for is not "back on the card" while it stands.
    expect(renderMail({ kind: 'visit.booked', payload: withCard }, context).text).not.toContain(
      'back on the card',
    );
    const sr = renderMail(
      { kind: 'visit.cancelled', payload: { ...visit, prefix: 'sr-RS' } },
      { ...context, language: 'sr' },
    );
    expect(sr.text).not.toMatch(/poklon/i);
    const ru = renderMail(
      { kind: 'visit.cancelled', payload: { ...withCard, currency: 'RUB' } },
      { ...context, language: 'ru' },
    );
    expect(plain(ru.text)).toContain(
      'Сумма 1 000 ₽, оплаченная подарочной картой, возвращена на карту.',
    );
  });

  it('tells back the comment the customer left for the venue, as text, on every line it has', () => {
    const commented = { ...visit, comment: 'Short hair, <please>.\r\nI may be 5 minutes late.' };
    const mail = renderMail({ kind: 'visit.booked', payload: commented }, context);
    expect(mail.text).toMatch(
      /\nYour comment: +Short hair, <please>\.\n +I may be 5 minutes late\.\n/,
    );
    expect(mail.html).toContain('Short hair, &lt;please&gt;.<br>I may be 5 minutes late.');
    const ru = renderMail(
      { kind: 'visit.reminder', payload: commented },
      { ...context, language: 'ru' },
    );
    expect(ru.text).toContain('Ваш комментарий:');
    // Not on a cancellation, nor without a comment.
    expect(renderMail({ kind: 'visit.cancelled', payload: commented }, context).text).not.toContain(
      'Your comment',
    );
    expect(renderMail({ kind: 'visit.booked', payload: visit }, context).text).not.toContain(
      'Your comment',
    );
  });

  it('says on cancelling a visit paid to the venue that the venue returns the payment', () => {
    const paid = { ...visit, amountPaid: 310000, amountDue: 0 };
    const cancelled = renderMail({ kind: 'visit.cancelled', payload: paid }, context);
    expect(plain(cancelled.text)).toContain(
      'The venue returns the RSD 3,100 you paid to the account you paid from.',
    );
    expect(plain(cancelled.html)).toContain('The venue returns the RSD 3,100 you paid');
    // Only on cancelling, and only when something was paid.
    expect(renderMail({ kind: 'visit.booked', payload: paid }, context).text).not.toContain(
      'returns the',
    );
    expect(renderMail({ kind: 'visit.cancelled', payload: visit }, context).text).not.toContain(
      'returns the',
    );
    const sr = renderMail(
      { kind: 'visit.cancelled', payload: { ...paid, prefix: 'sr-RS' } },
      { ...context, language: 'sr' },
    );
    expect(plain(sr.text)).toContain('Salon vam vraća uplaćenih 3.100 RSD');
  });

  it('tells each part of a visit by several masters with its master and time, in mail and calendar', () => {
    const chained: VisitPayload = {
      ...visit,
      items: [
        {
          name: 'Women’s haircut',
          master: 'Marija Đorđević',
          startsAt: '2099-03-28T09:45:00.000Z',
          endsAt: '2099-03-28T10:45:00.000Z',
        },
        {
          name: 'Classic facial',
          master: 'Mina Petrović',
          startsAt: '2099-03-28T10:45:00.000Z',
          endsAt: '2099-03-28T12:00:00.000Z',
        },
      ],
      endsAt: '2099-03-28T12:00:00.000Z',
    };
    const mail = renderMail({ kind: 'visit.booked', payload: chained }, context);
    // One e-mail, a line for each part under "Booked", at the venue's clock.
    const lines = plain(mail.text).split('\n');
    const booked = lines.findIndex((line) => line.startsWith('Booked:'));
    expect(lines[booked]).toMatch(
      /^Booked: +Women’s haircut with Marija Đorđević, 10:45 – 11:45 AM$/,
    );
    expect(lines[booked + 1]).toMatch(/^ +Classic facial with Mina Petrović, 11:45 AM – 1:00 PM$/);
    // The second part lines up under the first.
    expect(lines[booked + 1]!.indexOf('Classic')).toBe(lines[booked]!.indexOf('Women'));
    expect(plain(mail.html)).toContain(
      'Women’s haircut with Marija Đorđević, 10:45 – 11:45 AM<br>Classic facial with Mina Petrović, 11:45 AM – 1:00 PM',
    );
    const sr = renderMail(
      { kind: 'visit.booked', payload: chained },
      { ...context, language: 'sr' },
    );
    expect(plain(sr.text)).toContain('Classic facial, Mina Petrović, 11:45–13:00');
    // One calendar entry for the visit; its description names each part.
    const event = new ICAL.Component(ICAL.parse(mail.calendar!.content)).getFirstSubcomponent(
      'vevent',
    )!;
    expect(plain(String(event.getFirstPropertyValue('description')))).toBe(
      'Women’s haircut with Marija Đorđević, 10:45 – 11:45 AM\n' +
        'Classic facial with Mina Petrović, 11:45 AM – 1:00 PM',
    );
  });

  it('writes a gift card’s code and a password reset link', () => {
    const card = renderMail(
      {
        kind: 'giftCard.active',
        payload: {
          prefix: 'en',
          slug: 'salon-lotus-vracar-1',
          name: 'Vesna',
          code: 'TERM-2222-3333',
          amount: 500000,
          currency: 'RSD',
          recipientName: 'Mila',
          organization: 'Salon Lotus',
          expiresAt: '2100-03-01T00:00:00.000Z',
        },
      },
      context,
    );
    expect(card.subject).toBe('Your gift card TERM-2222-3333 is ready');
    expect(card.text).toContain('For:');
    expect(card.text).toContain(
      'https://termin.example/en/book-now/salon-lotus-vracar-1/gifts?code=TERM-2222-3333',
    );
    const reset = renderMail(
      {
        kind: 'password.reset',
        payload: {
          name: 'Vesna',
          link: 'https://termin.example/auth/reset?token=abc',
          expiresAt: '',
        },
      },
      { ...context, language: 'sr' },
    );
    expect(reset.subject).toBe('Promena lozinke za Termin');
    expect(reset.text).toContain(
      'Izaberite novu lozinku: https://termin.example/auth/reset?token=abc',
    );
  });

  it('writes a payment’s receipt: what, how much, when at the venue, to whom, the reference', () => {
    const receipt = renderMail(
      {
        kind: 'payment.receipt',
        payload: {
          prefix: 'en',
          name: 'Mira',
          paidFor: {
            order: '0b7c9a1e-1111-4222-8333-944455556666',
            services: ['Women’s haircut'],
            venue: 'Salon Lotus Vračar',
            startsAt: visit.startsAt,
          },
          amount: 310000,
          currency: 'RSD',
          paidAt: '2099-03-20T17:05:00.000Z',
          timeZone: 'Europe/Belgrade',
          payee: {
            name: 'Salon Lotus d.o.o.',
            place: 'Njegoševa 45, Beograd',
            account: '265-0000000123456-78',
          },
          purpose: 'Termin 0b7c9a1e',
          reference: '97 52000000421234',
        },
      },
      context,
    );
    expect(plain(receipt.subject)).toBe('Receipt: RSD 3,100 paid to Salon Lotus d.o.o.');
    expect(plain(receipt.text)).toContain(
      [
        'Paid for:      Women’s haircut at Salon Lotus Vračar, Saturday, March 28, 2099 at 10:45 AM',
        'Amount:        RSD 3,100',
        'Paid on:       Friday, March 20, 2099 at 6:05 PM',
        'Payee:         Salon Lotus d.o.o., Njegoševa 45, Beograd',
        'Payee account: 265-0000000123456-78',
        'Reference:     97 52000000421234',
        'Purpose:       Termin 0b7c9a1e',
      ].join('\n'),
    );
    expect(receipt.text).toContain(
      'Open your booking: https://termin.example/en/book-now/order/0b7c9a1e-1111-4222-8333-944455556666',
    );
    // A receipt is no visit: no calendar file.
    expect(receipt.calendar).toBeUndefined();
  });
});
