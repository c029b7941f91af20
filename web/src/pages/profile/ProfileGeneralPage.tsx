import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useActionData, useLoaderData } from 'react-router';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { PhoneInput, type PhoneValue } from '../../components/phone-input/PhoneInput';
import { Field, ProfileForm } from './ProfileFormParts';
import type { FormResult } from './profileForms';
import styles from './Profile.module.css';
import type { ProfileViewer } from './profileData';

const languages = ['en', 'sr', 'ru'] as const;

/** /profile/settings/general: name, email, phone and the language of messages. */
export function Component() {
  const intl = useIntl();
  const viewer = useLoaderData<ProfileViewer>();
  const result = useActionData<FormResult>();
  const errorOf = (field: string) => (result && !result.saved ? result.fields[field] : undefined);
  const [phone, setPhone] = useState<PhoneValue>(viewer.phoneEntry);
  const phoneId = useId();
  return (
    <PageFrame heading="profilePage.general.heading" intro="profilePage.general.intro">
      <ProfileForm result={result} noValidate>
        <Field label="profile.field.firstName" error={errorOf('firstName')}>
          {(props) => (
            <input
              {...props}
              name="firstName"
              defaultValue={viewer.firstName}
              autoComplete="given-name"
              required
              maxLength={100}
            />
          )}
        </Field>
        <Field label="profile.field.lastName" error={errorOf('lastName')}>
          {(props) => (
            <input
              {...props}
              name="lastName"
              defaultValue={viewer.lastName ?? ''}
              autoComplete="family-name"
              maxLength={100}
            />
          )}
        </Field>
        <Field
          label="profile.field.email"
          error={errorOf('email')}
          hint={viewer.emailConfirmed ? undefined : 'profile.email.unconfirmed'}
        >
          {(props) => (
            <input
              {...props}
              name="email"
              type="email"
              defaultValue={viewer.email}
              autoComplete="email"
              required
              maxLength={320}
            />
          )}
        </Field>
        <div className={styles.field}>
          <PhoneInput
            name="phone"
            value={phone}
            onChange={setPhone}
            label={intl.formatMessage({ id: 'profile.field.phone' })}
            invalid={!!errorOf('phone')}
            describedBy={[errorOf('phone') && `${phoneId}-error`, `${phoneId}-hint`]
              .filter(Boolean)
              .join(' ')}
          />
          <p id={`${phoneId}-hint`} className={styles.hint}>
            <FormattedMessage id="profile.field.phoneHint" />
          </p>
          {errorOf('phone') && (
            <p id={`${phoneId}-error`} className={styles.error}>
              <FormattedMessage id={errorOf('phone')} />
            </p>
          )}
        </div>
        <Field
          label="profile.field.language"
          hint="profile.field.languageHint"
          error={errorOf('language')}
        >
          {(props) => (
            <select {...props} name="language" defaultValue={viewer.language}>
              {languages.map((language) => (
                <option key={language} value={language} lang={language}>
                  {intl.formatMessage({ id: `profile.language.${language}` })}
                </option>
              ))}
            </select>
          )}
        </Field>
      </ProfileForm>
    </PageFrame>
  );
}
