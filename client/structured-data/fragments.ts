import { graphql } from '../gql';

/** A place with its postal address, for the location of an event. */
export const AddressedPlaceFields = graphql(`
  fragment AddressedPlaceFields on Place {
    ...PlaceFields
    address {
      street
      city
      state
      zipcode
    }
  }
`);

/** One step of a page's breadcrumbs. */
export const BreadcrumbFields = graphql(`
  fragment BreadcrumbFields on Breadcrumb {
    title
    path
  }
`);

/** The museum's name, accounts, address and hours (the homepage and the hours page). */
export const MuseumFields = graphql(`
  fragment MuseumFields on Museum {
    name
    socialLinks {
      url
    }
    building {
      address {
        street
        city
        state
        zipcode
        lat
        lng
      }
      openingHours {
        days
        opens
        closes
      }
      specialHours {
        date
        opens
        closes
      }
    }
  }
`);
