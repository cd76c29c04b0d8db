/** The chrome query of every page: site settings, menus, alerts and the buildings' hours. */
export const CHROME_QUERY = /* GraphQL */ `
  query Chrome {
    site { title description closedDaysOfWeek today currentYear socialLinks { network label url } openDates { date name } }
    navigation {
      primary { id title url isExternal children { id title url isExternal } }
      secondary { id title url isExternal }
      deepFooter { id title url isExternal }
    }
    alerts { id text expiresAt }
    locations {
      slug title isPrimary hoursUrl
      address { street city zipcode lat lng }
      weeklyHours { day hours }
      today { date isOpen text hours note }
    }
  }
`;

export const PAGE_QUERY = /* GraphQL */ `
  query Page($path: String!) { page(path: $path) { ... on RoutedPage { id path title intro type } } }
`;
