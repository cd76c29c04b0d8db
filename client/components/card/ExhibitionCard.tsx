import type { ExhibitionSummaryFieldsFragment } from '../../gql/graphql';
import { Card } from './Card';
import { PlaceLine } from './PlaceLine';

/** An exhibition's card: its label for today (Now On View, Closing Soon, …), date text and place. */
export function ExhibitionCard({ exhibition, headingLevel, eager }: { exhibition: ExhibitionSummaryFieldsFragment; headingLevel?: 2 | 3 | 4; eager?: boolean }) {
  return (
    <Card
      title={exhibition.title}
      href={exhibition.url}
      image={exhibition.image}
      label={exhibition.label}
      headingLevel={headingLevel}
      eager={eager}
      meta={
        <>
          {exhibition.dateText ? <p>{exhibition.dateText}</p> : null}
          {exhibition.place ? (
            <p>
              <PlaceLine place={exhibition.place} />
            </p>
          ) : null}
        </>
      }
      body={exhibition.summary}
      tickets={exhibition.tickets}
    />
  );
}
