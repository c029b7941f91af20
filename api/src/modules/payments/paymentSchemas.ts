// IPS QR payments of orders and bought gift cards: create (or reuse the pending one), read, and a
// demo "paid" switch.
import type { Static } from 'typebox';
import { Type } from 'typebox';
import { paymentStatuses } from '../../db/schema/payments.js';
import { DatabaseIdString } from '../../http/inputSchemas.js';
import { component, ref } from '../../http/sharedSchemas.js';

export const PaymentParams = Type.Object({
  id: DatabaseIdString({ description: 'The payment id.' }),
});

export const PaymentTransfer = component(
  'PaymentTransfer',
  Type.Object(
    {
      payee: Type.String({ description: "The payee's name (primalac)." }),
      place: Type.String({ description: "The payee's address and place." }),
      account: Type.String({
        pattern: '^\\d{3}-\\d{13}-\\d{2}$',
        description: 'The payee’s account, 3-13-2 with dashes (265-0000000123456-78).',
      }),
      amount: Type.String({
        description: 'The amount as bank apps take it: decimal comma, no currency (3500,00).',
      }),
      paymentCode: Type.String({ description: 'Payment code (šifra plaćanja), e.g. 289.' }),
      purpose: Type.String({ description: 'Purpose of payment (svrha uplate).' }),
      model: Type.String({ description: 'The reference’s model: 97.' }),
      reference: Type.String({
        description: 'The reference without its model: check digits and number (poziv na broj).',
      }),
    },
    {
      additionalProperties: false,
      description:
        'What a payment order in any bank app asks for, read from the QR payload: for a phone ' +
        'that cannot scan its own screen.',
    },
  ),
);
export type PaymentTransfer = Static<typeof PaymentTransfer>;

export const Payment = component(
  'Payment',
  Type.Object(
    {
      id: Type.Integer(),
      orderGuid: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
        description: 'The order paid for; null for a gift card.',
      }),
      giftCardCode: Type.Union([Type.String(), Type.Null()], {
        description: 'The bought gift card paid for (TERM-XXXX-XXXX); null for an order.',
      }),
      method: Type.Literal('ips_qr'),
      status: Type.Enum(paymentStatuses, {
        description: 'pending until paid; expired once expiresAt passed unpaid.',
      }),
      amount: Type.Integer({ description: 'Minor units.' }),
      currency: Type.String(),
      reference: Type.String({ description: 'Model 97 reference (poziv na broj), e.g. 9712…' }),
      payload: Type.String({
        description: 'The NBS IPS QR text to render as a QR code (K:PR|V:01|C:1|R:…|RO:…).',
      }),
      transfer: ref(PaymentTransfer),
      expiresAt: Type.String({ format: 'date-time' }),
      paidAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      createdAt: Type.String({ format: 'date-time' }),
      demoSwitch: Type.Boolean({
        description:
          'POST /payments/{id}/simulate-paid is available (a demo api, DEMO_PAYMENTS): a page may ' +
          'offer to mark the payment paid.',
      }),
    },
    { additionalProperties: false },
  ),
);
export type Payment = Static<typeof Payment>;

export const GiftCardPaymentParams = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 30, description: 'The gift card code.' }),
});
