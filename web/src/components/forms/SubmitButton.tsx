import type { ReactNode } from 'react';
import { useFormStatus } from 'react-dom';
import { useNavigation } from 'react-router';

/**
 * A form's submit button, disabled while what it sent is on its way (a route action, or a
 * function action replaying an early submit), so one press sends once. State set inside the
 * action would only show once it is over; the form's own status shows at once.
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
  const { pending } = useFormStatus();
  const sending = useNavigation().state === 'submitting' || pending;
  return (
    <button className={className} type="submit" disabled={sending}>
      {sending && busy ? busy : children}
    </button>
  );
}
