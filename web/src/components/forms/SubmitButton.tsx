import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigation } from 'react-router';

/**
 * A post form's submit button, disabled while what it sent is on its way to the route's action,
 * so one press sends once.
 *
 * Disabling the pressed button drops the browser's focus to the page itself; when the answer
 * leaves the form on the page, focus goes to the first field it refused (marked aria-invalid),
 * else back to the button, so a keyboard or screen-reader user goes on where the problem is.
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
  const button = useRef<HTMLButtonElement>(null);
  // Set when this button's own form is sent: another form's submission is not this one's answer.
  const sent = useRef(false);

  useEffect(() => {
    const form = button.current?.form;
    if (!form) return;
    const mark = () => (sent.current = true);
    form.addEventListener('submit', mark);
    return () => form.removeEventListener('submit', mark);
  }, []);

  useEffect(() => {
    if (sending || !sent.current) return;
    sent.current = false;
    const pressed = button.current;
    if (!pressed?.form) return;
    const active = document.activeElement;
    // The visitor has already moved on to something else: leave them there.
    if (active && active !== document.body && active !== pressed) return;
    (pressed.form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? pressed).focus();
  }, [sending]);

  return (
    <button ref={button} className={className} type="submit" disabled={sending}>
      {sending && busy ? busy : children}
    </button>
  );
}
