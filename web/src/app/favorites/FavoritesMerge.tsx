import { useEffect } from 'react';
import { useApolloSource } from '../data/apolloSource';
import { useLocale } from '../locale';
import { useViewer } from '../session';
import { mergeBrowserFavorites } from './accountFavorites';

/**
 * Once a visitor is logged in, the venues they saved in this browser join their account's
 * (issue 42 item 12), whichever way they logged in. Renders nothing.
 */
export function FavoritesMerge() {
  const { loggedIn } = useViewer();
  const source = useApolloSource();
  const { language } = useLocale();
  useEffect(() => {
    if (!loggedIn || !source) return;
    void mergeBrowserFavorites(window.localStorage, () => source.load(language));
  }, [loggedIn, source, language]);
  return null;
}
