import { useIntl } from 'react-intl';
import { useLoaderData, useParams } from 'react-router';
import { PromoView } from '../promo/PromoView';
import type { loader } from './TokenPage.data';

/** /{token}: a Serbian-language promo page (spec §2). */
export function Component() {
  const { promoPage } = useLoaderData<typeof loader>();
  const { token = '' } = useParams();
  const intl = useIntl();
  return (
    <PromoView
      page={promoPage!}
      path={`/${token}`}
      description={intl.formatMessage({ id: 'tokenPage.intro' })}
    />
  );
}
