
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "BasicBlock": [
      "ButtonBlock",
      "CollectionAssetBlock",
      "EmbeddedImageBlock",
      "IconBlock",
      "ImageBlock",
      "ListBlock",
      "LogoBlock",
      "MapBlock",
      "SeparatorBlock",
      "ShortcodeBlock",
      "TableBlock",
      "TextBlock",
      "TicketTypeBlock",
      "VideoBlock"
    ],
    "CalendarItem": [
      "EventSummary",
      "ExhibitionSummary"
    ],
    "ContentPage": [
      "CollectionObjectGroupPage",
      "EventPage",
      "EventSeriesPage",
      "ExhibitionPage",
      "Page",
      "ResourcePage",
      "WebPackagePage"
    ],
    "PreschinaStoryPart": [
      "PreschinaStoryHtml",
      "PreschinaStoryVideo"
    ],
    "RelatedItem": [
      "ContentCard",
      "EventSummary",
      "ExhibitionSummary"
    ],
    "RichTextBlock": [
      "ButtonBlock",
      "CollapsibleTextBlock",
      "CollectionAssetBlock",
      "EmbeddedImageBlock",
      "IconBlock",
      "ImageBlock",
      "ListBlock",
      "LogoBlock",
      "MapBlock",
      "RowBlock",
      "SeparatorBlock",
      "ShortcodeBlock",
      "TableBlock",
      "TextBlock",
      "TicketTypeBlock",
      "VideoBlock"
    ],
    "RoutedPage": [
      "CollectionObjectGroupPage",
      "EventPage",
      "EventSeriesPage",
      "ExhibitionPage",
      "Page",
      "ResourcePage",
      "WebPackagePage"
    ],
    "SearchResult": [
      "ArtworkResult",
      "EventResult",
      "EventSeriesResult",
      "ExhibitionResult",
      "PageResult"
    ],
    "Section": [
      "CalloutGridSection",
      "CalloutSection",
      "EmbeddedCodeSection",
      "GallerySection",
      "GridSection",
      "LocationHoursSection",
      "LocationSection",
      "RelatedContentSection",
      "RelatedContentTabsSection",
      "SeparatorSection",
      "TextSection"
    ],
    "SectionFields": [
      "CalloutGridSection",
      "CalloutSection",
      "EmbeddedCodeSection",
      "GallerySection",
      "GridSection",
      "LocationHoursSection",
      "LocationSection",
      "RelatedContentSection",
      "RelatedContentTabsSection",
      "SeparatorSection",
      "TextSection"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "BasicBlock": [
      "ButtonBlock",
      "CollectionAssetBlock",
      "EmbeddedImageBlock",
      "IconBlock",
      "ImageBlock",
      "ListBlock",
      "LogoBlock",
      "MapBlock",
      "SeparatorBlock",
      "ShortcodeBlock",
      "TableBlock",
      "TextBlock",
      "TicketTypeBlock",
      "VideoBlock"
    ],
    "CalendarItem": [
      "EventSummary",
      "ExhibitionSummary"
    ],
    "ContentPage": [
      "CollectionObjectGroupPage",
      "EventPage",
      "EventSeriesPage",
      "ExhibitionPage",
      "Page",
      "ResourcePage",
      "WebPackagePage"
    ],
    "PreschinaStoryPart": [
      "PreschinaStoryHtml",
      "PreschinaStoryVideo"
    ],
    "RelatedItem": [
      "ContentCard",
      "EventSummary",
      "ExhibitionSummary"
    ],
    "RichTextBlock": [
      "ButtonBlock",
      "CollapsibleTextBlock",
      "CollectionAssetBlock",
      "EmbeddedImageBlock",
      "IconBlock",
      "ImageBlock",
      "ListBlock",
      "LogoBlock",
      "MapBlock",
      "RowBlock",
      "SeparatorBlock",
      "ShortcodeBlock",
      "TableBlock",
      "TextBlock",
      "TicketTypeBlock",
      "VideoBlock"
    ],
    "RoutedPage": [
      "CollectionObjectGroupPage",
      "EventPage",
      "EventSeriesPage",
      "ExhibitionPage",
      "Page",
      "ResourcePage",
      "WebPackagePage"
    ],
    "SearchResult": [
      "ArtworkResult",
      "EventResult",
      "EventSeriesResult",
      "ExhibitionResult",
      "PageResult"
    ],
    "Section": [
      "CalloutGridSection",
      "CalloutSection",
      "EmbeddedCodeSection",
      "GallerySection",
      "GridSection",
      "LocationHoursSection",
      "LocationSection",
      "RelatedContentSection",
      "RelatedContentTabsSection",
      "SeparatorSection",
      "TextSection"
    ],
    "SectionFields": [
      "CalloutGridSection",
      "CalloutSection",
      "EmbeddedCodeSection",
      "GallerySection",
      "GridSection",
      "LocationHoursSection",
      "LocationSection",
      "RelatedContentSection",
      "RelatedContentTabsSection",
      "SeparatorSection",
      "TextSection"
    ]
  }
};
      export default result;
    