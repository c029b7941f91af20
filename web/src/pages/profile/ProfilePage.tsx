import { useViewer } from '../../app/session';
import { PageFrame } from '../../components/page-frame/PageFrame';
import { useRouteName } from '../routeName';

const sections: Record<string, string> = {
  'profile-settings': 'settings',
  'profile-settings-general': 'general',
  'profile-settings-notifications': 'notifications',
};

/** /profile/settings and its general and notification sections (needs a session). */
export function Component() {
  const section = sections[useRouteName()] ?? 'settings';
  const { user } = useViewer();
  return (
    <PageFrame
      heading={`profilePage.${section}.heading`}
      intro={`profilePage.${section}.intro`}
      values={{ name: user?.firstName ?? '' }}
    />
  );
}
