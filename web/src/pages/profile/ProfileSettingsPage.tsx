import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { useLocale } from '../../app/locale';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { sitePath } from '../../layouts/parts/links';
import { channels, kinds } from './profileForms';
import styles from './Profile.module.css';

import type { ProfileViewer } from './profileData';

/** /profile/settings: the customer's details at a glance, with the way to each section. */
export function Component() {
  const intl = useIntl();
  const { prefix } = useLocale();
  const viewer = useLoaderData<ProfileViewer>();
  const name = [viewer.firstName, viewer.lastName].filter(Boolean).join(' ');
  const notSet = intl.formatMessage({ id: 'profile.summary.notSet' });
  const on = channels.filter((channel) =>
    kinds.some((kind) => viewer.notificationSettings[channel][kind]),
  );
  return (
    <PageFrame
      heading="profilePage.settings.heading"
      intro="profilePage.settings.intro"
      values={{ name: viewer.firstName }}
    >
      <ul className={styles.sections}>
        <li>
          <h2>
            <FormattedMessage id="profilePage.general.heading" />
          </h2>
          <dl className={styles.summary}>
            <dt>
              <FormattedMessage id="profile.summary.name" />
            </dt>
            <dd>{name}</dd>
            <dt>
              <FormattedMessage id="profile.field.email" />
            </dt>
            <dd>
              {viewer.email}
              {!viewer.emailConfirmed && (
                <p className={styles.hint}>
                  <FormattedMessage id="profile.email.unconfirmed" />
                </p>
              )}
            </dd>
            <dt>
              <FormattedMessage id="profile.field.phone" />
            </dt>
            <dd>{viewer.formattedPhone ?? notSet}</dd>
            <dt>
              <FormattedMessage id="profile.field.language" />
            </dt>
            <dd>{intl.formatMessage({ id: `profile.language.${viewer.language}` })}</dd>
          </dl>
          <Link to={sitePath(prefix, 'profileGeneral')}>
            <FormattedMessage id="profile.summary.editGeneral" />
          </Link>
        </li>
        <li>
          <h2>
            <FormattedMessage id="profilePage.notifications.heading" />
          </h2>
          <p>
            {on.length > 0 ? (
              <FormattedMessage
                id="profile.summary.channelsOn"
                values={{
                  channels: intl.formatList(
                    on.map((channel) => intl.formatMessage({ id: `profile.channel.${channel}` })),
                  ),
                }}
              />
            ) : (
              <FormattedMessage id="profile.summary.allOff" />
            )}
          </p>
          <Link to={sitePath(prefix, 'profileNotifications')}>
            <FormattedMessage id="profile.summary.editNotifications" />
          </Link>
        </li>
      </ul>
    </PageFrame>
  );
}
