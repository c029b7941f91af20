import { useIntl } from 'react-intl';
import { useActionData, useLoaderData, type ActionFunctionArgs } from 'react-router';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { submit } from './profileData';
import { Field, ProfileForm } from './ProfileFormParts';
import { formResult, profileFields, profileInputFrom, type FormResult } from './profileForms';
import { UpdateProfileMutation } from './profileQueries';

export { loader } from './profileData';
import type { ProfileViewer } from './profileData';

/** Saves the general form; refusals come back as messages beside their fields. */
export function action(args: ActionFunctionArgs): Promise<FormResult> {
  return submit(args, async (client, form) => {
    const { data } = await client.mutate({
      mutation: UpdateProfileMutation,
      variables: { input: profileInputFrom(form) },
    });
    if (!data) throw new Error('updateProfile answered no data');
    return formResult(data.updateProfile.errors, profileFields);
  });
}

const languages = ['en', 'sr', 'ru'] as const;

/** /profile/settings/general: name, email, phone and the language of messages. */
export function Component() {
  const intl = useIntl();
  const viewer = useLoaderData<ProfileViewer>();
  const result = useActionData<FormResult>();
  const errorOf = (field: string) => (result && !result.saved ? result.fields[field] : undefined);
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
        <Field label="profile.field.email" error={errorOf('email')}>
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
        <Field label="profile.field.phone" hint="profile.field.phoneHint" error={errorOf('phone')}>
          {(props) => (
            <input
              {...props}
              name="phone"
              type="tel"
              inputMode="tel"
              defaultValue={viewer.phone ?? ''}
              autoComplete="tel"
              placeholder="+381641234567"
            />
          )}
        </Field>
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
