import { graphql } from '../../../gql';

/** What every section has. */
export const SectionCommonFields = graphql(`
  fragment SectionCommonFields on SectionFields {
    key
    title
    subtitle
    summary
    style
    size
    isHighlighted
    isCollapsible
    jumpLink {
      title
      anchor
    }
    image {
      ...ImageFields
    }
    imageCaption
    link {
      ...ContentLinkFields
    }
    body {
      ...RichTextFields
    }
  }
`);

/** Each section type's own parts. */
export const SectionFieldsFragment = graphql(`
  fragment SectionParts on Section {
    __typename
    ...SectionCommonFields
    ... on TextSection {
      videos {
        ...VideoFields
      }
    }
    ... on GallerySection {
      galleryStyle
      showCaptions
      images {
        ...ImageFields
      }
    }
    ... on GridSection {
      gridStyle
      showMediaType
      firstCount
      loadMoreStep
      items {
        ...RelatedItemFields
      }
    }
    ... on RelatedContentSection {
      showMediaType
      firstCount
      loadMoreStep
      items {
        ...RelatedItemFields
      }
    }
    ... on CalloutSection {
      callout {
        ...CalloutFields
      }
    }
    ... on CalloutGridSection {
      callouts {
        ...CalloutFields
      }
    }
    ... on LocationSection {
      location {
        ...LocationFields
      }
      map {
        ...MapFields
      }
    }
    ... on LocationHoursSection {
      location {
        ...LocationFields
      }
    }
    ... on EmbeddedCodeSection {
      html
    }
    ... on RelatedContentTabsSection {
      tabs {
        title
        anchor
        items {
          ...RelatedItemFields
        }
      }
    }
  }
`);

/** A building as content sections show it: address, today's hours and the week's. */
export const LocationFields = graphql(`
  fragment LocationFields on Location {
    id
    slug
    title
    hoursUrl
    address {
      street
      city
      state
      zipcode
      addressOverride
    }
    weeklyHours {
      day
      hours
    }
    holidayHoursShort
    holidayHoursLong
    hoursTitle
    hoursContact {
      text
      href
    }
    today {
      text
      note
    }
  }
`);
