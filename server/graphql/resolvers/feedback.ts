import { readFeedback } from '../../domain/feedback/submission';
import type { FeedbackResult, FeedbackStatus, Resolvers } from '../generated/resolvers-types';
import { degradeOn } from './degrade';

/** What the visitor is told for each outcome. */
const MESSAGES: Readonly<Record<FeedbackStatus, string>> = {
  SENT: 'Thank you. Your feedback has been sent to our staff.',
  INVALID: 'Please check the fields marked below.',
  UNAVAILABLE: 'Sorry, we could not send your feedback just now. Please try again later.',
  RATE_LIMITED: 'You have sent us several messages in a short time. Please try again in a few minutes.',
};

const answer = (status: FeedbackStatus, errors: FeedbackResult['errors'] = []): FeedbackResult => ({ status, message: MESSAGES[status], errors });

export const feedbackResolvers: Resolvers = {
  Mutation: {
    sendFeedback: async (_parent, { input }, context) => {
      // The spam trap: a bot filled the hidden field. It is told all is well, and nothing is sent.
      if (input.website?.trim()) {
        context.log.info('feedback dropped by the spam trap');
        return answer('SENT');
      }
      const read = readFeedback(input, context.publicOrigin);
      if (!read.ok) return answer('INVALID', read.errors);
      // Counted only for feedback that would reach the staff: mending a field costs nothing.
      if (!context.limits.feedbackSend.hit(context.clientIp).allowed) return answer('RATE_LIMITED');
      try {
        const receipt = await context.feedback.send(read.submission);
        context.log.info({ feedback: receipt.id }, 'feedback sent');
        return answer('SENT');
      } catch (error) {
        degradeOn(context, 'feedback service', error);
        return answer('UNAVAILABLE');
      }
    },
  },
};
