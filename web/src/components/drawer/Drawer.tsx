import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../icons/CloseIcon';
import touch from '../touch/touch.module.css';
import styles from './Drawer.module.css';

export interface DrawerProps {
  /** The accessible name of the panel. */
  label: string;
  closeLabel: string;
  onClose: () => void;
  side?: 'left' | 'right';
  children: ReactNode;
}

/** A side panel over a dimmed page (overlay z-index 1000, panel 1100 as a modal, spec §9). */
export function Drawer({ label, closeLabel, onClose, side = 'right', children }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className={`${styles.panel} ${side === 'left' ? styles.left : styles.right}`}
      >
        <button
          type="button"
          className={`${styles.close} ${touch.touchable}`}
          aria-label={closeLabel}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
        {children}
      </div>
    </>
  );
}
