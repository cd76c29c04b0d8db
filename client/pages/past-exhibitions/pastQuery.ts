import { LISTING_FIRST } from '../../components/listing/loadMoreCounts';
import { graphql } from '../../gql';
import { routeQuery } from '../../routing/routeQuery';
import { decodePastYear, decodePastYears } from '../../url/calendarPaths';

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

/** Year sections shown first, and added by each "View More" (spec §4: the default step is 5). */
export const PAST_YEARS_STEP = 5;

/** /calendar/past-exhibitions/{years?}: the chosen years, hyphen-joined. */
export const pastExhibitionsRoute = routeQuery(PastExhibitionsPageQuery, ({ params }) => ({ years: decodePastYears(params.years).years, first: PAST_YEARS_STEP }));

/** /calendar/past-exhibitions/view-all/{year}; a malformed year asks for year 0, which has no listing. */
export const pastExhibitionYearRoute = routeQuery(PastExhibitionYearPageQuery, ({ params }) => ({ year: decodePastYear(params.year) ?? 0, first: LISTING_FIRST.grid }));
