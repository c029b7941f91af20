import type { LoaderFunctionArgs } from 'react-router';
import { loadPageQuery } from '../../../app/data/pageData';
import { hasPassed } from './calendarDates';
import { bookable, loadFlow } from './flowData';
import { BookingViewerQuery, OrderQuoteQuery } from './queries';

export { action } from './checkoutAction';

export async function loader(args: LoaderFunctionArgs) {
  const flow = await loadFlow(args);
  const { branch, state } = flow;
  const { viewer } = await loadPageQuery(args.context, args.request, BookingViewerQuery, {});
  const { serviceIds, masterFits } = bookable(branch, state);
  const incomplete = {
    ...flow,
    viewer,
    passed: false,
    slotFree: false,
    quote: null,
    cancellationClosed: false,
  };
  if (serviceIds.length === 0 || !masterFits || !state.d || !state.t) {
    return { ...incomplete, complete: false };
  }
  // A time already over at the venue is no longer offered: not because someone else booked it.
  if (hasPassed(state.d, state.t, branch.timeZone)) {
    return { ...incomplete, complete: true, passed: true };
  }
  // The api's own price for exactly this order (for "any", with the master it would get): what
  // the summary shows is what the booking is made at, or nothing is booked (PRICE_CHANGED).
  const { orderQuote } = await loadPageQuery(
    args.context,
    args.request,
    OrderQuoteQuery,
    {
      input: {
        branch: branch.id,
        items: serviceIds.map((serviceId) => ({ serviceId, masterId: state.m ?? null })),
        start: `${state.d}T${state.t}`,
      },
    },
    { fetchPolicy: 'network-only' },
  );
  return {
    ...incomplete,
    complete: true,
    slotFree: orderQuote.quote !== null,
    quote: orderQuote.quote,
    // Decided here, not while rendering: server and browser clocks must not disagree.
    cancellationClosed:
      !!orderQuote.quote && Date.parse(orderQuote.quote.cancellableUntil) <= Date.now(),
  };
}
