import { graphql } from '../../gql';

/** Everything the object page shows, in one round trip: the record, its images and rights, related objects and content. */
export const CollectionObjectPageQuery = graphql(`
  query CollectionObjectPage($id: ID!) {
    collectionObject(id: $id) {
      id
      url
      title
      titles {
        title
        type
      }
      dated
      artists {
        name
        rolePhrase
        dates
        searchUrl
      }
      medium
      dimensions
      classification
      creditLine
      accessionNumber
      geography {
        place
        type
        searchUrl
      }
      context
      summary
      label {
        paragraphs
        isClamped
        clampedParagraphs
      }
      provenance
      exhibitionHistory {
        text
      }
      publishedReferences
      location {
        room
        building
        buildingUrl
        isOnline
        text
      }
      copyright
      shareImage {
        url
        alt
        width
      }
      images {
        id
        isPrimary
        alt
        thumbnailUrl
        url
        largeUrl
        sizes {
          width
          url
        }
        downloadUrl
        downloadFileName
      }
      imageRights {
        canFullscreen
        canDownload
        unavailableMessage
      }
      relatedObjects {
        id
        title
        url
        artist
        artistRolePhrase
        artistDate
        afterArtist
        culture
        imageUrl
        imageAlt
      }
      relatedContent {
        title
        url
        isExternal
        typeLabel
        imageUrl
      }
    }
  }
`);
