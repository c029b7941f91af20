import { graphql } from '../../__generated__';

export const ProfileSettingsQuery = graphql(`
  query ProfileSettings {
    viewer {
      id
      firstName
      lastName
      email
      emailConfirmed
      phoneEntry {
        country
        number
      }
      formattedPhone
      language
      initials
      notificationSettings {
        email {
          reminders
          promotions
          orderUpdates
        }
        sms {
          reminders
          promotions
          orderUpdates
        }
      }
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      viewer {
        id
        firstName
        lastName
        email
        emailConfirmed
        phoneEntry {
          country
          number
        }
        formattedPhone
        language
        initials
      }
      errors {
        code
        field
      }
    }
  }
`);

export const UpdateNotificationSettingsMutation = graphql(`
  mutation UpdateNotificationSettings($input: UpdateNotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      notificationSettings {
        email {
          reminders
        }
      }
      errors {
        code
        field
      }
    }
  }
`);
