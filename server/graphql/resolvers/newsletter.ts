import { SIGNUP_MESSAGES, validEmail, type SignupStatus } from '../../domain/newsletter';
import type { NewsletterSignup, Resolvers } from '../generated/resolvers-types';

/** Where sign-ups come from, as the provider records it. */
const SOURCE = 'website-footer';

const answer = (status: SignupStatus): NewsletterSignup => ({ status, message: SIGNUP_MESSAGES[status] });

export const newsletterResolvers: Resolvers = {
  Mutation: {
    subscribeToNewsletter: async (_parent, { email, website }, context) => {
      // The spam trap: a bot filled the hidden field. It is told nothing is wrong, and nothing is sent.
      if (website?.trim()) {
        context.log.info('newsletter sign-up dropped by the spam trap');
        return answer('SUBSCRIBED');
      }
      if (!context.limits.newsletterSignup.hit(context.clientIp).allowed) return answer('RATE_LIMITED');
      const address = validEmail(email);
      if (!address) return answer('INVALID_EMAIL');
      try {
        const result = await context.newsletter.subscribe(address, SOURCE);
        return answer(result === 'subscribed' ? 'SUBSCRIBED' : result === 'already-subscribed' ? 'ALREADY_SUBSCRIBED' : 'INVALID_EMAIL');
      } catch (error) {
        context.log.warn({ err: error }, 'newsletter provider unavailable; the sign-up was not kept');
        return answer('UNAVAILABLE');
      }
    },
  },
};
