// The demo customer's own history, placed before anyone else's so their slots are always free.
// Days are offsets from the seed day in the branch's zone, minutes the preferred local start.
//
// Against the cancellation window (cancellable_until = start − the branch's window):
// - the spa visit tomorrow is INSIDE its 48-hour window: too late to cancel online;
// - the salon visit in nine days is OUTSIDE its 24-hour window: it can still be cancelled.
import type { OrderStatus } from '../schema/orders.js';

export interface DemoOrderSpec {
  readonly branch: string;
  readonly day: number;
  readonly minute: number;
  /** Consecutive services with one master. */
  readonly services: number;
  readonly status: Extract<OrderStatus, 'completed' | 'confirmed' | 'cancelled'>;
  readonly review?: { readonly rating: number; readonly text: string; readonly reply: string };
  /** Paid from the demo gift card, in minor units. */
  readonly giftCardAmount?: number;
  readonly comment?: string;
}

export const demoOrders: readonly DemoOrderSpec[] = [
  {
    // Completed and not reviewed yet: /book-now/orders/feedbacks offers it.
    branch: 'Salon Lotus Vračar',
    day: -12,
    minute: 17 * 60,
    services: 1,
    status: 'completed',
    giftCardAmount: 150_000,
  },
  {
    branch: 'Nail Bar Kosančićev',
    day: -30,
    minute: 11 * 60,
    services: 1,
    status: 'completed',
    review: {
      rating: 5,
      text: 'Spotless studio and a gel manicure that lasted three full weeks. Booking online took a minute.',
      reply: 'Thank you! We are glad the manicure lasted. See you next time!',
    },
  },
  {
    branch: 'Zen Centar za masažu',
    day: -45,
    minute: 18 * 60,
    services: 1,
    status: 'cancelled',
  },
  {
    branch: 'Wellness Spa Zemun',
    day: 1,
    minute: 12 * 60,
    services: 1,
    status: 'confirmed',
    comment: 'I would like a quiet room, please.',
  },
  {
    branch: 'Salon Lotus Vračar',
    day: 9,
    minute: 17 * 60,
    services: 2,
    status: 'confirmed',
  },
];

export interface DemoEventSpec {
  readonly branch: string;
  /** Week relative to the seed week (the week of the seed day, from Monday): −1 is always past,
   * +1 always ahead. */
  readonly week: number;
  /** Which class of that week, in timetable order. */
  readonly entry: number;
  readonly seats: number;
  readonly status: Extract<OrderStatus, 'completed' | 'confirmed'>;
}

export const demoEventBookings: readonly DemoEventSpec[] = [
  { branch: 'Joga Studio Prana', week: -1, entry: 0, seats: 1, status: 'completed' },
  { branch: 'Joga Studio Prana', week: 1, entry: 2, seats: 2, status: 'confirmed' },
];

/** The branch with 20 masters, for the availability benchmark. */
export const largestBranch = 'Salon Lotus Novi Beograd';
export const largestTeam = 20;
