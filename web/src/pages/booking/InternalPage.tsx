import { useRouteName } from '../routeName';
import { PageFrame } from '../../components/page-frame/PageFrame';

/** /book-now/_pages/{Name}: booking pages shown inside the drawer. */
export function Component() {
  const name = useRouteName().replace('book-now-_pages-', '');
  return (
    <PageFrame
      heading="bookingPage.internal.heading"
      intro="bookingPage.internal.intro"
      values={{ name }}
    />
  );
}
