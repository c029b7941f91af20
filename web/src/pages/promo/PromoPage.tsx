import { PageFrame } from '../../components/page-frame/PageFrame';

/** /promo: the current offers. */
export function Component() {
  return <PageFrame heading="promoPage.heading" intro="promoPage.intro" search />;
}
