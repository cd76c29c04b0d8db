import type { Resolvers } from '../generated/resolvers-types';
import { alertsResolvers } from './alerts';
import { collectionResolvers } from './collection';
import { contentResolvers } from './content/index';
import { locationsResolvers } from './locations';
import { navigationResolvers } from './navigation';
import { searchResolvers } from './search';
import { siteResolvers } from './site';
import { suggestResolvers } from './suggest';

const domains: Resolvers[] = [siteResolvers, navigationResolvers, alertsResolvers, locationsResolvers, contentResolvers, collectionResolvers, searchResolvers, suggestResolvers];

/** Every domain's resolvers in one map: domains share Query; every other type belongs to one domain. */
export function resolvers(): Resolvers {
  return Object.assign({}, ...domains, { Query: Object.assign({}, ...domains.map((domain) => domain.Query)) });
}
