// Gift cards: checking a code (balance, expiry, where it is valid) and buying one for a branch.
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { currencies } from '../../db/schema/columns.js';
import { CalendarDate, DatabaseId } from '../../http/inputSchemas.js';
import { component, ref } from '../../http/sharedSchemas.js';

/** How far ahead a buyer may choose the day the card is e-mailed (well inside its 12 months). */
export const giftCardSendOnDaysAhead = 180;

export const giftCardStates = ['pending', 'active', 'expired', 'used_up', 'cancelled'] as const;

export const GiftCardParams = Type.Object({
  code: Type.String({
    minLength: 1,
    maxLength: 30,
    description: 'TERM-XXXX-XXXX; case, spaces and hyphens do not matter.',
  }),
});

export const CreateGiftCardBody = Type.Object(
  {
    branchId: DatabaseId({ description: 'The card is valid at this branch only.' }),
    amount: Type.Integer({
      minimum: 1_000,
      maximum: 20_000_000,
      description:
        "In minor units of the branch's currency. Per currency: RSD 100 000–20 000 000 " +
        '(1 000–200 000 RSD), EUR 1 000–200 000, BAM 2 000–400 000, RUB 100 000–20 000 000; ' +
        'outside that 422 AMOUNT_OUT_OF_RANGE.',
    }),
    recipientName: Type.String({ minLength: 1, maxLength: 100 }),
    recipientEmail: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    message: Type.Optional(Type.String({ maxLength: 500 })),
    sendOn: Type.Optional(
      CalendarDate({
        description:
          'The day (at the branch) the card is e-mailed to recipientEmail, today up to ' +
          `${giftCardSendOnDaysAhead} days ahead; without it, as soon as the card is paid. Needs ` +
          'recipientEmail; otherwise, or out of range, 422 VALIDATION naming the field.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CreateGiftCardBody = Static<typeof CreateGiftCardBody>;

/** A card as anyone holding its code sees it. */
const giftCardFields = {
  code: Type.String({ description: 'TERM-XXXX-XXXX.' }),
  state: Type.Enum(giftCardStates, {
    description:
      'pending: bought, not paid yet; active: spendable; expired (past expiresAt) and used_up ' +
      '(no balance) are derived; cancelled: void.',
  }),
  spendable: Type.Boolean({ description: 'Active, not expired and with balance left.' }),
  initialAmount: Type.Integer({ description: 'Minor units.' }),
  balance: Type.Integer({ description: 'What is left, in minor units.' }),
  currency: Type.Enum(currencies),
  expiresAt: Type.String({ format: 'date-time' }),
  organization: Type.Object(
    { id: Type.Integer(), name: Type.String() },
    { additionalProperties: false },
  ),
  branch: Type.Union(
    [
      Type.Object(
        { id: Type.Integer(), slug: Type.String(), name: Type.String() },
        { additionalProperties: false },
      ),
      Type.Null(),
    ],
    { description: 'Valid only at this branch; null: at every branch of the organization.' },
  ),
  recipientName: Type.Union([Type.String(), Type.Null()]),
  message: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
};

export const GiftCard = component(
  'GiftCard',
  Type.Object(giftCardFields, { additionalProperties: false }),
);
export type GiftCard = Static<typeof GiftCard>;

/** A card as its buyer sees it: also where and when it is e-mailed, which only they may read. */
export const BoughtGiftCard = component(
  'BoughtGiftCard',
  Type.Object(
    {
      ...giftCardFields,
      recipientEmail: Type.Union([Type.String(), Type.Null()], {
        description: 'Where the card is e-mailed once paid; null: to no one.',
      }),
      sendOn: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
        description: 'The day (at the branch) it is e-mailed; null: as soon as it is paid.',
      }),
    },
    { additionalProperties: false },
  ),
);
export type BoughtGiftCard = Static<typeof BoughtGiftCard>;

export const GiftCardList = component(
  'GiftCardList',
  Type.Object({ giftCards: Type.Array(ref(BoughtGiftCard)) }, { additionalProperties: false }),
);
