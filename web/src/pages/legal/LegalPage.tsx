import { PageFrame } from '../../components/page-frame/PageFrame';
import { useRouteName } from '../routeName';

const documents: Record<string, string> = {
  terms: 'terms',
  license: 'license',
  privacy: 'privacy',
  'cookie-policy': 'cookiePolicy',
};

/** /terms, /license, /privacy and /cookie-policy. */
export function Component() {
  const document = documents[useRouteName()] ?? 'terms';
  return (
    <PageFrame heading={`legalPage.${document}.heading`} intro={`legalPage.${document}.intro`} />
  );
}
