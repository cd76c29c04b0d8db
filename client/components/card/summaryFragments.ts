import { graphql } from '../../gql';

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
      room
      building
      hoursUrl
      isOnline
      isOffSite
      text
    }
    ticketType
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
      room
      building
      hoursUrl
      isOnline
      isOffSite
      text
    }
    ticketType
    tickets {
      ...LinkTargetFields
    }
  }
`);
