import { graphql } from '../../gql';

/** What a year section shows: its year, three of its exhibitions and its "View all" link. */
export const PastYearGroupFields = graphql(`
  fragment PastYearGroupFields on PastExhibitionYear {
    year
    total
    hasViewAll
    viewAllText
    items(size: 3) {
      ...ExhibitionSummaryFields
    }
  }
`);

/**
 * Past exhibitions by year, the year filter's options included, in one round trip: the first
 * `$first` year sections (the rest come with "View More", so the page does not carry every year's
 * cards).
 */
export const PastExhibitionsPageQuery = graphql(`
  query PastExhibitionsPage($years: [Int!], $first: Int) {
    pastExhibitions(years: $years) {
      selectedYears
      unavailable
      historyUrl
      yearOptions {
        year
        total
        selected
      }
      totalYears
      years(size: $first) {
        ...PastYearGroupFields
      }
    }
  }
`);

/** More year sections ("View More"). */
export const PastExhibitionsMoreYearsQuery = graphql(`
  query PastExhibitionsMoreYears($years: [Int!], $from: Int, $size: Int) {
    pastExhibitions(years: $years) {
      years(from: $from, size: $size) {
        ...PastYearGroupFields
      }
    }
  }
`);

/** Every exhibition of one past year. */
export const PastExhibitionYearPageQuery = graphql(`
  query PastExhibitionYearPage($year: Int!, $first: Int) {
    pastExhibitionYear(year: $year) {
      year
      title
      total
      unavailable
      items(size: $first) {
        ...ExhibitionSummaryFields
      }
    }
  }
`);

/** More of one year's exhibitions ("View More"). */
export const PastExhibitionYearMoreQuery = graphql(`
  query PastExhibitionYearMore($year: Int!, $from: Int, $size: Int) {
    pastExhibitionYear(year: $year) {
      items(from: $from, size: $size) {
        ...ExhibitionSummaryFields
      }
    }
  }
`);

