
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "CalendarItem": [
      "EventSummary",
      "ExhibitionSummary"
    ],
    "SearchResult": [
      "ArtworkResult",
      "EventResult",
      "EventSeriesResult",
      "ExhibitionResult",
      "PageResult"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "CalendarItem": [
      "EventSummary",
      "ExhibitionSummary"
    ],
    "SearchResult": [
      "ArtworkResult",
      "EventResult",
      "EventSeriesResult",
      "ExhibitionResult",
      "PageResult"
    ]
  }
};
      export default result;
    