// Shapes of the seeded bookings. Rows point at each other by natural keys (branch name, service
// and master positions, guids, e-mails); writeSeedPlan resolves them to ids.
import type { Language, LocalizedText } from '../../i18n/language.js';
import type { Currency } from '../schema/columns.js';
import type { CancellationParty, OrderStatus } from '../schema/orders.js';

export interface PlannedOrderItem {
  /** Index into the branch's services. */
  readonly service: number;
  /** Index into the branch's masters. */
  readonly master: number;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly price: number;
}

export interface Contact {
  readonly customer: string | undefined;
  readonly contactName: string;
  readonly contactPhone: string;
  readonly contactEmail: string | undefined;
  readonly language: Language;
}

export interface Cancellation {
  readonly cancelledAt: Date;
  readonly cancelledBy: CancellationParty;
  readonly cancellationReason: string | undefined;
}

export interface PlannedOrder extends Contact {
  readonly guid: string;
  readonly branch: string;
  readonly status: OrderStatus;
  readonly items: readonly PlannedOrderItem[];
  readonly total: number;
  readonly currency: Currency;
  readonly giftCardAmount: number;
  readonly comment: string | undefined;
  readonly createdAt: Date;
  readonly cancellableUntil: Date;
  readonly cancellation: Cancellation | undefined;
}

export interface PlannedEvent {
  readonly branch: string;
  readonly treatment: string;
  /** Index into the branch's masters. */
  readonly host: number | undefined;
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  readonly startsAt: Date;
  readonly durationMinutes: number;
  readonly capacity: number;
  readonly price: number;
  readonly currency: Currency;
}

export interface PlannedEventBooking extends Contact {
  readonly guid: string;
  /** Index into SeedPlan.groupEvents. */
  readonly event: number;
  readonly seats: number;
  readonly status: OrderStatus;
  readonly total: number;
  readonly currency: Currency;
  readonly createdAt: Date;
  readonly cancellableUntil: Date;
  readonly cancellation: Cancellation | undefined;
}

export interface PlannedReview {
  readonly branch: string;
  readonly order: string | undefined;
  readonly eventBooking: string | undefined;
  readonly master: number | undefined;
  readonly customer: string;
  readonly rating: number;
  readonly text: string | undefined;
  readonly language: Language;
  readonly reply: { readonly text: string; readonly at: Date } | undefined;
  readonly createdAt: Date;
}
