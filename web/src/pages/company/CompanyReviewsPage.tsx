import { useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame/PageFrame';

/** /company/{slug}/reviews: what customers say about a venue. */
export function Component() {
  const { slug = '' } = useParams();
  return (
    <PageFrame
      heading="companyPage.reviews.heading"
      intro="companyPage.reviews.intro"
      values={{ slug }}
    />
  );
}
