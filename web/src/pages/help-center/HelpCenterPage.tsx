import { FormattedMessage } from 'react-intl';
import { PageFrame } from '../../components/page-frame/PageFrame';

const topics = ['booking', 'account', 'payments', 'business'] as const;

/** /help-center: answers by topic. */
export function Component() {
  return (
    <PageFrame heading="helpCenterPage.heading" intro="helpCenterPage.intro" search>
      {topics.map((topic) => (
        <section key={topic} id={topic}>
          <h2>
            <FormattedMessage id={`helpCenter.topic.${topic}`} />
          </h2>
          <p>
            <FormattedMessage id={`helpCenterPage.topic.${topic}`} />
          </p>
        </section>
      ))}
    </PageFrame>
  );
}
