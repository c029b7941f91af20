import type { LoaderFunctionArgs } from 'react-router';
import type { BookingBranchQuery as BookingBranchData } from '../../../__generated__/graphql';
import { dateLocaleFor } from '../../../app/dateLocale';
import { loadPageQuery } from '../../../app/data/pageData';
import { isRoutePrefix, type RoutePrefix } from '../../../app/locale';
import { parseBookingState, type BookingState } from './bookingState';
import { BookingBranchQuery } from './queries';

export type BookingBranch = NonNullable<BookingBranchData['branch']>;
export type MenuService = BookingBranch['services'][number]['services'][number];
export type TeamMaster = BookingBranch['masters'][number];

/** What every step's loader starts from: the branch, the selection and the locale. */
export async function loadFlow({ context, request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const data = await loadPageQuery(
    context,
    request,
    BookingBranchQuery,
    { slug },
    { found: (answer) => answer.branch !== null, bookingStep: true },
  );
  const prefix: RoutePrefix = isRoutePrefix(params.locale) ? params.locale : 'en';
  const state = parseBookingState(new URL(request.url).searchParams);
  return { branch: data.branch!, state, slug, prefix, dateLocale: dateLocaleFor(prefix) };
}

export function menuOf(branch: BookingBranch): Map<string, MenuService> {
  return new Map(branch.services.flatMap((group) => group.services.map((s) => [s.id, s])));
}

/** The chosen services that are on the menu, in the order they were chosen. */
export function chosenServices(branch: BookingBranch, state: BookingState): MenuService[] {
  const menu = menuOf(branch);
  return state.services.flatMap((id) => {
    const service = menu.get(id);
    return service ? [service] : [];
  });
}

/** Masters who perform every one of the chosen services. */
export function mastersFor(branch: BookingBranch, serviceIds: readonly string[]): TeamMaster[] {
  return branch.masters.filter((master) =>
    serviceIds.every((id) => master.serviceIds.includes(id)),
  );
}

/**
 * For each chosen service, the masters who perform it: what "any specialist" draws on when no one
 * of them does every service (the api then books them back to back, each with one who does it).
 */
export function performersOf(
  branch: BookingBranch,
  services: readonly MenuService[],
): { service: MenuService; masters: TeamMaster[] }[] {
  return services.map((service) => ({
    service,
    masters: branch.masters.filter((master) => master.serviceIds.includes(service.id)),
  }));
}

/**
 * Whether the chosen services need several specialists, one after another: nobody does them all,
 * yet each has someone who does it ("any specialist" books such a visit).
 */
export function needsSeveralMasters(branch: BookingBranch, services: readonly MenuService[]) {
  return (
    services.length > 1 &&
    mastersFor(
      branch,
      services.map((service) => service.id),
    ).length === 0 &&
    performersOf(branch, services).every(({ masters }) => masters.length > 0)
  );
}

export function menuTotal(services: readonly MenuService[], currency: string) {
  return {
    amount: services.reduce((sum, service) => sum + service.price.amount, 0),
    currency: services[0]?.price.currency ?? currency,
  };
}

/**
 * What can be asked about availability: the chosen services still on the menu, and whether the
 * chosen master (if any) performs them all (an edit of the services can undo that).
 */
export function bookable(branch: BookingBranch, state: BookingState) {
  const serviceIds = chosenServices(branch, state).map((service) => service.id);
  const masterFits =
    !state.m || mastersFor(branch, serviceIds).some((master) => master.id === state.m);
  return { serviceIds, masterFits };
}
