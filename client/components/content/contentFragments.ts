import { graphql } from '../../gql';

/** An image at the size of where it shows. */
export const ImageFields = graphql(`
  fragment ImageFields on Image {
    url
    srcSet
    width
    height
    alt
    caption
    preventDownload
  }
`);

/** An editor's link: title over a resolved target. */
export const ContentLinkFields = graphql(`
  fragment ContentLinkFields on ContentLink {
    title
    secondaryTitle
    target {
      ...LinkTargetFields
    }
  }
`);

/** A click-to-load video. */
export const VideoFields = graphql(`
  fragment VideoFields on Video {
    provider
    videoId
    embedUrl
    watchUrl
    caption
    showCaption
    title
  }
`);

/** A place with its map link. */
export const MapFields = graphql(`
  fragment MapFields on MapLocation {
    lat
    lng
    address
    place
    url
    isStatic
  }
`);

/** An artwork as content pages show it. */
export const ArtworkCardFields = graphql(`
  fragment ArtworkCardFields on ArtworkResult {
    id
    title
    url
    image {
      url
      alt
    }
    artist {
      line
    }
    dated
  }
`);

/** A card of related content, whatever it is. */
export const RelatedItemFields = graphql(`
  fragment RelatedItemFields on RelatedItem {
    __typename
    ... on ExhibitionSummary {
      ...ExhibitionSummaryFields
    }
    ... on EventSummary {
      ...EventSummaryFields
    }
    ... on ContentCard {
      id
      title
      url
      typeLabel
      summary
      image {
        url
        alt
      }
    }
  }
`);

/** A callout. */
export const CalloutFields = graphql(`
  fragment CalloutFields on Callout {
    key
    title
    summary
    image {
      ...ImageFields
    }
    link {
      ...ContentLinkFields
    }
  }
`);

/** Add-to-calendar links. */
export const CalendarLinksFields = graphql(`
  fragment CalendarLinksFields on CalendarLinks {
    google
    yahoo
    outlook
    ics
  }
`);

/** Credits of a detail page. */
export const CreditGroupFields = graphql(`
  fragment CreditGroupFields on CreditGroup {
    kind
    title
    credits {
      key
      name
      body
      image {
        ...ImageFields
      }
      imageCaption
    }
  }
`);
