import type { Resolvers } from '../generated/resolvers-types';
import { alertsResolvers } from './alerts';
import { collectionResolvers } from './collection';
import { contentResolvers } from './content';
import { locationsResolvers } from './locations';
import { navigationResolvers } from './navigation';
import { siteResolvers } from './site';

const domains: Resolvers[] = [siteResolvers, navigationResolvers, alertsResolvers, locationsResolvers, contentResolvers, collectionResolvers];

/** Every domain's resolvers in one map: domains share Query; every other type belongs to one domain. */
export function resolvers(): Resolvers {
  return Object.assign({}, ...domains, { Query: Object.assign({}, ...domains.map((domain) => domain.Query)) });
}
