import { graphql } from '../../__generated__';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GiftCardFieldsFragment } from '../../__generated__/graphql';
import { formatMoney } from '../../app/format/money';
import styles from '../orders/afterBooking.module.css';

/** A gift card as GiftCardSummary below shows it. */
export const GiftCardFields = graphql(`
  fragment GiftCardFields on GiftCard {
    code
    state
    spendable
    initialAmount {
      amount
      currency
    }
    balance {
      amount
      currency
    }
    expiresAt
    organizationName
    branch {
      id
      slug
      name
    }
    recipientName
  }
`);

export type GiftCardView = GiftCardFieldsFragment;

/** A card's code, state, balance and where and until when it is valid. */
export function GiftCardSummary({ card }: { card: GiftCardView }) {
  const intl = useIntl();
  return (
    <dl className={styles.facts}>
      <div>
        <dt>
          <FormattedMessage id="giftCard.code" />
        </dt>
        <dd>{card.code}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="giftCard.state" />
        </dt>
        <dd>
          <FormattedMessage id={`giftCard.state.${card.state}`} />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="giftCard.balance" />
        </dt>
        <dd>
          <FormattedMessage
            id="giftCard.balanceOf"
            values={{
              balance: formatMoney(intl, card.balance),
              initial: formatMoney(intl, card.initialAmount),
            }}
          />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="giftCard.validAt" />
        </dt>
        <dd>{card.branch?.name ?? card.organizationName}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="giftCard.validUntil" />
        </dt>
        <dd>
          {intl.formatDate(card.expiresAt, { day: 'numeric', month: 'long', year: 'numeric' })}
        </dd>
      </div>
    </dl>
  );
}
