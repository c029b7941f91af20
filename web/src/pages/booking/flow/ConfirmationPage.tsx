import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs, Link } from 'react-router';
import { getFragmentData } from '../../../__generated__';
import { loadPageQuery } from '../../../app/data/pageData';
import { isRoutePrefix } from '../../../app/locale';
import { home, orderDetails } from '../../../routing/paths';
import { isGuid } from '../../../routing/urlValues';
import { invalidUrl } from '../../../routing/validatedFirst';
import { BookingOverview } from '../../orders/BookingOverview';
import { ManagedOrderFields } from '../../orders/managedOrder';
import { ManagedOrderQuery } from '../../orders/queries';
import styles from './booking.module.css';

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

export function Component() {
  const { order, prefix } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'bookingPage.confirmation.heading' });
  return (
    <div className={`${styles.step} ${styles.confirmation}`}>
      <title>{`${title} | Termin`}</title>
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.note}>
        <FormattedMessage id="bookingPage.confirmation.intro" />
      </p>
      <BookingOverview booking={order} prefix={prefix}>
        <Link className={styles.secondaryButton} to={orderDetails(prefix, order.guid)}>
          <FormattedMessage id="bookingPage.confirmation.manage" />
        </Link>
      </BookingOverview>
      <p>
        <Link to={home(prefix)}>
          <FormattedMessage id="bookingFlow.home" />
        </Link>
      </p>
    </div>
  );
}
