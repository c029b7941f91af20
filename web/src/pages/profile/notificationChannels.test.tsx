// @vitest-environment jsdom
// Issue 42 item 11: the settings offer the channels Termin delivers on, email and text messages
// (push was offered and never sent), and the overview names only those, in every language.
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocaleContext, type Language, type RoutePrefix } from '../../app/locale';
import { ShellContext, type Shell } from '../../app/shell';
import type { ProfileViewer } from './profileData';
import { Component as GeneralPage } from './ProfileGeneralPage';
import { Component as NotificationsPage } from './ProfileNotificationsPage';
import { Component as SettingsPage } from './ProfileSettingsPage';

const allMessages = import.meta.glob<Record<string, string>>('../../../../locales/*/*/data.json', {
  eager: true,
  import: 'default',
});
const messagesOf = (language: Language): Record<string, string> =>
  Object.assign(
    {},
    ...Object.entries(allMessages)
      .filter(([path]) => path.includes(`/${language}/`))
      .map(([, messages]) => messages),
  );

const viewer = (
  notificationSettings: ProfileViewer['notificationSettings'],
  emailConfirmed = true,
): ProfileViewer => ({
  __typename: 'Viewer',
  id: '1',
  firstName: 'Mila',
  lastName: 'Jovanović',
  email: 'mila@example.test',
  emailConfirmed,
  formattedPhone: null,
  phoneEntry: { __typename: 'PhoneEntry', country: 'RS', number: '' },
  language: 'sr',
  initials: 'MJ',
  notificationSettings,
});
const kinds = (on: boolean) => ({
  __typename: 'NotificationKinds' as const,
  reminders: on,
  promotions: false,
  orderUpdates: on,
});
const settings = (email: boolean, sms: boolean) => ({
  __typename: 'NotificationSettings' as const,
  email: kinds(email),
  sms: kinds(sms),
});

const languages: [Language, RoutePrefix][] = [
  ['en', 'en'],
  ['sr', 'sr-RS'],
  ['ru', 'ru'],
];

/** The shell the general page reads the project country from (its phone field's region). */
const shell = { publicConfig: { country: 'RS' } } as unknown as Shell;

function renderPage(
  Page: ComponentType,
  language: Language,
  prefix: RoutePrefix,
  data: ProfileViewer,
) {
  const router = createMemoryRouter(
    [{ id: 'page', path: '/:prefix/profile/settings', Component: Page, loader: () => data }],
    {
      initialEntries: [`/${prefix}/profile/settings`],
      hydrationData: { loaderData: { page: data } },
    },
  );
  return render(
    <IntlProvider
      locale={language}
      messages={messagesOf(language)}
      onError={(error) => {
        throw error;
      }}
    >
      <ShellContext value={shell}>
        <LocaleContext value={{ prefix, language }}>
          <RouterProvider router={router} />
        </LocaleContext>
      </ShellContext>
    </IntlProvider>,
  );
}

/** Push, by any of the names it had. */
const push = /push|Obaveštenja na uređaju|Уведомления на устройстве/i;

describe.each(languages)('notification channels in %s', (language, prefix) => {
  const t = (id: string) => messagesOf(language)[id]!;

  it('offers email and text messages, each with its three kinds, and no push', () => {
    renderPage(NotificationsPage, language, prefix, viewer(settings(true, false)));
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')!.textContent)).toEqual([
      t('profile.channel.email'),
      t('profile.channel.sms'),
    ]);
    const [email, sms] = groups;
    expect(within(email!).getAllByRole('checkbox')).toHaveLength(3);
    const ticked = (group: HTMLElement) =>
      (within(group).getByLabelText(t('profile.kind.reminders')) as HTMLInputElement).checked;
    expect(ticked(email!)).toBe(true);
    expect(ticked(sms!)).toBe(false);
    // Where text messages go, as the group's description.
    const hint = document.getElementById(sms!.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe(t('profile.channel.smsHint'));
    expect(document.body.textContent).not.toMatch(push);
  });

  it('names in the overview only the channels that are on', () => {
    const { unmount } = renderPage(SettingsPage, language, prefix, viewer(settings(true, true)));
    const both = new Intl.ListFormat(language, { type: 'conjunction' }).format([
      t('profile.channel.email'),
      t('profile.channel.sms'),
    ]);
    expect(
      screen.getByText(t('profile.summary.channelsOn').replace('{channels}', both)),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(push);
    unmount();

    renderPage(SettingsPage, language, prefix, viewer(settings(false, true)));
    expect(
      screen.getByText(
        t('profile.summary.channelsOn').replace('{channels}', t('profile.channel.sms')),
      ),
    ).toBeTruthy();
  });

  it('says all is off when no channel is', () => {
    renderPage(SettingsPage, language, prefix, viewer(settings(false, false)));
    expect(screen.getByText(t('profile.summary.allOff'))).toBeTruthy();
  });
});

// A changed address is unconfirmed until its link is used, and meanwhile the api sends the
// customer no booking message at all: the profile says so where the address is shown.
describe.each(languages)('an unconfirmed address in %s', (language, prefix) => {
  const unconfirmed = messagesOf(language)['profile.email.unconfirmed']!;

  it('is said to get no booking messages, in the overview and beside the field', () => {
    const overview = renderPage(
      SettingsPage,
      language,
      prefix,
      viewer(settings(true, true), false),
    );
    expect(screen.getByText(unconfirmed)).toBeTruthy();
    overview.unmount();
    renderPage(GeneralPage, language, prefix, viewer(settings(true, true), false));
    const email = screen.getByLabelText(messagesOf(language)['profile.field.email']!);
    const hint = document.getElementById(email.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe(unconfirmed);
  });

  it('says nothing of it once confirmed', () => {
    renderPage(SettingsPage, language, prefix, viewer(settings(true, true)));
    expect(screen.queryByText(unconfirmed)).toBeNull();
  });
});
