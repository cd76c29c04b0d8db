import { graphql } from '../../gql';
import { routeQuery } from '../../routing/routeQuery';
import { decodePastYear, decodePastYears } from '../../url/calendarPaths';

/** Past exhibitions by year, the year filter's options included, in one round trip. */
export const PastExhibitionsPageQuery = graphql(`
  query PastExhibitionsPage($years: [Int!]) {
    pastExhibitions(years: $years) {
      selectedYears
      unavailable
      yearOptions {
        year
        total
        selected
      }
      years {
        year
        total
        hasViewAll
        viewAllText
        items(size: 3) {
          ...ExhibitionSummaryFields
        }
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

/** Cards of one year shown first, and added by each "View More". */
export const PAST_YEAR_STEP = 12;

/** /calendar/past-exhibitions/{years?}: the chosen years, hyphen-joined. */
export const pastExhibitionsRoute = routeQuery(PastExhibitionsPageQuery, ({ params }) => ({ years: decodePastYears(params.years).years }));

/** /calendar/past-exhibitions/view-all/{year}; a malformed year asks for year 0, which has no listing. */
export const pastExhibitionYearRoute = routeQuery(PastExhibitionYearPageQuery, ({ params }) => ({ year: decodePastYear(params.year) ?? 0, first: PAST_YEAR_STEP }));
