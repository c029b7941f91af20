// Limits on how much one account may hold (issue 41: one new account booked 90 confirmed, unpaid
// orders at one venue in a minute, emptying its calendar). Visits and event places count alike:
// unpaid upcoming bookings at one venue and in all, and bookings made in the last hour (cancelled
// ones too, so booking and cancelling in a loop does not reset it). Paid bookings are not limited:
// a customer who paid holds a time as any venue would want.
import { sql } from 'drizzle-orm';
import { ApiError } from '../../http/errors.js';
import { rowsOf, type Transaction } from '../../kernel/transactions.js';

export interface BookingLimits {
  /** Unpaid upcoming bookings one account may hold at one venue. */
  readonly unpaidPerVenue: number;
  /** Unpaid upcoming bookings one account may hold in all. */
  readonly unpaidTotal: number;
  /** Bookings one account may make in an hour. */
  readonly perHour: number;
}

/** Which limit refused a booking: the code bff and web show a translated text for. */
export type BookingLimitCode =
  'BOOKING_LIMIT_VENUE' | 'BOOKING_LIMIT_TOTAL' | 'BOOKING_LIMIT_HOURLY';

const hour = 60 * 60 * 1000;

/**
 * Refuses (422) a new booking of `customerId` at `branchId` that would go over a limit. Locks the
 * customer's row first, so two bookings sent at once are counted one after the other: without it,
 * parallel requests would each see room for one more.
 */
export async function ensureWithinBookingLimits(
  tx: Transaction,
  customerId: number,
  branchId: number,
  limits: BookingLimits,
  now: Date,
): Promise<void> {
  await tx.execute(sql`select 1 from customers where id = ${customerId} for update`);
  const at = sql`${now.toISOString()}::timestamptz`;
  const since = sql`${new Date(now.getTime() - hour).toISOString()}::timestamptz`;
  const [row] = await rowsOf<{ at_venue: number; total: number; last_hour: number }>(
    tx,
    sql`
    with held as (
      select o.branch_id, o.created_at,
        o.status in ('pending', 'confirmed') and o.starts_at > ${at} and o.amount_due > 0
          and not exists (select 1 from payments p where p.order_id = o.id and p.status = 'paid')
          as unpaid_upcoming
      from orders o
      where o.customer_id = ${customerId} and (o.starts_at > ${at} or o.created_at > ${since})
      union all
      select e.branch_id, b.created_at,
        b.status in ('pending', 'confirmed') and e.starts_at > ${at} and b.amount_due > 0
          and not exists (
            select 1 from payments p where p.event_booking_id = b.id and p.status = 'paid'
          )
          as unpaid_upcoming
      from event_bookings b join group_events e on e.id = b.event_id
      where b.customer_id = ${customerId} and (e.starts_at > ${at} or b.created_at > ${since})
    )
    select
      (count(*) filter (where unpaid_upcoming and branch_id = ${branchId}))::int as at_venue,
      (count(*) filter (where unpaid_upcoming))::int as total,
      (count(*) filter (where created_at > ${since}))::int as last_hour
    from held
  `,
  );
  // An aggregate answers one row, whatever matched.
  const counts = row!;
  const refuse = (code: BookingLimitCode, message: string) => {
    throw new ApiError(422, code, message);
  };
  if (counts.last_hour >= limits.perHour)
    refuse('BOOKING_LIMIT_HOURLY', `At most ${limits.perHour} bookings an hour`);
  if (counts.at_venue >= limits.unpaidPerVenue)
    refuse(
      'BOOKING_LIMIT_VENUE',
      `At most ${limits.unpaidPerVenue} unpaid upcoming bookings at one venue`,
    );
  if (counts.total >= limits.unpaidTotal)
    refuse('BOOKING_LIMIT_TOTAL', `At most ${limits.unpaidTotal} unpaid upcoming bookings`);
}
