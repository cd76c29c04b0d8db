import type { Resolvers } from '../generated/resolvers-types';
import { alertsResolvers } from './alerts';
import { calendarResolvers } from './calendar/calendar';
import { exhibitionListingResolvers } from './calendar/exhibitions';
import { collectionResolvers } from './collection';
import { contentResolvers } from './content';
import { locationsResolvers } from './locations';
import { navigationResolvers } from './navigation';
import { searchResolvers } from './search';
import { siteResolvers } from './site';
import { suggestResolvers } from './suggest';

const domains: Resolvers[] = [siteResolvers, navigationResolvers, alertsResolvers, locationsResolvers, contentResolvers, collectionResolvers, searchResolvers, suggestResolvers, calendarResolvers, exhibitionListingResolvers];

/** Every domain's resolvers in one map: domains share Query; every other type belongs to one domain. */
export function resolvers(): Resolvers {
  return Object.assign({}, ...domains, { Query: Object.assign({}, ...domains.map((domain) => domain.Query)) });
}
