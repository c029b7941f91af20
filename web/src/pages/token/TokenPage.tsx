import { useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame/PageFrame';

/** /{token}: a promo page reached through a campaign token. */
export function Component() {
  const { token = '' } = useParams();
  return (
    <PageFrame heading="tokenPage.heading" intro="tokenPage.intro" values={{ token }} search />
  );
}
