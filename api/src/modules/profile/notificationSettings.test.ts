import { describe, expect, it } from 'vitest';
import { notificationSettingsOf } from './notificationSettings.js';

describe('notificationSettingsOf', () => {
  it('reads settings stored when push was offered as email and SMS alone', () => {
    expect(
      notificationSettingsOf({
        email: { reminders: false, promotions: true, orderUpdates: true },
        sms: { reminders: true, promotions: false, orderUpdates: false },
        push: { reminders: true, promotions: true, orderUpdates: true },
      }),
    ).toEqual({
      email: { reminders: false, promotions: true, orderUpdates: true },
      sms: { reminders: true, promotions: false, orderUpdates: false },
    });
  });

  it('gives a missing channel or kind its default', () => {
    expect(notificationSettingsOf({ email: { reminders: false } })).toEqual({
      email: { reminders: false, promotions: false, orderUpdates: true },
      sms: { reminders: true, promotions: false, orderUpdates: true },
    });
  });
});
