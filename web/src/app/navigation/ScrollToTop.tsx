import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * spec §2: the page scrolls to the top after each page finishes loading. Back and forward keep the
 * browser's own position; a link to an anchor goes to the anchor.
 */
export function ScrollToTop() {
  const { key, hash } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [key, type, hash]);
  return null;
}
