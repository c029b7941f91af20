import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** What is loading, for screen readers. */
  label: string;
  className?: string;
}

/** An indeterminate progress indicator. */
export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      className={className ? `${styles.spinner} ${className}` : styles.spinner}
    />
  );
}
