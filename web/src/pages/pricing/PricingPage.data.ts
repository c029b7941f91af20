import type { LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../__generated__';
import { loadPageQuery } from '../../app/data/pageData';

const PricingPageQuery = graphql(`
  query PricingPage {
    pricingPlans {
      code
      name
      description
      monthlyPrice {
        amount
        currency
      }
      features
      isHighlighted
    }
  }
`);

export function loader({ context, request }: LoaderFunctionArgs) {
  return loadPageQuery(context, request, PricingPageQuery, {});
}
