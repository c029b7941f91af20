import type { LoaderFunctionArgs } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';
import { withLatePart } from '../../app/data/lateData';
import { invalidUrl } from '../../routing/validatedFirst';
import { addDays, localDateOf } from '@termin/zoned-time';
import { prefixOf, requireCustomer } from './customerPage';
import { moveState, type MoveState } from './moveState';
import { windowMinutes } from './bookingFields';
import { ManagedOrderFields } from './managedOrder';
import { OrderMovePartsQuery, OrderMoveQuery, OrderMoveTimesQuery } from './queries';

export { action } from './moveAction';

/** /book-now/order/{orderId}/reschedule: a new day, time and (optionally) master for an order. */
export async function loader(args: LoaderFunctionArgs) {
  requireCustomer(args);
  const url = new URL(args.request.url);
  const state = moveState(url.searchParams);
  if (!state) invalidUrl(args.request);
  const guid = args.params.orderId ?? '';
  const { order } = await loadPageQuery(
    args.context,
    args.request,
    OrderMoveQuery,
    { guid },
    { found: (answer) => answer.order !== null, fetchPolicy: 'network-only' },
  );
  const managed = getFragmentData(ManagedOrderFields, order!);
  const base = {
    order: managed,
    ownMaster: order!.master?.id ?? null,
    // A new time starting before this is already inside the cancellation window: once moved
    // there, the booking can no longer be cancelled or moved online. Decided here, not while
    // rendering, so that server and browser clocks cannot disagree.
    cancellableFrom: new Date(Date.now() + windowMinutes(managed) * 60_000).toISOString(),
    state,
    base: url.pathname,
    prefix: prefixOf(args.params),
  };
  if (!base.order.canReschedule) return { ...base, times: null };
  // Free times are the slow part of this page: the server may send the page before them.
  return withLatePart(args.context, base, 'times', freeTimes(args, guid, state));
}

/**
 * The week's free times to move to, the team with what each would charge, and for a chosen time
 * that several specialists share, who does each part and when.
 */
export async function freeTimes(args: LoaderFunctionArgs, guid: string, state: MoveState) {
  // Left out, the master is the order's own (bff Order.moveAvailability).
  const master = state.m ? { masterId: state.m === 'any' ? null : state.m } : {};
  const week = async (from: string | undefined) => {
    const { order } = await loadPageQuery(
      args.context,
      args.request,
      OrderMoveTimesQuery,
      { guid, from: from ?? null, ...master },
      { found: (answer) => answer.order !== null, fetchPolicy: 'network-only' },
    );
    return order!;
  };
  const chosenParts = async () => {
    if (!state.d || !state.t) return [];
    const { order } = await loadPageQuery(
      args.context,
      args.request,
      OrderMovePartsQuery,
      { guid, from: state.d, ...master },
      { found: (answer) => answer.order !== null, fetchPolicy: 'network-only' },
    );
    const slots = order!.chosenDay.days[0]?.slots ?? [];
    return slots.find((slot) => slot.time === state.t)?.parts ?? [];
  };
  const [firstWeek, parts] = await Promise.all([week(state.w), chosenParts()]);
  let order = firstWeek;
  // Nothing free in the seven days from today and no week asked for: the seven after them.
  if (!state.w && !state.d && order.moves.days.every((day) => day.slots.length === 0)) {
    order = await week(addDays(order.moves.days[0]!.date, 7));
  }
  const { moves, team } = order;
  const today = localDateOf(new Date(), moves.timeZone);
  const first = moves.days[0]?.date ?? today;
  return {
    team: team.masters,
    days: moves.days,
    dates: moves.days.map((day) => day.date),
    today,
    // WeekCalendar links an earlier week that starts before today from today.
    previous: first > today ? addDays(first, -7) : null,
    next: addDays(first, 7),
    parts,
  };
}
