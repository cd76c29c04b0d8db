import { graphql } from '../../gql';

/** Every page type's fields; one fragment for the content route, the detail routes and previews. */
export const ContentPageFields = graphql(`
  fragment ContentPageFields on ContentPage {
    __typename
    ... on RoutedPage {
      id
      path
      type
      title
      intro
      description
      shareImage
      noIndex
      isDraft
      breadcrumbs {
        ...BreadcrumbFields
      }
    }
    ... on Page {
      museum {
        ...MuseumFields
      }
      heroImage {
        ...ImageFields
      }
      jumpLinks {
        title
        anchor
      }
      carousel {
        id
        title
        subtitle
        summary
        image {
          ...ImageFields
        }
        mobileImage {
          ...ImageFields
        }
        link {
          ...ContentLinkFields
        }
      }
      sections {
        ...SectionParts
      }
    }
    ... on WebPackagePage {
      heroImage {
        ...ImageFields
      }
      sections {
        ...SectionParts
      }
      gallery(page: $galleryPage) {
        items {
          ...ArtworkCardFields
        }
        total
        page
        pageCount
        unavailable
      }
    }
    ... on CollectionObjectGroupPage {
      assets {
        ...ArtworkCardFields
      }
      relatedContent {
        ...RelatedItemFields
      }
      jumpLinks {
        title
        anchor
      }
    }
    ... on ResourcePage {
      mediaType
      byline
      author
      publishedText
      publishedAt
      image {
        ...ImageFields
      }
      body {
        ...RichTextFields
      }
      details {
        name
        value
      }
      files {
        title
        url
      }
      awards
      video {
        ...VideoFields
      }
      button {
        label
        link {
          ...LinkTargetFields
        }
      }
    }
    ...ExhibitionPageFields
    ...EventPageFields
    ... on EventSeriesPage {
      image {
        ...ImageFields
      }
      body {
        ...RichTextFields
      }
      category
      audiences
      place {
        ...AddressedPlaceFields
      }
      relatedEvents {
        ...EventSummaryFields
        startDate
        endDate
        place {
          ...AddressedPlaceFields
        }
      }
      nextDate {
        title
        dateText
        timeText
      }
      eventsSearchUrl
      addToCalendar {
        ...CalendarLinksFields
      }
    }
  }
`);

export const ExhibitionPageFields = graphql(`
  fragment ExhibitionPageFields on ExhibitionPage {
    label
    dateText
    startDate
    endDate
    openEnded
    openingText
    place {
      ...AddressedPlaceFields
    }
    image {
      ...ImageFields
    }
    body {
      ...RichTextFields
    }
    ticketType
    tickets {
      ...LinkTargetFields
    }
    credits {
      ...CreditGroupFields
    }
    galleries {
      key
      title
      galleryStyle
      showCaptions
      images {
        ...ImageFields
      }
    }
    artworks {
      ...ArtworkCardFields
    }
    relatedContent {
      ...RelatedItemFields
    }
    promotion {
      ...CalloutFields
    }
    relatedEvents {
      ...EventSummaryFields
    }
    addToCalendar {
      ...CalendarLinksFields
    }
  }
`);

export const EventPageFields = graphql(`
  fragment EventPageFields on EventPage {
    image {
      ...ImageFields
    }
    body {
      ...RichTextFields
    }
    category
    audiences
    place {
      ...AddressedPlaceFields
    }
    ticketType
    ticketInstructions
    hasOccurrences
    eventsSearchUrl
    occurrenceCount
    upcomingOccurrences {
      id
      start
      end
      dateText
      timeText
      status
      statusText
      url
      tickets {
        ...LinkTargetFields
      }
    }
    occurrence(date: $date, time: $time) {
      id
      start
      dateText
      timeText
      status
      statusText
      isPast
      url
      tickets {
        ...LinkTargetFields
      }
      addToCalendar {
        ...CalendarLinksFields
      }
    }
    relatedSeries {
      ...RelatedItemFields
    }
    relatedExhibitions {
      ...ExhibitionSummaryFields
    }
    credits {
      ...CreditGroupFields
    }
    relatedEvents {
      ...EventSummaryFields
    }
  }
`);

/** The page at a site path (content route and detail routes); null means the not-found view. */
export const ContentPageQuery = graphql(`
  query ContentPage($path: String!, $galleryPage: Int = 1, $date: String, $time: String) {
    page(path: $path) {
      ...ContentPageFields
    }
  }
`);
