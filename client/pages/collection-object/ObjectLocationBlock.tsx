import { SmartLink } from '../../components/SmartLink';
import type { ObjectData } from './objectData';

/** A pointing hand: online buildings get this click icon (spec §5). */
function ClickIcon() {
  return (
    <svg className="object-location__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M9 2a2 2 0 0 1 2 2v6.3l5.6 1.2a2 2 0 0 1 1.6 2.3l-1 6.2A2.5 2.5 0 0 1 14.7 22H10a2.5 2.5 0 0 1-2-1l-4.3-5.7a1.6 1.6 0 0 1 2.3-2.2L7 14V4a2 2 0 0 1 2-2Z" />
    </svg>
  );
}

/** Where the object is: room and building (the building linked to its hours), or "Currently not on view". */
export function ObjectLocationBlock({ location }: { location: ObjectData['location'] }) {
  const building = location.building;
  return (
    <section className="object-location" aria-label="Location">
      <p className="object-location__text">
        {building ? (
          <>
            {location.room ? `${location.room}, ` : null}
            {location.isOnline ? <ClickIcon /> : null}
            {location.buildingUrl ? <SmartLink href={location.buildingUrl}>{building}</SmartLink> : building}
          </>
        ) : (
          location.text
        )}
      </p>
    </section>
  );
}
