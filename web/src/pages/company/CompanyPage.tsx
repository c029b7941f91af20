import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { localizedPath, useLocale } from '../../app/locale';
import { useShell } from '../../app/shell';
import { Seo } from '../../components/seo/Seo';
import { companyDescription, companyJsonLd, companyPaths } from './companySeo';
import { BookBar } from './BookBar';
import { BookNowLink, FavoriteButton, PhoneReveal } from './ContactActions';
import { LocationCard } from './LocationCard';
import { OpeningHours } from './OpeningHours';
import { PhotoGallery } from './PhotoGallery';
import { RatingSummary } from './RatingSummary';
import { ReviewItem } from './ReviewItem';
import { ServiceMenu } from './ServiceMenu';
import { TeamList } from './TeamList';
import { SavedDataNotice } from './SavedDataNotice';
import { ShareButton } from './ShareButton';
import styles from './CompanyPage.module.css';
import type { loader } from './CompanyPage.data';

/**
 * businessPage (spec §2): a venue's company page. No <Suspense> around its sections: React
 * streams a large boundary outlined (hidden until an inline script shows it), which would hide
 * the menu from visitors and crawlers without JavaScript (e2e: "complete with JavaScript disabled").
 */
export function CompanyPage() {
  const { branch, groupEvents, loadedAt, bookingUnavailable } = useLoaderData<typeof loader>();
  const upcomingClasses = groupEvents?.events.length ?? 0;
  const intl = useIntl();
  const { prefix } = useLocale();
  const { publicConfig } = useShell();
  if (!branch) return null;
  const paths = companyPaths(prefix, branch.slug);
  const prices = branch.services.flatMap((category) => category.services.map((s) => s.price));
  const description = companyDescription(intl, branch);
  // Where cards could not be paid none is sold: no link to a page that says so.
  const { sellsGiftCards } = branch;
  return (
    <div className={styles.page}>
      <Seo
        title={intl.formatMessage(
          { id: 'company.seo.title' },
          { name: branch.name, city: branch.city.title },
        )}
        description={description}
        type="business.business"
        image={
          branch.photos[0] ? new URL(branch.photos[0].url, publicConfig.siteUrl).href : undefined
        }
        jsonLd={companyJsonLd(intl, publicConfig.siteUrl, paths, {
          ...branch,
          prices,
          country: publicConfig.country,
        })}
      />
      <nav aria-label={intl.formatMessage({ id: 'company.breadcrumbs' })}>
        <ol className={styles.breadcrumbs}>
          <li>
            <Link to={localizedPath(prefix, '/')}>
              <FormattedMessage id="company.breadcrumbs.home" />
            </Link>
          </li>
          <li>
            <Link to={paths.city(branch.city.slug)}>{branch.city.title}</Link>
          </li>
          <li aria-current="page">{branch.name}</li>
        </ol>
      </nav>
      <SavedDataNotice shown={bookingUnavailable} />
      <header className={styles.header}>
        <h1 className={styles.title}>{branch.name}</h1>
        <p className={styles.muted}>
          {[branch.address, branch.area?.title, branch.city.title].filter(Boolean).join(', ')}
        </p>
        {branch.rating.count > 0 && branch.rating.average != null && (
          <p>
            <a href="#reviews" className={styles.ratingLink}>
              <FormattedMessage
                id="company.rating.short"
                values={{
                  rating: intl.formatNumber(branch.rating.average, {
                    minimumFractionDigits: 1,
                    maximumFractionDigits: 1,
                  }),
                  count: branch.rating.count,
                }}
              />
            </a>
          </p>
        )}
      </header>
      <PhotoGallery photos={branch.photos} branchId={branch.id} name={branch.name} />
      <div className={styles.columns}>
        <div className={styles.mainColumn}>
          {branch.about && (
            <section aria-labelledby="about" className={styles.section}>
              <h2 id="about" className={styles.sectionTitle}>
                <FormattedMessage id="company.about" />
              </h2>
              <p className={styles.about}>{branch.about}</p>
            </section>
          )}
          <section aria-labelledby="services" className={styles.section}>
            <h2 id="services" className={styles.sectionTitle}>
              <FormattedMessage id="company.services" />
            </h2>
            <ServiceMenu branch={branch} bookingLink={paths.bookService} />
          </section>
          {branch.masters.length > 0 && (
            <section aria-labelledby="team" className={styles.section}>
              <h2 id="team" className={styles.sectionTitle}>
                <FormattedMessage id="company.team" />
              </h2>
              <TeamList
                masters={branch.masters}
                branchId={branch.id}
                bookingLink={paths.bookWithMaster}
              />
            </section>
          )}
          <section aria-labelledby="reviews" className={styles.section}>
            <h2 id="reviews" className={styles.sectionTitle}>
              <FormattedMessage id="company.reviews" />
            </h2>
            <RatingSummary rating={branch.rating} breakdown={branch.ratingBreakdown} />
            {branch.reviews.items.map((review) => (
              <ReviewItem key={review.id} review={review} businessName={branch.name} />
            ))}
            {branch.reviews.total > 0 && (
              <p>
                <Link to={paths.reviews}>
                  <FormattedMessage
                    id="company.reviews.all"
                    values={{ count: branch.reviews.total }}
                  />
                </Link>
              </p>
            )}
          </section>
        </div>
        <aside className={styles.aside} aria-label={intl.formatMessage({ id: 'company.contact' })}>
          <div className={styles.card}>
            <BookNowLink to={paths.booking} branchId={branch.id} />
            <PhoneReveal phone={branch.phone} branchId={branch.id} />
            <FavoriteButton branchId={branch.id} />
            <ShareButton title={branch.name} />
          </div>
          {(upcomingClasses > 0 || sellsGiftCards) && (
            <nav aria-labelledby="more" className={styles.card}>
              <h2 id="more" className={styles.sectionTitle}>
                <FormattedMessage id="company.more" />
              </h2>
              <ul className={styles.moreLinks}>
                {upcomingClasses > 0 && (
                  <li>
                    <Link to={paths.groupClasses}>
                      <FormattedMessage id="company.groupClasses" />
                    </Link>
                    <span className={styles.muted}>
                      <FormattedMessage
                        id="company.groupClasses.upcoming"
                        values={{ count: upcomingClasses }}
                      />
                    </span>
                  </li>
                )}
                {sellsGiftCards && (
                  <li>
                    <Link to={paths.giftCards}>
                      <FormattedMessage id="company.giftCards" />
                    </Link>
                    <span className={styles.muted}>
                      <FormattedMessage id="company.giftCards.hint" />
                    </span>
                  </li>
                )}
              </ul>
            </nav>
          )}
          <section aria-labelledby="hours" className={styles.card}>
            <h2 id="hours" className={styles.sectionTitle}>
              <FormattedMessage id="company.hours" />
            </h2>
            <OpeningHours
              days={branch.openingHours}
              timeZone={branch.timeZone}
              loadedAt={loadedAt}
            />
          </section>
          <section aria-labelledby="location" className={styles.card}>
            <h2 id="location" className={styles.sectionTitle}>
              <FormattedMessage id="company.location" />
            </h2>
            <LocationCard branch={branch} />
          </section>
        </aside>
      </div>
      <BookBar name={branch.name} to={paths.booking} branchId={branch.id} />
    </div>
  );
}

export { CompanyPage as Component };
