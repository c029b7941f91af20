import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useActionData, useLoaderData } from 'react-router';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { ProfileForm } from './ProfileFormParts';
import { channels, checkboxName, kinds, type FormResult } from './profileForms';
import styles from './Profile.module.css';
import type { ProfileViewer } from './profileData';

/** /profile/settings/notifications: which kinds of message arrive on which channel. */
export function Component() {
  const { notificationSettings } = useLoaderData<ProfileViewer>();
  const result = useActionData<FormResult>();
  const smsHintId = useId();
  return (
    <PageFrame heading="profilePage.notifications.heading" intro="profilePage.notifications.intro">
      <ProfileForm result={result}>
        {channels.map((channel) => (
          <fieldset
            key={channel}
            className={styles.channel}
            aria-describedby={channel === 'sms' ? smsHintId : undefined}
          >
            <legend className={styles.legend}>
              <FormattedMessage id={`profile.channel.${channel}`} />
            </legend>
            {channel === 'sms' && (
              <p id={smsHintId} className={styles.hint}>
                <FormattedMessage id="profile.channel.smsHint" />
              </p>
            )}
            {kinds.map((kind) => (
              <label key={kind} className={styles.check}>
                <input
                  type="checkbox"
                  name={checkboxName(channel, kind)}
                  defaultChecked={notificationSettings[channel][kind]}
                />
                <FormattedMessage id={`profile.kind.${kind}`} />
              </label>
            ))}
          </fieldset>
        ))}
      </ProfileForm>
    </PageFrame>
  );
}
