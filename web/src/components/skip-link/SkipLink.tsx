import type { MouseEvent, ReactNode } from 'react';
import styles from './SkipLink.module.css';

/**
 * A link that takes keyboard focus past a long run of links (a calendar's days and times) to the
 * element with the id `target`, which takes focus by script (tabIndex -1). Shown when focused.
 * Without JavaScript it is an ordinary in-page link, which browsers follow the same way.
 */
export function SkipLink({ target, children }: { target: string; children: ReactNode }) {
  // Focus only: the address keeps no #fragment for the back button to step through.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const element = document.getElementById(target);
    if (!element) return;
    event.preventDefault();
    element.focus();
  };
  return (
    <a className={styles.skipLink} href={`#${target}`} onClick={skip}>
      {children}
    </a>
  );
}
