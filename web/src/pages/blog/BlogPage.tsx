import { useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame/PageFrame';

/** /blog and /blog/{slug}. */
export function Component() {
  const { slug } = useParams();
  return slug ? (
    <PageFrame heading="blogPage.post.heading" intro="blogPage.post.intro" values={{ slug }} />
  ) : (
    <PageFrame heading="blogPage.heading" intro="blogPage.intro" search />
  );
}
