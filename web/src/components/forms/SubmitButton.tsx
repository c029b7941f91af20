import type { ReactNode } from 'react';
import { useFormStatus } from 'react-dom';

/**
 * The submit button of a form with a function action: disabled while the action runs (a
 * replayed early submit too), so one press sends once. State set inside the action would only
 * show once it is over; the form's own status shows at once.
 */
export function SubmitButton({
  className,
  children,
  busy,
}: {
  className?: string;
  children: ReactNode;
  /** Shown instead of `children` while the action runs. */
  busy?: ReactNode;
}) {
  const { pending } = useFormStatus();
  return (
    <button className={className} type="submit" disabled={pending}>
      {pending && busy ? busy : children}
    </button>
  );
}
