import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { tracker } from '../../app/analytics/tracker';
import { formatMoney } from '../../app/format/money';
import { useLocale } from '../../app/locale';
import { useShell } from '../../app/shell';
import { Seo } from '../../components/seo/Seo';
import { registrationUrl, sitePath } from '../../layouts/parts/links';
import { useBreadcrumbs } from '../legal/contentUrls';
import shared from '../legal/content.module.css';
import styles from './PricingPage.module.css';
import type { loader } from './PricingPage.data';

/** /pricing: the plans for businesses in the project country's currency, and how to start. */
export function Component() {
  const { pricingPlans } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const { prefix } = useLocale();
  const { manageUrl } = useShell().publicConfig;
  const headingId = useId();
  const title = intl.formatMessage({ id: 'pricingPage.heading' });
  const breadcrumbs = useBreadcrumbs([{ name: title, path: '/pricing' }]);
  return (
    <div className={shared.page}>
      <Seo
        title={`${title} | Termin`}
        description={intl.formatMessage({ id: 'pricingPage.intro' })}
        jsonLd={breadcrumbs}
      />
      <h1 className={shared.heading}>{title}</h1>
      <p className={shared.lead}>
        <FormattedMessage id="pricingPage.intro" />
      </p>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.hidden}>
          <FormattedMessage id="pricingPage.plans" />
        </h2>
        <ul className={styles.plans}>
          {pricingPlans.map((plan) => (
            <li
              key={plan.code}
              className={`${shared.card} ${plan.isHighlighted ? styles.highlighted : ''}`}
            >
              <h3 className={styles.name}>{plan.name}</h3>
              {plan.isHighlighted ? (
                <p className={styles.badge}>
                  <FormattedMessage id="pricingPage.recommended" />
                </p>
              ) : null}
              <p className={styles.price}>
                {plan.monthlyPrice.amount === 0 ? (
                  <FormattedMessage id="pricingPage.free" />
                ) : (
                  <FormattedMessage
                    id="pricingPage.perMonth"
                    values={{
                      price: formatMoney(intl, plan.monthlyPrice),
                    }}
                  />
                )}
              </p>
              <p>{plan.description}</p>
              <ul className={styles.features}>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <p className={styles.choose}>
                <a
                  href={registrationUrl(manageUrl)}
                  className={plan.isHighlighted ? shared.primary : shared.secondary}
                  onClick={() =>
                    tracker.track('click_registration', { from: 'pricing', plan: plan.code })
                  }
                >
                  <FormattedMessage id="pricingPage.choose" values={{ plan: plan.name }} />
                </a>
              </p>
            </li>
          ))}
        </ul>
      </section>
      <p className={shared.meta}>
        <FormattedMessage id="pricingPage.note" />{' '}
        <Link to={sitePath(prefix, 'forBusiness')}>
          <FormattedMessage id="pricingPage.learnMore" />
        </Link>
      </p>
    </div>
  );
}
