import { longDate, museumDay } from '../../domain/calendar/museum-dates';
import { GIFT_ANNUITY_LIMITS, GIFT_ANNUITY_RATES_EFFECTIVE, giftAnnuityEstimate } from '../../domain/content/gift-annuity';
import type { GiftAnnuityCalculator, Resolvers } from '../generated/resolvers-types';

/** The calculator shortcode's limits and the date of the rates it estimates with. */
export function giftAnnuityCalculator(): GiftAnnuityCalculator {
  const effective = museumDay(GIFT_ANNUITY_RATES_EFFECTIVE);
  return { ...GIFT_ANNUITY_LIMITS, ratesEffective: effective ? longDate(effective) : GIFT_ANNUITY_RATES_EFFECTIVE };
}

export const plannedGivingResolvers: Resolvers = {
  Query: {
    // The same answer for the same age and gift until the schedule changes (cached an hour).
    giftAnnuityEstimate: (_parent, { age, amount }) => giftAnnuityEstimate({ age, amount }),
  },
};
