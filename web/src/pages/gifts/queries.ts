import { graphql } from '../../__generated__';

export const GiftsPageQuery = graphql(`
  query GiftsPage($slug: ID!, $code: String!, $withCode: Boolean!) {
    branchGeneral(id: $slug) {
      id
      slug
      name
      currency
      timeZone
      sellsGiftCards
    }
    giftCard(code: $code) @include(if: $withCode) {
      ...GiftCardFields
    }
  }
`);

export const BuyGiftCardMutation = graphql(`
  mutation BuyGiftCard($input: BuyGiftCardInput!) {
    buyGiftCard(input: $input) {
      giftCard {
        ...GiftCardFields
      }
      errors {
        code
        message
        field
      }
    }
  }
`);

export const StartGiftCardPaymentMutation = graphql(`
  mutation StartGiftCardPayment($input: StartGiftCardPaymentInput!) {
    startGiftCardPayment(input: $input) {
      payment {
        ...PaymentFields
      }
      errors {
        code
        message
      }
    }
  }
`);
