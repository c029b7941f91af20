import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';

/**
 * A post form's submit button, disabled while what it sent is on its way to the route's action,
 * so one press sends once.
 */
export function SubmitButton({
  className,
  children,
  busy,
}: {
  className?: string;
  children: ReactNode;
  /** Shown instead of `children` while the form is being sent. */
  busy?: ReactNode;
}) {
  const sending = useNavigation().state === 'submitting';
  return (
    <button className={className} type="submit" disabled={sending}>
      {sending && busy ? busy : children}
    </button>
  );
}
