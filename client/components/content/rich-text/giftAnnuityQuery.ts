import { graphql } from '../../../gql';

/** The gift annuity calculator's estimate, asked when the visitor calculates. */
export const GiftAnnuityEstimateQuery = graphql(`
  query GiftAnnuityEstimate($age: Int!, $amount: Int!) {
    giftAnnuityEstimate(age: $age, amount: $amount) {
      status
      message
      rate
      annualPayment
      quarterlyPayment
    }
  }
`);
