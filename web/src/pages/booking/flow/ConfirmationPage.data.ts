import type { LoaderFunctionArgs } from 'react-router';
import { getFragmentData } from '../../../__generated__';
import { loadPageQuery } from '../../../app/data/pageData';
import { isRoutePrefix } from '../../../app/locale';
import { isGuid } from '../../../routing/urlValues';
import { invalidUrl } from '../../../routing/validatedFirst';
import { ManagedOrderFields } from '../../orders/managedOrder';
import { ManagedOrderQuery } from '../../orders/queries';

/** /book-now/confirmation?order={guid}: the customer's booked order. */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const guid = new URL(request.url).searchParams.get('order');
  // The order is what the page shows: a value that is no guid names none.
  if (!isGuid(guid)) invalidUrl(request);
  const { order } = await loadPageQuery(
    context,
    request,
    ManagedOrderQuery,
    { guid },
    { found: (data) => data.order !== null, fetchPolicy: 'network-only' },
  );
  const prefix = isRoutePrefix(params.locale) ? params.locale : 'en';
  return { order: getFragmentData(ManagedOrderFields, order!), prefix };
}
