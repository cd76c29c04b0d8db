import type { Resolvers } from '../generated/resolvers-types';
import { alertsResolvers } from './alerts';
import { calendarResolvers } from './calendar/calendar';
import { exhibitionListingResolvers } from './calendar/exhibitions';
import { collectionResolvers } from './collection';
import { contentResolvers } from './content';
import { feedbackResolvers } from './feedback';
import { locationsResolvers } from './locations';
import { navigationResolvers } from './navigation';
import { newsletterResolvers } from './newsletter';
import { plannedGivingResolvers } from './planned-giving';
import { preschinaResolvers } from './preschina';
import { searchResolvers } from './search';
import { siteResolvers } from './site';
import { suggestResolvers } from './suggest';

const domains: Resolvers[] = [
  siteResolvers,
  navigationResolvers,
  alertsResolvers,
  locationsResolvers,
  contentResolvers,
  collectionResolvers,
  searchResolvers,
  suggestResolvers,
  preschinaResolvers,
  newsletterResolvers,
  plannedGivingResolvers,
  feedbackResolvers,
  calendarResolvers,
  exhibitionListingResolvers,
];

/** Every domain's resolvers in one map: domains share Query and Mutation; every other type belongs to one domain. */
export function resolvers(): Resolvers {
  return Object.assign({}, ...domains, {
    Query: Object.assign({}, ...domains.map((domain) => domain.Query)),
    Mutation: Object.assign({}, ...domains.map((domain) => domain.Mutation)),
  });
}
