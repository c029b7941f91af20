import type { LoaderFunctionArgs } from 'react-router';
import { loadPageQuery } from '../../../app/data/pageData';
import { localDateOf } from '@termin/zoned-time';
import { chosenServices, loadFlow } from './flowData';
import type { MoneyValue } from '../../../app/format/money';
import { BookingAvailabilityQuery } from './queries';

/**
 * The team for the chosen services, with each master's own price for them (the api's intervals
 * carry it): the price shown here is the one the checkout quotes and the booking is made at.
 */
export async function loader(args: LoaderFunctionArgs) {
  const flow = await loadFlow(args);
  const { branch, state } = flow;
  const serviceIds = chosenServices(branch, state).map((service) => service.id);
  if (serviceIds.length === 0) return { ...flow, prices: {} as Record<string, MoneyValue> };
  const { availability } = await loadPageQuery(
    args.context,
    args.request,
    BookingAvailabilityQuery,
    {
      branch: branch.id,
      serviceIds,
      masterId: null,
      from: localDateOf(new Date(), branch.timeZone),
      days: 1,
    },
  );
  const prices: Record<string, MoneyValue> = Object.fromEntries(
    availability.masters.map((master) => [master.id, master.price]),
  );
  return { ...flow, prices };
}
