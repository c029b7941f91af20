import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData, Link } from 'react-router';
import { Image } from '../../../components/image/Image';
import { nextStep, stepHref, withState } from './bookingState';
import { chosenServices, mastersFor, needsSeveralMasters, performersOf } from './flowData';
import { formatMoney } from '../../../app/format/money';
import { formatPriceRange, NextLink, SelectionBar, StepHeader, teamPrice } from './FlowParts';
import styles from './booking.module.css';
import type { loader } from './MastersPage.data';

/** /book-now/{slug}/master: the team with photo, title and rating, or any employee. */
export function Component() {
  const { branch, state, prefix, slug, prices } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const masters = mastersFor(branch, state.services);
  const services = chosenServices(branch, state);
  const performers = performersOf(branch, services);
  // Nobody does every chosen service, yet each has someone: "any" books them one after another,
  // each with a specialist who does it. A service nobody does cannot be booked at all.
  const someoneForEach = performers.every((p) => p.masters.length > 0);
  const chain = needsSeveralMasters(branch, services);
  const step = { step: 'master' as const, branch, state, prefix, slug };
  // "Any specialist" is a choice that moves on at once; a master is chosen here first (spec §2:
  // the button shows once m is chosen).
  const any = withState(state, { m: undefined, anyEmployee: true });
  const anyNext = nextStep('master', any) ?? 'calendar';
  // "Any" costs what the master who is free charges: the range until one is fixed.
  const range = teamPrice(
    masters.flatMap((master) => prices[master.id] ?? []),
    undefined,
  );
  const chosenPrice = teamPrice([], state.m ? prices[state.m] : undefined) ?? range;
  return (
    <div className={styles.step}>
      <StepHeader {...step} heading="bookingPage.master.heading" />
      <ul className={styles.list}>
        {someoneForEach && (
          <li>
            <Link className={styles.option} to={stepHref(prefix, slug, anyNext, any)}>
              <span className={styles.avatar} aria-hidden="true">
                ★
              </span>
              <span className={styles.optionMain}>
                <span className={styles.optionTitle}>
                  <FormattedMessage id="bookingFlow.anyEmployee" />
                </span>
                <span className={styles.optionMeta}>
                  <FormattedMessage
                    id={chain ? 'bookingFlow.anyChainHint' : 'bookingFlow.anyEmployeeHint'}
                  />
                  {range && <> · {formatPriceRange(intl, range)}</>}
                </span>
              </span>
            </Link>
          </li>
        )}
        {masters.map((master) => {
          const selected = state.m === master.id;
          const chosen = withState(state, { m: master.id, anyEmployee: false });
          return (
            <li key={master.id}>
              <Link
                className={`${styles.option} ${selected ? styles.selected : ''}`}
                to={stepHref(prefix, slug, 'master', chosen)}
                replace
                preventScrollReset
                aria-current={selected ? 'true' : undefined}
              >
                {master.photo ? (
                  <Image
                    className={styles.photo}
                    src={master.photo.url}
                    alt=""
                    width={56}
                    height={56}
                  />
                ) : (
                  <span className={styles.avatar} aria-hidden="true">
                    {master.name.slice(0, 1)}
                  </span>
                )}
                <span className={styles.optionMain}>
                  <span className={styles.optionTitle}>{master.name}</span>
                  <span className={styles.optionMeta}>
                    {master.title}
                    {master.rating.average !== null && master.rating.average !== undefined && (
                      <>
                        {' · '}
                        <FormattedMessage
                          id="bookingFlow.rating"
                          values={{
                            rating: intl.formatNumber(master.rating.average, {
                              maximumFractionDigits: 1,
                            }),
                            count: master.rating.count,
                          }}
                        />
                      </>
                    )}
                    {prices[master.id] && <> · {formatMoney(intl, prices[master.id]!)}</>}
                  </span>
                </span>
                {selected && (
                  <span className={styles.optionAction}>
                    <FormattedMessage id="bookingFlow.chosen" />
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      {chain && (
        <section className={styles.note} aria-labelledby="chain-intro">
          <p id="chain-intro">
            <FormattedMessage id="bookingFlow.chainIntro" />
          </p>
          <ul className={styles.plainList}>
            {performers.map(({ service, masters: who }) => (
              <li key={service.id}>
                <FormattedMessage
                  id="bookingFlow.chainService"
                  values={{
                    service: service.name,
                    names: intl.formatList(
                      who.map((master) => master.name),
                      { type: 'disjunction' },
                    ),
                  }}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {masters.length === 0 && !chain && (
        <p className={styles.note}>
          <FormattedMessage id="bookingFlow.noMasters" />
        </p>
      )}
      <SelectionBar services={services} currency={branch.currency} price={chosenPrice}>
        <NextLink step="master" state={state} prefix={prefix} slug={slug} />
      </SelectionBar>
    </div>
  );
}
