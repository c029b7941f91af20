import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, type FragmentType, getFragmentData } from '../../__generated__';
import { tracker } from '../../app/analytics/tracker';
import { formatMoney } from '../../app/format/money';
import { localizedPath, useLocale } from '../../app/locale';
import { Image } from '../../components/image/Image';
import { businessPage } from '../../routing/paths';
import a11y from '../../components/visuallyHidden.module.css';
import styles from './ResultCard.module.css';

export const ResultCardFragment = graphql(`
  fragment ResultCard_result on SearchResult {
    id
    slug
    name
    photo {
      url
      alt
      width
      height
    }
    rating {
      average
      count
    }
    address
    city {
      slug
      title
    }
    area {
      slug
      title
    }
    distanceKm
    services {
      id
      name
      price {
        amount
        currency
      }
      priceFrom
      durationMinutes
    }
  }
`);

export function Price({ amount, currency }: { amount: number; currency: string }) {
  return <>{formatMoney(useIntl(), { amount, currency })}</>;
}

/**
 * Whether a service's name already states its duration ("Thai massage, 60 min"): the card then
 * leaves out its own "60 min" rather than say it twice.
 */
const namesDuration = (name: string, duration: string) =>
  name.toLocaleLowerCase().includes(duration.toLocaleLowerCase());

/** One venue of the results: photo, name, rating, address, distance, a few services, Book now. */
export function ResultCard({
  result: ref,
  position,
  mapNumber,
  city,
  priority = false,
  headingLevel = 'h2',
  messages: m = 'searchPage.card',
}: {
  /** Whose translation page holds the card's strings (the start page shows cards too). */
  messages?: 'searchPage.card' | 'startPage.card';
  result: FragmentType<typeof ResultCardFragment>;
  /** 1-based place in the whole result list (analytics). */
  position: number;
  /** The venue's number on the search map, shown beside its name (the map's markers carry it). */
  mapNumber?: number;
  /** The city chosen for the search (the company page keeps it, spec §2 businessPage c). */
  city?: string;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const result = getFragmentData(ResultCardFragment, ref);
  const { prefix } = useLocale();
  const intl = useIntl();
  const href = businessPage(prefix, { slug: result.slug, c: city });
  const Heading = headingLevel;
  const duration = (minutes: number) => intl.formatMessage({ id: `${m}.minutes` }, { minutes });
  // spec §9: click_company_card when a card leads to its company page.
  const open = () =>
    tracker.track('click_company_card', { branchId: result.id, position, city: city ?? '' });
  const place = [result.address, result.area?.title, result.city.title].filter(Boolean).join(', ');
  return (
    <article className={styles.card} aria-labelledby={`venue-${result.id}`}>
      <Link to={href} className={styles.photo} onClick={open} tabIndex={-1} aria-hidden="true">
        {result.photo ? (
          <Image
            src={result.photo.url}
            alt=""
            width={320}
            height={Math.round((320 * result.photo.height) / result.photo.width) || 213}
            priority={priority}
            className={styles.image}
          />
        ) : (
          <span className={styles.noPhoto} />
        )}
      </Link>
      <div className={styles.body}>
        <Heading id={`venue-${result.id}`} className={styles.name}>
          {mapNumber !== undefined ? (
            <span className={styles.mapNumber} aria-hidden="true">
              {mapNumber}
            </span>
          ) : null}
          <Link to={href} onClick={open}>
            {result.name}
          </Link>
        </Heading>
        <p className={styles.meta}>
          {result.rating.average !== null && result.rating.average !== undefined ? (
            <span className={styles.rating}>
              {/* Screen readers hear the sentence; the star and figure are for the eye. */}
              <span className={a11y.visuallyHidden}>
                {intl.formatMessage(
                  { id: `${m}.ratingLabel` },
                  { rating: result.rating.average, count: result.rating.count },
                )}
              </span>
              <span aria-hidden="true">
                ★ {intl.formatNumber(result.rating.average, { maximumFractionDigits: 1 })}{' '}
                <span className={styles.muted}>
                  <FormattedMessage id={`${m}.reviews`} values={{ count: result.rating.count }} />
                </span>
              </span>
            </span>
          ) : (
            <span className={styles.muted}>
              <FormattedMessage id={`${m}.noReviews`} />
            </span>
          )}
          {result.distanceKm !== null && result.distanceKm !== undefined ? (
            <span className={styles.muted}>
              <FormattedMessage
                id={`${m}.distance`}
                values={{
                  distance: intl.formatNumber(result.distanceKm, {
                    style: 'unit',
                    unit: 'kilometer',
                    maximumFractionDigits: 1,
                  }),
                }}
              />
            </span>
          ) : null}
        </p>
        <p className={styles.address}>{place}</p>
        {result.services.length > 0 ? (
          <ul className={styles.services}>
            {result.services.map((service) => (
              <li key={service.id} className={styles.service}>
                <span>
                  {service.name}
                  {namesDuration(service.name, duration(service.durationMinutes)) ? null : (
                    <>
                      {' '}
                      <span className={styles.muted}>{duration(service.durationMinutes)}</span>
                    </>
                  )}
                </span>
                <span className={styles.price}>
                  {service.price.amount === 0 ? (
                    <FormattedMessage id={`${m}.free`} />
                  ) : service.priceFrom ? (
                    <FormattedMessage
                      id={`${m}.priceFrom`}
                      values={{ price: <Price key="price" {...service.price} /> }}
                    />
                  ) : (
                    <Price {...service.price} />
                  )}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <Link
          to={localizedPath(prefix, `/book-now/${encodeURIComponent(result.slug)}`)}
          className={styles.book}
          onClick={() => tracker.track('click_book_now', { branchId: result.id, from: 'search' })}
          aria-label={intl.formatMessage({ id: `${m}.bookLabel` }, { name: result.name })}
        >
          <FormattedMessage id={`${m}.book`} />
        </Link>
      </div>
    </article>
  );
}
