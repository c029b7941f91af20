import { graphql } from '../../__generated__';

export const GiftsPageQuery = graphql(`
  query GiftsPage($slug: ID!, $code: String!, $withCode: Boolean!, $mine: Boolean!) {
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
    myGiftCard(code: $code) @include(if: $mine) {
      ...GiftCardFields
      recipientEmail
      sendOn
    }
  }
`);

export const BuyGiftCardMutation = graphql(`
  mutation BuyGiftCard($input: BuyGiftCardInput!) {
    buyGiftCard(input: $input) {
      giftCard {
        code
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
