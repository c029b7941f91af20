import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs, Link } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';
import { prefixOf } from '../orders/customerPage';

import { EventFacts, heldAt } from './eventView';
import { GroupEventFields } from './eventView';
import { GroupEventQuery } from './queries';
import styles from '../orders/afterBooking.module.css';
import { groupEventOrder, groupEvents } from '../../routing/paths';

/** /book-now/{slug}/group/{eventId}: one event, its seats left, and the way to book a place. */
export async function loader(args: LoaderFunctionArgs) {
  const data = await loadPageQuery(
    args.context,
    args.request,
    GroupEventQuery,
    { id: args.params.eventId ?? '' },
    {
      found: (answer) =>
        answer.groupEvent !== null &&
        heldAt(args.params.slug ?? '', getFragmentData(GroupEventFields, answer.groupEvent)),
      fetchPolicy: 'network-only',
    },
  );
  return {
    event: getFragmentData(GroupEventFields, data.groupEvent!),
    slug: args.params.slug ?? '',
    prefix: prefixOf(args.params),
  };
}

export function Component() {
  const { event, slug, prefix } = useLoaderData<typeof loader>();
  const intl = useIntl();
  return (
    <article className={styles.page}>
      <title>{`${event.title} | Termin`}</title>
      <Link className={styles.secondary} to={groupEvents(prefix, slug)}>
        <FormattedMessage id="eventsPage.allEvents" />
      </Link>
      <h1 className={styles.heading}>{event.title}</h1>
      {event.description && <p>{event.description}</p>}
      <EventFacts event={event} />
      {event.bookable ? (
        <Link className={styles.buttonLink} to={groupEventOrder(prefix, slug, event.id)}>
          <FormattedMessage id="eventsPage.book" />
        </Link>
      ) : (
        <p className={styles.note}>{intl.formatMessage({ id: 'eventsPage.notBookable' })}</p>
      )}
    </article>
  );
}
