import { graphql } from '../../gql';

/** What a place line shows (room, building and its link, online or off site); spread it wherever a Place is asked for. */
export const PlaceFields = graphql(`
  fragment PlaceFields on Place {
    room
    building
    buildingUrl
    isOnline
    text
  }
`);

/** What an event card shows; spread it wherever EventSummary is asked for. */
export const EventSummaryFields = graphql(`
  fragment EventSummaryFields on EventSummary {
    id
    title
    url
    summary
    image {
      url
      alt
    }
    category
    dateText
    timeText
    status
    statusLabel
    place {
      ...PlaceFields
    }
    tickets {
      ...LinkTargetFields
    }
  }
`);

/** What an exhibition card shows; spread it wherever ExhibitionSummary is asked for. */
export const ExhibitionSummaryFields = graphql(`
  fragment ExhibitionSummaryFields on ExhibitionSummary {
    id
    title
    url
    summary
    image {
      url
      alt
    }
    label
    dateText
    place {
      ...PlaceFields
    }
    tickets {
      ...LinkTargetFields
    }
  }
`);
