import { graphql } from '../gql';

/** Everything the site chrome shows, in one round trip: site, menus, alerts and today's hours. */
export const ChromeQuery = graphql(`
  query Chrome {
    site {
      title
      description
      currentYear
      newsletterEmailPattern
      ticketStoreUrl
      socialLinks {
        network
        label
        url
      }
    }
    navigation {
      primary {
        ...ChromeMenuLink
        children {
          ...ChromeMenuLink
        }
      }
      secondary {
        ...ChromeMenuLink
      }
      deepFooter {
        ...ChromeMenuLink
      }
    }
    alerts {
      id
      text
      icon
    }
    locations {
      id
      slug
      title
      isPrimary
      hoursUrl
      address {
        street
        city
        state
        zipcode
        addressOverride
      }
      today {
        isOpen
        text
      }
    }
  }

  fragment ChromeMenuLink on MenuLink {
    id
    title
    secondaryTitle
    url
    isExternal
  }
`);
