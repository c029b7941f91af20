// A customer's notification settings as stored, read as the channels Termin delivers on.
import {
  defaultNotificationSettings,
  notificationChannels,
  notificationKinds,
  type NotificationSettings,
} from '../../db/schema/customers.js';

type Stored = Partial<Record<string, Partial<Record<string, unknown>>>>;

/**
 * The stored settings with every delivered channel and kind: a key no longer offered (push, kept
 * by a replica still writing it) is left out, and a missing one reads as its default.
 */
export function notificationSettingsOf(stored: Stored): NotificationSettings {
  const settings = {} as NotificationSettings;
  for (const channel of notificationChannels) {
    const kinds = { ...defaultNotificationSettings[channel] };
    for (const kind of notificationKinds) {
      const value = stored[channel]?.[kind];
      if (typeof value === 'boolean') kinds[kind] = value;
    }
    settings[channel] = kinds;
  }
  return settings;
}
