// The receipt of an IPS payment (issue 42), written in the transaction that marks it paid: what was
// paid for, the amount, when at the venue's clock, and the payee, account and reference as the
// customer's bank statement shows them. To the booking's address or the gift card's buyer, in
// their language, once per payment.
import { eq } from 'drizzle-orm';
import { customers, giftCards, orders, organizations, payments } from '../../db/schema/index.js';
import type { CountryCode } from '../../db/schema/geo.js';
import type { Language } from '../../i18n/language.js';
import type { Queryable } from '../../kernel/transactions.js';
import { ipsTransfer } from '../payments/ipsPayload.js';
import { fill, giftCardUrl, money, when, type MailParts } from './mailFormat.js';
import type { MailTexts } from './mailTexts.js';
import { recipientsOf } from './bookingMessages.js';
import { giftCardBranch } from './giftCardMessages.js';
import type { Addressed } from './outbox.js';
import { countryOf, orderVisit, sitePrefix, visitUrl, type SitePrefix } from './visits.js';

export interface PaymentReceiptPayload {
  prefix: SitePrefix;
  /** Whom the e-mail greets: the booking's contact, or the gift card's buyer. */
  name: string;
  paidFor:
    | { order: string; services: string[]; venue: string; startsAt: string }
    | { giftCard: string; slug: string; organization: string };
  amount: number;
  currency: string;
  paidAt: string;
  /** The venue's zone: the times the receipt writes. */
  timeZone: string;
  /** As the payment's QR code named them. */
  payee: { name: string; place: string; account: string };
  purpose: string;
  /** The model and the reference (poziv na broj), e.g. `97 52000000421234`. */
  reference: string;
}

/** At most one receipt per payment, whatever marks it paid again. */
export const receiptKey = (paymentId: number) => `payment.receipt:${paymentId}`;

/** The receipt of a paid payment; undefined when it has nobody to go to. */
export async function paymentReceiptMessage(
  db: Queryable,
  paymentId: number,
): Promise<Addressed | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment?.paidAt) return undefined;
  const transfer = ipsTransfer(payment.payload);
  const paid = {
    amount: payment.amount,
    currency: payment.currency,
    paidAt: payment.paidAt.toISOString(),
    payee: { name: transfer.payee, place: transfer.place, account: transfer.account },
    purpose: transfer.purpose,
    reference: `${transfer.model} ${transfer.reference}`,
  };
  const addressed = (
    to: { email?: string },
    language: Language,
    country: CountryCode,
    payload: PaymentReceiptPayload,
  ) =>
    to.email
      ? ({
          kind: 'payment.receipt',
          recipient: to.email,
          language,
          country,
          dedupeKey: receiptKey(payment.id),
          payload,
        } satisfies Addressed)
      : undefined;
  // By e-mail only, as the customer takes booking updates (issue 41: never to an unconfirmed one).
  const recipients = (email: string | null, customerId: number | null) =>
    recipientsOf(db, { email, phone: null, customerId }, 'orderUpdates');

  if (payment.orderId !== null) {
    const [order] = await db.select().from(orders).where(eq(orders.id, payment.orderId));
    if (!order) return undefined;
    const to = await recipients(order.contactEmail, order.customerId);
    if (!to.email) return undefined;
    const { payload: visit, country } = await orderVisit(db, order);
    return addressed(to, order.language, country, {
      ...paid,
      prefix: visit.prefix,
      name: visit.name,
      timeZone: visit.venue.timeZone,
      paidFor: {
        order: order.guid,
        services: visit.items.map((item) => item.name),
        venue: visit.venue.name,
        startsAt: visit.startsAt,
      },
    });
  }
  if (payment.giftCardId === null) return undefined;
  const [found] = await db
    .select({ card: giftCards, buyer: customers, organization: organizations.name })
    .from(giftCards)
    .innerJoin(customers, eq(customers.id, giftCards.buyerCustomerId))
    .innerJoin(organizations, eq(organizations.id, giftCards.organizationId))
    .where(eq(giftCards.id, payment.giftCardId));
  if (!found) return undefined;
  const { card, buyer } = found;
  const to = await recipients(null, buyer.id);
  const branch = await giftCardBranch(db, card);
  if (!to.email || !branch) return undefined;
  const country = await countryOf(db, branch.id);
  return addressed(to, buyer.language, country, {
    ...paid,
    prefix: sitePrefix(buyer.language, country),
    name: buyer.firstName,
    timeZone: branch.timeZone,
    paidFor: { giftCard: card.code, slug: branch.slug, organization: found.organization },
  });
}

/** The receipt as an e-mail's parts. */
export function receiptParts(
  receipt: PaymentReceiptPayload,
  texts: MailTexts,
  language: Language,
  siteUrl: string,
): MailParts {
  const amount = money(language, receipt.amount, receipt.currency);
  const paidFor = receipt.paidFor;
  const zone = receipt.timeZone;
  const what =
    'order' in paidFor
      ? fill(texts.receipt.booking, {
          services: paidFor.services.join(', '),
          venue: paidFor.venue,
          when: when(texts, language, paidFor.startsAt, zone),
        })
      : fill(texts.receipt.giftCard, {
          code: paidFor.giftCard,
          organization: paidFor.organization,
        });
  return {
    subject: fill(texts.receipt.subject, { amount, payee: receipt.payee.name }),
    greeting: fill(texts.hello, { name: receipt.name }),
    intro: texts.receipt.intro,
    facts: [
      [texts.receipt.paidFor, what],
      [texts.labels.amount, amount],
      [texts.receipt.paidAt, when(texts, language, receipt.paidAt, zone)],
      [texts.receipt.payee, `${receipt.payee.name}, ${receipt.payee.place}`],
      [texts.receipt.account, receipt.payee.account],
      [texts.receipt.reference, receipt.reference],
      [texts.receipt.purpose, receipt.purpose],
    ],
    notes: [],
    action:
      'order' in paidFor
        ? {
            label: texts.actions.booking,
            url: visitUrl(siteUrl, { prefix: receipt.prefix, page: { order: paidFor.order } }),
          }
        : {
            label: texts.actions.giftCard,
            url: giftCardUrl(siteUrl, {
              prefix: receipt.prefix,
              slug: paidFor.slug,
              code: paidFor.giftCard,
            }),
          },
  };
}
