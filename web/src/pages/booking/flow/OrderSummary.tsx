import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RoutePrefix } from '../../../app/locale';
import { formatWallDateTime } from '../../../app/format/dateTime';
import { stepHref, withState, type BookingState } from './bookingState';
import { chosenServices, type BookingBranch } from './flowData';
import { formatDuration } from '../../../app/format/duration';
import { menuTotal } from './flowData';
import { formatMoney, type MoneyValue } from '../../../app/format/money';
import { VisitParts } from '../../../components/visit-parts/VisitParts';
import styles from './booking.module.css';

/** The api's price of exactly this order (orderQuote): its items with their masters, the total. */
export interface SummaryQuote {
  total: MoneyValue;
  giftCardAmount: MoneyValue;
  amountDue: MoneyValue;
  items: readonly {
    serviceId: string;
    serviceName: string;
    startsAt: string;
    endsAt: string;
    master: { id: string; name: string };
    price: MoneyValue;
  }[];
}

/**
 * The checkout's summary: services, master, date and time, total, each with its edit link. With
 * a quote, each service is the api's for this order: its master (the one "any" gets, one each
 * when several share the visit), its time and the master's own price; without one (the order is
 * not complete yet) the menu's.
 */
export function OrderSummary({
  branch,
  state,
  prefix,
  slug,
  quote,
}: {
  branch: BookingBranch;
  state: BookingState;
  prefix: RoutePrefix;
  slug: string;
  quote: SummaryQuote | null;
}) {
  const intl = useIntl();
  const services = chosenServices(branch, state);
  const total = quote?.total ?? menuTotal(services, branch.currency);
  const masterNames = [...new Set(quote?.items.map((item) => item.master.name))];
  const master = state.m ? branch.masters.find((m) => m.id === state.m) : undefined;
  // The quote's times are the masters' own; the menu's are the usual ones.
  const quoted = quote?.items;
  const minutes = quoted?.length
    ? (Date.parse(quoted.at(-1)!.endsAt) - Date.parse(quoted[0]!.startsAt)) / 60_000
    : services.reduce((sum, s) => sum + s.durationMinutes, 0);
  // spec §2/§4: an edit from here returns here (the flag clears on the way back).
  const edit = (step: 'services' | 'master' | 'calendar') =>
    stepHref(prefix, slug, step, withState(state, { isEditing: true }));
  return (
    <section className={styles.summary} aria-labelledby="summary-heading">
      <h2 id="summary-heading" className={styles.categoryTitle}>
        <FormattedMessage id="bookingFlow.summary" />
      </h2>
      <dl className={styles.summaryList}>
        <div>
          <dt>
            <FormattedMessage id="bookingFlow.summaryServices" />
          </dt>
          <dd>
            {quote ? (
              <VisitParts
                parts={quote.items}
                timeZone={branch.timeZone}
                className={styles.plainList}
              />
            ) : (
              <ul className={styles.plainList}>
                {services.map((s) => (
                  <li key={s.id}>
                    {s.name} · {formatDuration(intl, s.durationMinutes)} ·{' '}
                    {formatMoney(intl, s.price)}
                  </li>
                ))}
              </ul>
            )}
            <Link to={edit('services')}>
              <FormattedMessage id="bookingFlow.changeServices" />
            </Link>
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="bookingFlow.summaryMaster" />
          </dt>
          <dd>
            {masterNames.length > 0 ? (
              masterNames.join(', ')
            ) : master ? (
              master.name
            ) : (
              <FormattedMessage id="bookingFlow.anyEmployee" />
            )}{' '}
            <Link to={edit('master')}>
              <FormattedMessage id="bookingFlow.changeMaster" />
            </Link>
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="bookingFlow.summaryWhen" />
          </dt>
          <dd>
            {state.d && state.t ? formatWallDateTime(intl, state.d, state.t) : '—'}{' '}
            <Link to={edit('calendar')}>
              <FormattedMessage id="bookingFlow.changeTime" />
            </Link>
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="bookingFlow.summaryTotal" />
          </dt>
          <dd>
            {formatMoney(intl, total)} · {formatDuration(intl, minutes)}
          </dd>
        </div>
        {quote && quote.giftCardAmount.amount > 0 ? (
          <>
            <div>
              <dt>
                <FormattedMessage id="bookingFlow.giftCardPays" />
              </dt>
              <dd>{formatMoney(intl, quote.giftCardAmount)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="bookingFlow.amountDue" />
              </dt>
              <dd>{formatMoney(intl, quote.amountDue)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      <p className={styles.note}>{branch.address}</p>
    </section>
  );
}
