import { graphql } from '../../__generated__';

export const PaymentStatusQuery = graphql(`
  query PaymentStatus($id: ID!) {
    payment(id: $id) {
      ...PaymentFields
    }
  }
`);

export const StartOrderPaymentMutation = graphql(`
  mutation StartOrderPayment($input: StartOrderPaymentInput!) {
    startOrderPayment(input: $input) {
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

export const SimulatePaymentMutation = graphql(`
  mutation SimulatePayment($input: SimulatePaymentInput!) {
    simulatePayment(input: $input) {
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
