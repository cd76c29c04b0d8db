import { MIN_QUERY_LENGTH, searchText, SUGGEST_SIZE } from '../../domain/search/query';
import { isSearchType, typeLabel } from '../../domain/search/types';
import type { SuggestIndex } from '../../upstreams/search';
import type { Resolvers, SuggestIndex as SuggestIndexEnum } from '../generated/resolvers-types';
import { orFallback } from './degrade';
import { TYPE_ENUM } from './search-enums';

const INDEXES: Readonly<Record<SuggestIndexEnum, SuggestIndex>> = { GLOBAL: 'global', EVENTS: 'events', EXHIBITIONS: 'exhibitions', COLLECTIONS: 'collections' };

export const suggestResolvers: Resolvers = {
  Query: {
    // Fewer than 3 characters suggest nothing (spec §4); a failing service suggests nothing either.
    suggest: async (_parent, args, context) => {
      const query = searchText(args.query);
      if (query.length < MIN_QUERY_LENGTH) return [];
      const index = INDEXES[args.index ?? 'GLOBAL'];
      const suggestions = await orFallback(context, 'suggest', [], () => context.loaders.suggest.load({ index, query, size: SUGGEST_SIZE }));
      return suggestions.flatMap((suggestion) =>
        isSearchType(suggestion.index)
          ? [{ type: TYPE_ENUM[suggestion.index], typeLabel: typeLabel(suggestion.index), matchedField: suggestion.matchedField, title: suggestion.title, objectNumber: suggestion.objectNumber ?? null, url: suggestion.url }]
          : [],
      );
    },
  },
};
