import { SiteLink } from '../links/SiteLink';
import type { EventSummaryFieldsFragment } from '../../gql/graphql';

type Place = NonNullable<EventSummaryFieldsFragment['place']>;

/**
 * Where something is, in one line (spec §5): the building links to its page (the Main Building to
 * the museum map, others to their hours); off site the meeting text alone, as Off Site is not a
 * building; an online building gets the click icon.
 */
export function PlaceLine({ place }: { place: Place }) {
  if (!place.building) return <>{place.text}</>;
  const building = place.buildingUrl ? <SiteLink to={place.buildingUrl}>{place.building}</SiteLink> : place.building;
  return (
    <>
      {place.room ? `${place.room}, ` : null}
      {building}
      {place.isOnline ? (
        <svg className="place-line__click" viewBox="0 0 16 16" width="14" height="14" role="img" aria-label="(online)">
          <path d="M3 1l10 6-4.2 1.1L11 13l-1.8.9-2.2-4.8L3 12z" fill="currentColor" />
        </svg>
      ) : null}
    </>
  );
}
