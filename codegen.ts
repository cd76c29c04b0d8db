import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

// One schema, two outputs: resolver signatures for the gateway and typed documents for the client.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: ['client/**/*.{ts,tsx}', '!client/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'server/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context#GatewayContext',
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        // Parents whose fields resolve lazily (related objects come from a second upstream).
        mappers: {
          CollectionObject: '../resolvers/collection/model#CollectionObjectParent',
          // A place's address loads on demand (the buildings' documents), for structured data.
          Place: '../../domain/place#Place as PlaceModel',
          // Content parts whose fields load on demand (related events, artworks, buildings, the chosen date).
          Page: '../resolvers/content/models#PageModel',
          ResourcePage: '../resolvers/content/models#ResourcePageModel',
          WebPackagePage: '../resolvers/content/models#WebPackagePageModel',
          ExhibitionPage: '../resolvers/content/models#ExhibitionPageModel',
          EventPage: '../resolvers/content/models#EventPageModel',
          EventOccurrence: '../resolvers/content/models#EventOccurrenceModel',
          EventSeriesPage: '../resolvers/content/models#EventSeriesPageModel',
          CollectionObjectGroupPage: '../resolvers/content/models#CollectionObjectGroupPageModel',
          CollectionAssetBlock: '../resolvers/content/models#CollectionAssetBlockModel',
          LocationSection: '../resolvers/content/models#LocationSectionModel',
          LocationHoursSection: '../resolvers/content/models#LocationHoursSectionModel',
          Calendar: '../resolvers/calendar/model#CalendarParent',
          CalendarSection: '../resolvers/calendar/model#CalendarSectionParent',
          CalendarList: '../resolvers/calendar/model#CalendarListParent',
          CalendarItem: '../resolvers/calendar/items#CalendarItemModel',
          UpcomingExhibitions: '../resolvers/calendar/model#UpcomingExhibitionsParent',
          PastExhibitions: '../resolvers/calendar/model#PastExhibitionsParent',
          PastExhibitionYear: '../resolvers/calendar/model#PastExhibitionYearParent',
        },
      },
    },
    // Which concrete types each union and interface has, so the client cache matches fragments on them.
    'client/gql/possibleTypes.ts': {
      plugins: ['fragment-matcher'],
      config: { useExplicitTyping: true },
    },
    'client/gql/': {
      preset: 'client',
      // Every operation also goes to persisted-documents.json under its sha256: the gateway answers the
      // site's own operations by hash (server/hot-path/), and the browser sends only the hash.
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      // The persisted text is what the gateway runs, so it must ask for every __typename Apollo
      // Client's cache needs (Apollo adds them only to documents it sends as text).
      documentTransforms: [addTypenameSelectionDocumentTransform],
      config: { useTypeImports: true, enumsAsTypes: true },
    },
  },
};

export default config;
