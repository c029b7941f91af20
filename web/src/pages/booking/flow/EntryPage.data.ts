import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loadPageQuery } from '../../../app/data/pageData';
import { isRoutePrefix } from '../../../app/locale';
import { parseBookingState, stepHref } from './bookingState';
import { BookingEntryQuery } from './queries';

/** spec §2: /book-now/{slug} redirects by interface mode: single → /single, group → /group. */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const { branchGeneral } = await loadPageQuery(
    context,
    request,
    BookingEntryQuery,
    { slug },
    { found: (data) => data.branchGeneral !== null, bookingStep: true },
  );
  const url = new URL(request.url);
  const mode = branchGeneral!.interfaceMode;
  const prefix = isRoutePrefix(params.locale) ? params.locale : 'en';
  const state = parseBookingState(url.searchParams);
  // "Book" beside a service (the company page) has chosen it already: the flow starts with it,
  // never with a question it has answered. Multi mode: the services step, with it chosen (more
  // can be added); single mode: its calendar, as picking it on the single step does. A group
  // venue's service (a private class, not one of its events) is booked like a single one.
  if (state.services.length > 0) {
    throw redirect(
      mode !== 'MULTI'
        ? stepHref(prefix, slug, 'calendar', {
            ...state,
            services: state.services.slice(0, 1),
            individual: true,
          })
        : stepHref(prefix, slug, 'services', state),
    );
  }
  if (mode === 'SINGLE' || mode === 'GROUP') {
    const target = mode === 'SINGLE' ? 'single' : 'group';
    throw redirect(`${url.pathname.replace(/\/$/, '')}/${target}${url.search}`);
  }
  return { branch: branchGeneral!, prefix, slug, state };
}
