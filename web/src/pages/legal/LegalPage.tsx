import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { Seo } from '../../components/seo/Seo';
import { Prose } from './Prose';
import { useBreadcrumbs } from './contentUrls';
import styles from './content.module.css';
import type { loader } from './LegalPage.data';

/** The message ids of each document's description. */
const descriptions: Record<string, string> = {
  terms: 'legalPage.terms.intro',
  license: 'legalPage.license.intro',
  privacy: 'legalPage.privacy.intro',
  'cookie-policy': 'legalPage.cookiePolicy.intro',
};

/** /terms, /license, /privacy and /cookie-policy: the document in the page's language. */
export function Component() {
  const page = useLoaderData<typeof loader>().legalPage!;
  const intl = useIntl();
  const breadcrumbs = useBreadcrumbs([{ name: page.title, path: `/${page.slug}` }]);
  const description = intl.formatMessage({
    id: descriptions[page.slug] ?? 'legalPage.terms.intro',
  });
  return (
    <article className={styles.page}>
      <Seo title={`${page.title} | Termin`} description={description} jsonLd={breadcrumbs} />
      <h1 className={styles.heading}>{page.title}</h1>
      <p className={styles.meta}>
        <FormattedMessage
          id="legalPage.updated"
          values={{
            date: intl.formatDate(`${page.effectiveOn}T00:00:00Z`, {
              dateStyle: 'long',
              timeZone: 'UTC',
            }),
          }}
        />
      </p>
      <Prose html={page.bodyHtml} />
    </article>
  );
}
