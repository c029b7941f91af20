// Gift cards: the demo customer's valid card (a birthday present, partly spent on their salon
// visit), one of theirs that expired unused, and a few others in every state.
import type { Currency } from '../schema/columns.js';
import type { CountryCode } from '../schema/geo.js';
import type { GiftCardStatus } from '../schema/giftCards.js';
import type { PlannedOrder } from './bookingTypes.js';
import { demoEmail } from './customers.js';
import { demoOrders } from './demoBookings.js';
import type { LocalDate } from '@termin/zoned-time';

export interface PlannedGiftCard {
  readonly code: string;
  readonly organization: { readonly country: CountryCode; readonly name: string };
  readonly branch: string | undefined;
  readonly initialAmount: number;
  readonly currency: Currency;
  readonly buyer: string | undefined;
  readonly recipientName: string | undefined;
  readonly recipientEmail: string | undefined;
  readonly message: string | undefined;
  readonly status: GiftCardStatus;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

export interface PlannedRedemption {
  readonly code: string;
  readonly order: string;
  readonly amount: number;
}

/** The demo customer's spendable card; the expired one is `TERM-X2RM-7HWD`. */
export const demoGiftCardCode = 'TERM-4K7P-9QXA';
export const expiredGiftCardCode = 'TERM-X2RM-7HWD';

export function planGiftCards(today: LocalDate, orders: readonly PlannedOrder[]) {
  const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000);
  const card = (
    code: string,
    organization: PlannedGiftCard['organization'],
    initialAmount: number,
    currency: Currency,
    people: { buyer?: string; recipientName?: string; recipientEmail?: string; message?: string },
    status: GiftCardStatus,
    [createdDay, expiresDay]: readonly [number, number],
    branch?: string,
  ): PlannedGiftCard => ({
    code,
    organization,
    branch,
    initialAmount,
    currency,
    buyer: people.buyer,
    recipientName: people.recipientName,
    recipientEmail: people.recipientEmail,
    message: people.message,
    status,
    createdAt: day(createdDay),
    expiresAt: day(expiresDay),
  });
  const lotus = { country: 'RS', name: 'Salon Lotus' } as const;
  const giftCards = [
    card(
      demoGiftCardCode,
      lotus,
      1_000_000,
      'RSD',
      {
        buyer: 'jelena.markovic@example.com',
        recipientName: 'Demo Customer',
        recipientEmail: demoEmail,
        message: 'Happy birthday! Treat yourself. Jelena',
      },
      'active',
      [-60, 305],
    ),
    card(
      expiredGiftCardCode,
      { country: 'RS', name: 'Wellness Spa Zemun' },
      600_000,
      'RSD',
      { buyer: demoEmail, recipientName: 'Ana Savić', recipientEmail: 'ana.savic@example.com' },
      'active',
      [-375, -10],
      'Wellness Spa Zemun',
    ),
    card(
      'TERM-9FJD-3KQW',
      { country: 'RU', name: 'Салон красоты Жасмин' },
      500_000,
      'RUB',
      {
        buyer: 'anna.smirnova@example.com',
        recipientName: 'Ольга Морозова',
        message: 'С днём рождения!',
      },
      'active',
      [-20, 345],
    ),
    card(
      'TERM-M3HB-8TZN',
      { country: 'ME', name: 'Adriatic Wellness Budva' },
      5_000,
      'EUR',
      { buyer: 'sophie.martin@example.com', recipientName: 'Emma Clarke' },
      'active',
      [-35, 150],
      'Adriatic Wellness Budva',
    ),
    card(
      'TERM-P6YC-2VGE',
      { country: 'BA', name: 'Hamam Spa Sarajevo' },
      10_000,
      'BAM',
      { buyer: 'lejla.hodzic@example.com', recipientName: 'Ivana Kovačević' },
      'pending',
      [-1, 364],
    ),
    card(
      'TERM-R8WK-5NDA',
      lotus,
      500_000,
      'RSD',
      { buyer: 'teodora.pavlovic@example.com', recipientName: 'Maja Nikolić' },
      'cancelled',
      [-90, 275],
    ),
  ];
  // The demo's salon visit was partly paid with the birthday card.
  const spec = demoOrders.find((o) => o.giftCardAmount);
  const paid = orders.find(
    (o) => o.customer === demoEmail && o.branch === spec?.branch && o.giftCardAmount > 0,
  );
  const redemptions: PlannedRedemption[] = paid
    ? [{ code: demoGiftCardCode, order: paid.guid, amount: paid.giftCardAmount }]
    : [];
  return { giftCards, redemptions };
}
