import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { PurgeFence } from '../cache/purge-fence';
import type { CacheLookup, KeyValueCache } from '../cache/types';
import type { GatewayContext } from './context';
import { degradedAnswers } from './degraded-answers';
import { createFormatError } from './errors';
import { resolvers } from './resolvers';
import { responseCache } from './response-cache';
import { loadTypeDefs } from './schema';

/**
 * Query limits: deep enough for the site's own screens (a page with nested sections and menus with
 * children), tight enough to refuse abusive queries before they run. Fragments are not levels of
 * their own (depth and cost count fields); the cost limit leaves room for the content page's query,
 * whose rich text nests deepest and whose union branches all count (tests/api/gateway/query-limits.test.ts).
 */
const armor = new ApolloArmor({
  maxDepth: { n: 12, flattenFragments: true },
  maxAliases: { n: 15 },
  costLimit: { maxCost: 120_000, flattenFragments: true },
  // Tokens are limited by graphql's own parser (parseOptions below): armor's token plugin re-parses the
  // source itself and turns plain syntax errors into 500s.
  maxTokens: { enabled: false },
  maxDirectives: { n: 50 },
});

export interface ApolloDeps {
  /** The gateway's cache, which also keeps whole query responses. */
  cache: KeyValueCache;
  /** Namespace of this deployment's keys in that cache. */
  keyPrefix: string;
  /** Counts what the whole-response cache finds (metrics). */
  observeCache?: (lookup: CacheLookup) => void;
  /** Purges seen here: a response begun before a purge of one of its tags is not kept. */
  fence?: PurgeFence;
  /** More plugins (observability: operation metrics and spans). */
  plugins?: ApolloServerPlugin<GatewayContext>[];
  /** Whether clients may register queries under new hashes (automatic persisted queries; PERSISTED_QUERIES=register). */
  automaticPersistedQueries: boolean;
}

/**
 * The Apollo Server of the gateway, started and ready to be mounted. It does not stop on signals by
 * itself: the gateway drains and stops it (server/shutdown.ts).
 */
export async function createApollo({ cache, keyPrefix, observeCache, fence, plugins = [], automaticPersistedQueries }: ApolloDeps, schemaDir = 'schema'): Promise<ApolloServer<GatewayContext>> {
  const protection = armor.protect();
  const apollo = new ApolloServer<GatewayContext>({
    typeDefs: loadTypeDefs(schemaDir),
    resolvers: resolvers(),
    introspection: true,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    // The build's own hashes are answered before Apollo (server/hot-path/); off, Apollo refuses the rest.
    ...(automaticPersistedQueries ? {} : { persistedQueries: false as const }),
    parseOptions: { maxTokens: 3000 },
    // No "Did you mean …?" in validation errors (field and enum suggestions); formatError masks the rest.
    hideSchemaDetailsFromClientErrors: true,
    stopOnTerminationSignals: false,
    formatError: createFormatError(),
    validationRules: protection.validationRules,
    plugins: [
      ...protection.plugins,
      ApolloServerPluginLandingPageDisabled(),
      degradedAnswers(),
      // Cache-Control of /graphql responses comes from the schema's @cacheControl hints (no-store on errors).
      ApolloServerPluginCacheControl({ defaultMaxAge: 0, calculateHttpHeaders: true }),
      // Responses depend only on the query and its variables (no per-visitor data); editors'
      // previews (previewPage) mark their request private, which keeps them out of this cache.
      responseCache(cache, keyPrefix, observeCache, fence),
      ...plugins,
    ],
  });
  await apollo.start();
  return apollo;
}
