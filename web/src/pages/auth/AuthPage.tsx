import { FormattedMessage } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { loginUrl } from '../../app/session';
import { PageFrame } from '../../components/page-frame/PageFrame';
import type { AuthFailure } from './AuthPage.data';

export function Component() {
  const { failure, target } = useLoaderData<AuthFailure>();
  const confirmed = failure === 'email_confirmed';
  return (
    <PageFrame
      heading={confirmed ? 'authPage.confirmed.heading' : 'authPage.failed.heading'}
      intro={confirmed ? 'authPage.confirmed.intro' : `authPage.failed.${failure}`}
    >
      <p>
        <a href={loginUrl(target)}>
          <FormattedMessage id={confirmed ? 'authPage.confirmed.login' : 'authPage.failed.retry'} />
        </a>
      </p>
      <p>
        <Link to={target}>
          <FormattedMessage id="authPage.failed.continue" />
        </Link>
      </p>
    </PageFrame>
  );
}
