// Where a booked order could move: the branch's free starts for the order's services in their
// order, counting the order's own time as free (moving 10:00 to 10:30 overlaps only itself).
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { orderItems } from '../../db/schema/index.js';
import type { Caller } from '../../http/caller.js';
import { notFound } from '../../http/errors.js';
import type { Intervals } from '../bookingEngine/availabilitySchemas.js';
import { findBranch } from '../bookingEngine/bookingContext.js';
import { branchIntervals } from '../bookingEngine/intervals.js';
import { ownOrderRow } from './orderQueries.js';
import type { OrderIntervalsQuery } from './orderSchemas.js';

export async function orderIntervals(
  db: Database,
  customerId: number,
  guid: string,
  query: OrderIntervalsQuery,
  caller: Caller,
): Promise<Intervals> {
  const order = await ownOrderRow(db, customerId, guid);
  const branch = await findBranch(db, caller.country, order.branchId);
  if (!branch) throw notFound(`Unknown order ${guid}`);
  const items = await db
    .select({ serviceId: orderItems.serviceId })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.startsAt), asc(orderItems.id));
  const master = query.master ?? 'any';
  return branchIntervals(
    db,
    branch,
    {
      serviceIds: items.map((item) => item.serviceId),
      master: master === 'any' ? master : Number(master),
      from: query.from,
      days: query.days ?? 7,
      exceptOrderId: order.id,
    },
    new Date(),
  );
}
