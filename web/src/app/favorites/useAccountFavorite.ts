import { useEffect, useState } from 'react';
import { useApolloSource } from '../data/apolloSource';
import { useLocale } from '../locale';
import { accountFavoriteIds, setAccountFavorite } from './accountFavorites';

/**
 * Whether a venue is saved in the signed-in customer's account (null until known, and always
 * when `active` is false), and how to change it. Apollo loads only for signed-in customers.
 */
export function useAccountFavorite(branchId: string, active: boolean) {
  const source = useApolloSource();
  const { language } = useLocale();
  const [saved, setSaved] = useState<boolean | null>(null);
  useEffect(() => {
    if (!active || !source) return;
    let live = true;
    source
      .load(language)
      .then(accountFavoriteIds)
      .then((ids) => live && setSaved(ids.has(branchId)))
      // No answer: the button stays disabled rather than guess.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [active, source, language, branchId]);
  const toggle = async (): Promise<boolean | null> => {
    if (saved === null || !source) return null;
    setSaved(null);
    const now = await setAccountFavorite(await source.load(language), branchId, !saved).catch(
      () => saved,
    );
    setSaved(now);
    return now;
  };
  return { saved, toggle };
}
