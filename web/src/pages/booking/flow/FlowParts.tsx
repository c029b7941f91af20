import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { RoutePrefix } from '../../../app/locale';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  backStep,
  nextLabel,
  nextStep,
  showsNext,
  stepHref,
  type BookingState,
  type BookingStep,
} from './bookingState';
import type { BookingBranch, MenuService } from './flowData';
import { menuTotal } from './flowData';
import { formatMenuPrice, formatMoney, type MoneyValue } from '../../../app/format/money';
import { formatDuration } from '../../../app/format/duration';
import styles from './booking.module.css';

interface StepProps {
  step: BookingStep;
  branch: BookingBranch;
  state: BookingState;
  prefix: RoutePrefix;
  slug: string;
}

/** The step's title (document and h1), the branch it is for, and the way back (spec §2). */
export function StepHeader({
  step,
  branch,
  state,
  prefix,
  slug,
  heading,
}: StepProps & { heading: string }) {
  const intl = useIntl();
  const back = backStep(step, state);
  const title = intl.formatMessage({ id: heading });
  return (
    <header className={styles.stepHeader}>
      <title>{`${title} · ${branch.name} | Termin`}</title>
      {back && (
        <Link className={styles.backLink} to={stepHref(prefix, slug, back, state)}>
          <span aria-hidden="true">← </span>
          <FormattedMessage id={`bookingFlow.back.${back}`} />
        </Link>
      )}
      <p className={styles.branchName}>{branch.name}</p>
      <h1 className={styles.heading}>{title}</h1>
    </header>
  );
}

/** "Continue", "Checkout" or "Return to checkout", only when spec §2 says it shows. */
export function NextLink({ step, state, prefix, slug }: Omit<StepProps, 'branch'>) {
  const next = nextStep(step, state);
  if (!next || !showsNext(step, state)) return null;
  return (
    <Link className={styles.nextButton} to={stepHref(prefix, slug, next, state)}>
      <FormattedMessage id={`bookingFlow.next.${nextLabel(step, state)}`} />
    </Link>
  );
}

/** The chosen services and their running total, with the next-step button. */
/**
 * What the chosen services cost with the masters who perform them: the chosen master's own
 * price, else the range over the masters (one price when they all charge the same); undefined
 * without prices (the menu's then stands).
 */
export function teamPrice(
  prices: readonly MoneyValue[],
  chosen: MoneyValue | undefined,
): { min: MoneyValue; max: MoneyValue } | undefined {
  if (chosen) return { min: chosen, max: chosen };
  if (prices.length === 0) return undefined;
  const sorted = [...prices].sort((a, b) => a.amount - b.amount);
  return { min: sorted[0]!, max: sorted.at(-1)! };
}

/** A price, or a range of two. */
export function formatPriceRange(
  intl: ReturnType<typeof useIntl>,
  price: { min: MoneyValue; max: MoneyValue },
): string {
  return price.min.amount === price.max.amount
    ? formatMoney(intl, price.min)
    : intl.formatMessage(
        { id: 'bookingFlow.priceRange' },
        { min: formatMoney(intl, price.min), max: formatMoney(intl, price.max) },
      );
}

export function SelectionBar({
  services,
  currency,
  price,
  id,
  children,
}: {
  services: readonly MenuService[];
  currency: string;
  /** The masters' price for these services (teamPrice), where the step knows it. */
  price?: { min: MoneyValue; max: MoneyValue };
  /** Where a skip link leads (the calendar's): the bar then takes focus by script. */
  id?: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const total = menuTotal(services, currency);
  const minutes = services.reduce((sum, s) => sum + s.durationMinutes, 0);
  return (
    <section
      className={styles.selectionBar}
      aria-label={intl.formatMessage({ id: 'bookingFlow.selection' })}
      {...(id ? { id, tabIndex: -1 } : {})}
    >
      <p className={styles.selectionText} aria-live="polite">
        {services.length === 0 ? (
          <FormattedMessage id="bookingFlow.nothingChosen" />
        ) : (
          <FormattedMessage
            id="bookingFlow.selectionTotal"
            values={{
              count: services.length,
              duration: formatDuration(intl, minutes),
              total: price ? formatPriceRange(intl, price) : formatMoney(intl, total),
            }}
          />
        )}
      </p>
      {children}
    </section>
  );
}

/** A service's price: "RSD 1,500" or "from RSD 1,500". */
export function ServicePrice({ service }: { service: MenuService }) {
  const intl = useIntl();
  return <>{formatMenuPrice(intl, service.price, service.priceFrom)}</>;
}
