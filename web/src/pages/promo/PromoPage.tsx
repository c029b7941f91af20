import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { PromoView } from './PromoView';
import type { loader } from './PromoPage.data';

/** /promo: the current offer in the page's language. */
export function Component() {
  const intl = useIntl();
  return (
    <PromoView
      page={useLoaderData<typeof loader>().promoPage!}
      path="/promo"
      description={intl.formatMessage({ id: 'promoPage.intro' })}
    />
  );
}
