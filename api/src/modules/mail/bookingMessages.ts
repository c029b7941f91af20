// Who hears of a booking, and how: the messages of a visit (an order, or places on a group event)
// to its contact, by e-mail and by text message as the customer's notification settings say.
import { eq } from 'drizzle-orm';
import type { NotificationKind } from '../../db/schema/customers.js';
import { customers, eventBookings, orders } from '../../db/schema/index.js';
import { e164Phone } from '@termin/phone-number';
import type { Queryable } from '../../kernel/transactions.js';
import { notificationSettingsOf } from '../profile/notificationSettings.js';
import type { Addressed, OutboxMessage } from './outbox.js';
import { eventBookingVisit, orderVisit, type Visit, type VisitPayload } from './visits.js';

type VisitKind = Extract<OutboxMessage, { payload: VisitPayload }>['kind'];

/** Which of the customer's notification settings (profile → notifications) a message is. */
const settingOf = (kind: VisitKind): NotificationKind =>
  kind === 'visit.reminder' ? 'reminders' : 'orderUpdates';

interface Contact {
  email: string | null;
  phone: string | null;
  customerId: number | null;
}

/** Where a booking's message goes, on each channel it goes by. */
interface Recipients {
  email?: string;
  phone?: string;
}

/**
 * Where a booking's message goes: by e-mail to its contact address, else its customer's; by text
 * message to its contact phone, else its customer's, only for a customer who turned text messages
 * on for that kind of message (`setting`; a guest never did). Nothing when the customer turned the kind off, or has not
 * confirmed the account's address (issue 41: an unconfirmed account must not make Termin write to
 * anyone, by any channel).
 */
export async function recipientsOf(
  db: Queryable,
  contact: Contact,
  setting: NotificationKind,
): Promise<Recipients> {
  if (contact.customerId === null) return contact.email ? { email: contact.email } : {};
  const [row] = await db
    .select({
      email: customers.email,
      phone: customers.phone,
      settings: customers.notificationSettings,
      verifiedAt: customers.emailVerifiedAt,
    })
    .from(customers)
    .where(eq(customers.id, contact.customerId));
  if (!row?.verifiedAt) return {};
  const settings = notificationSettingsOf(row.settings);
  // Stored numbers were read as E.164 when written; one that is none gets no message.
  const phone = [contact.phone, row.phone]
    .map((number) => number && e164Phone(number))
    .find(Boolean);
  return {
    ...(settings.email[setting] ? { email: contact.email ?? row.email } : {}),
    ...(settings.sms[setting] && phone ? { phone } : {}),
  };
}

/** The message of a visit to each of its recipients, in the booking's language. */
function addressed(
  kind: VisitKind,
  visit: Visit,
  to: Recipients,
  language: Addressed['language'],
): Addressed[] {
  const message = { kind, payload: visit.payload, language, country: visit.country };
  return [
    ...(to.email ? [{ ...message, channel: 'email' as const, recipient: to.email }] : []),
    ...(to.phone ? [{ ...message, channel: 'sms' as const, recipient: to.phone }] : []),
  ];
}

/** The messages about an order, in its language, to its contact; none without a recipient. */
export async function orderMessages(
  db: Queryable,
  orderId: number,
  kind: VisitKind,
  extra: Partial<VisitPayload> = {},
): Promise<Addressed[]> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) return [];
  const contact = { email: row.contactEmail, phone: row.contactPhone, customerId: row.customerId };
  const to = await recipientsOf(db, contact, settingOf(kind));
  if (!to.email && !to.phone) return [];
  const visit = await orderVisit(db, row);
  return addressed(kind, { ...visit, payload: { ...visit.payload, ...extra } }, to, row.language);
}

/** The messages about places booked on a group event, in the booking's language. */
export async function eventBookingMessages(
  db: Queryable,
  bookingId: number,
  kind: 'visit.booked' | 'visit.cancelled' | 'visit.reminder',
): Promise<Addressed[]> {
  const [booking] = await db.select().from(eventBookings).where(eq(eventBookings.id, bookingId));
  if (!booking) return [];
  const contact = {
    email: booking.contactEmail,
    phone: booking.contactPhone,
    customerId: booking.customerId,
  };
  const to = await recipientsOf(db, contact, settingOf(kind));
  if (!to.email && !to.phone) return [];
  return addressed(kind, await eventBookingVisit(db, booking), to, booking.language);
}
