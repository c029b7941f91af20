import { LayoutFrame } from './layouts';

/** business: pages for businesses, with pricing and registration in the header. */
export function Component() {
  return <LayoutFrame name="business" header={{ nav: 'business', tagline: 'business.tagline' }} />;
}
