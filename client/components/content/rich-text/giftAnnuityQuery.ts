import { graphql } from '../../../gql';

/** The gift annuity calculator's estimate (loaded with the first calculation: the page's render does not need it). */
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
