import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs, Link } from 'react-router';
import { loadPageQuery } from '../../../app/data/pageData';
import { formatVenueDateTime } from '../../../app/format/dateTime';
import { isRoutePrefix } from '../../../app/locale';
import { isGuid } from '../../../routing/urlValues';
import { invalidUrl } from '../../../routing/validatedFirst';
import { formatMoney } from '../../../app/format/money';
import { getFragmentData } from '../../../__generated__';
import { ManagedOrderFields } from '../../orders/orderView';
import { ManagedOrderQuery } from '../../orders/queries';
import styles from './booking.module.css';
import { home, orderCancel, orderDetails } from '../../../routing/paths';
import { PaidFact } from '../../payment/PaidFact';
import { PayLink } from '../../payment/PayLink';
import { orderCalendar } from '../../orders/visitCalendar';
import { VisitLinks } from '../../orders/VisitLinks';
import { VenuePhone } from '../../orders/VenuePhone';
import { VisitParts } from '../../../components/visit-parts/VisitParts';

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
  const booked = getFragmentData(ManagedOrderFields, order!);
  const manage = orderDetails(prefix, booked.guid);
  const calendar = orderCalendar(booked.guid);
  return { order: booked, prefix, manage, calendar };
}

export function Component() {
  const { order, prefix, manage, calendar } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'bookingPage.confirmation.heading' });
  const zone = order.branch.timeZone;
  return (
    <div className={`${styles.step} ${styles.confirmation}`}>
      <title>{`${title} | Termin`}</title>
      <h1 className={styles.heading}>{title}</h1>
      <p className={styles.note}>
        <FormattedMessage id="bookingPage.confirmation.intro" />
      </p>
      <dl className={styles.summaryList}>
        <div>
          <dt>
            <FormattedMessage id="bookingFlow.summaryWhere" />
          </dt>
          <dd>
            {order.branch.name}, {order.branch.address}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="bookingFlow.summaryWhen" />
          </dt>
          <dd>{formatVenueDateTime(intl, order.startsAt, zone)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="bookingFlow.summaryServices" />
          </dt>
          <dd>
            <VisitParts parts={order.items} timeZone={zone} className={styles.plainList} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="bookingFlow.summaryTotal" />
          </dt>
          <dd>{formatMoney(intl, order.total)}</dd>
        </div>
        {order.paidAt && (
          <PaidFact amount={order.amountPaid} paidAt={order.paidAt} timeZone={zone} />
        )}
        {/* A visit already over was settled at the venue (issue 42 item 23). */}
        {!order.over &&
          order.amountDue.amount > 0 &&
          order.amountDue.amount !== order.total.amount && (
            <div>
              <dt>
                <FormattedMessage id="bookingFlow.amountDue" />
              </dt>
              <dd>{formatMoney(intl, order.amountDue)}</dd>
            </div>
          )}
        {/* The deadline only while it is ahead: api's canCancel is the rule its cancel enforces. */}
        {order.canCancel ? (
          <div>
            <dt>
              <FormattedMessage id="bookingFlow.cancellableUntil" />
            </dt>
            <dd>{formatVenueDateTime(intl, order.cancellableUntil, zone)}</dd>
          </div>
        ) : (
          <div>
            <dt>
              <FormattedMessage id="bookingFlow.cancellation" />
            </dt>
            <dd>
              <FormattedMessage
                id="bookingFlow.cancellationClosed"
                values={{ phone: <VenuePhone phone={order.branch.phone} /> }}
              />
            </dd>
          </div>
        )}
      </dl>
      <div className={styles.confirmationActions}>
        {/* Something to pay online comes first (api's canPay, as on the booking's page). */}
        <PayLink order={order} prefix={prefix} className={styles.nextButton} />
        <VisitLinks
          calendar={calendar}
          guid={order.guid}
          over={order.over}
          venue={order.branch}
          className={order.canPay ? styles.secondaryButton : styles.nextButton}
          secondaryClassName={styles.secondaryButton}
        />
        <Link className={styles.secondaryButton} to={manage}>
          <FormattedMessage id="bookingPage.confirmation.manage" />
        </Link>
        {order.canCancel && (
          <Link className={styles.secondaryButton} to={orderCancel(prefix, order.guid)}>
            <FormattedMessage id="bookingPage.confirmation.cancel" />
          </Link>
        )}
      </div>
      <p>
        <Link to={home(prefix)}>
          <FormattedMessage id="bookingFlow.home" />
        </Link>
      </p>
    </div>
  );
}
