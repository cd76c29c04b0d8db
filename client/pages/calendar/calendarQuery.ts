import { graphql } from '../../gql';

/** The calendar screen (sections, or the view-all list) in one round trip. */
export const CalendarPageQuery = graphql(`
  query CalendarPage($range: String, $categories: [String!], $audiences: [String!], $locations: [String!], $viewAll: Boolean, $first: Int) {
    calendar(range: $range, categories: $categories, audiences: $audiences, locations: $locations, viewAll: $viewAll) {
      title
      intro
      today
      pickerMonth
      total
      unavailable
      selection {
        value
        kind
        isUnderstood
        dates
        text
        isPast
      }
      filters {
        field
        label
        selected
        options {
          slug
          label
          selected
        }
      }
      closures {
        closedWeekdays
        closedDates
        openDates
      }
      notices {
        kind
        message
        link {
          text
          range
        }
      }
      sections {
        slug
        title
        total
        hasViewAll
        items(size: $first) {
          ...CalendarItemFields
        }
      }
      list {
        heading
        total
        prefersList
        items(size: $first) {
          ...CalendarItemFields
        }
      }
    }
  }

  fragment CalendarItemFields on CalendarItem {
    __typename
    ... on EventSummary {
      ...EventSummaryFields
    }
    ... on ExhibitionSummary {
      ...ExhibitionSummaryFields
    }
  }
`);

/** More of one section's items ("View More"), asked only when the visitor asks. */
export const CalendarSectionMoreQuery = graphql(`
  query CalendarSectionMore($range: String, $categories: [String!], $audiences: [String!], $locations: [String!], $slug: String!, $from: Int, $size: Int) {
    calendar(range: $range, categories: $categories, audiences: $audiences, locations: $locations) {
      section(slug: $slug) {
        slug
        items(from: $from, size: $size) {
          ...CalendarItemFields
        }
      }
    }
  }
`);

/** More of the view-all list ("View More"), asked only when the visitor asks. */
export const CalendarListMoreQuery = graphql(`
  query CalendarListMore($range: String, $categories: [String!], $audiences: [String!], $locations: [String!], $from: Int, $size: Int) {
    calendar(range: $range, categories: $categories, audiences: $audiences, locations: $locations, viewAll: true) {
      list {
        items(from: $from, size: $size) {
          ...CalendarItemFields
        }
      }
    }
  }
`);
