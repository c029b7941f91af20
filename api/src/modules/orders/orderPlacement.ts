// Placing an order's items on the masters' calendars: plan, check the confirmed price, write in a
// savepoint. The exclusion constraint order_items_no_overlap is the last word on double booking (a
// clash is 23P01 → SLOT_TAKEN); the plan before it only picks a master for "any" and tells an
// impossible time (SLOT_UNAVAILABLE) from a taken one. Booking and moving an order both place.
import { sqlState, sqlStates } from '../../kernel/databaseErrors.js';
import type { Caller } from '../../http/caller.js';
import type { Transaction } from '../../kernel/transactions.js';
import {
  type OrderPlan,
  type OrderRequest,
  planOrder,
  priceChanged,
  slotTaken,
} from './orderPlan.js';

/**
 * Another booking holds the time: the constraint said so (23P01), or two moves each wanted the
 * other's released time and PostgreSQL broke their deadlock (40P01) by failing this one.
 */
const isClash = (error: unknown) => {
  const state = sqlState(error);
  return state === sqlStates.exclusionViolation || state === sqlStates.deadlockDetected;
};

/**
 * Plans `request` and runs `write` with the plan in a savepoint. A clash with "any" items re-plans
 * with fresh busy time, since another free master may fit. A total other than `expectedTotal` (the
 * price the customer confirmed) is refused before anything is written.
 */
export async function placeOrder<T>(
  tx: Transaction,
  request: OrderRequest & { expectedTotal?: number | undefined },
  caller: Caller,
  now: Date,
  write: (savepoint: Transaction, plan: OrderPlan) => Promise<T>,
): Promise<{ plan: OrderPlan; written: T }> {
  const anyMaster = request.items.some((i) => i.masterId === null);
  for (let attempt = 1; ; attempt += 1) {
    const plan = await planOrder(tx, request, caller, now);
    if (request.expectedTotal !== undefined && request.expectedTotal !== plan.total)
      throw priceChanged(plan.total, plan.branch.currency);
    try {
      // A savepoint, so a clash leaves the transaction usable for another attempt.
      const written = await tx.transaction((savepoint) => write(savepoint, plan));
      return { plan, written };
    } catch (error) {
      if (!isClash(error)) throw error;
      // A clash means a concurrent booking took a master, but it can cost two attempts: two
      // inserts of one master's time can deadlock, and the loser may plan that master again before
      // the winner commits, then clash with it once it does. Past that, every master is taken.
      if (anyMaster && attempt < 2 * plan.masterCount) continue;
      throw slotTaken();
    }
  }
}
