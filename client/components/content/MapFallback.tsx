import type { MapFieldsFragment } from '../../gql/graphql';

/**
 * The map of a place (spec §5: only with latitude, longitude, address, place and link). No map
 * service is reachable from the site, so it shows as the place and address with a link to the map.
 */
export function MapFallback({ map }: { map: MapFieldsFragment }) {
  return (
    <div className="map-fallback" role="group" aria-label={`Map: ${map.place}`}>
      <svg className="map-fallback__pin" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
        <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" fill="currentColor" />
      </svg>
      <div>
        <p className="map-fallback__place">{map.place}</p>
        <p>{map.address}</p>
        <p>
          <a href={map.url} target="_blank" rel="noopener noreferrer">
            View on a map
            <span className="visually-hidden"> (opens in a new window)</span>
          </a>
        </p>
      </div>
    </div>
  );
}
