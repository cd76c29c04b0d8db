
      export type PossibleTypesResultData = {
  "possibleTypes": {
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
    