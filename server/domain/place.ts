import { buildingHoursUrl } from './buildings';

/** Where the Main Building's name leads on cards and pages (spec §2: "/visit/museum-map, linked from main-building listings"). */
export const MUSEUM_MAP_PATH = '/visit/museum-map';
import { cleanText } from './text';

/** The place name that is not a building (spec §5). */
export const OFF_SITE = 'Off Site';

/** Where something is or happens, as pages show it (spec §5). */
export interface Place {
  /** The room or gallery, when known. */
  room: string | null;
  /** The building; never "Off Site", which is not a building. */
  building: string | null;
  /** The building's hours page, for the museum's own buildings. */
  hoursUrl: string | null;
  /** Where the building's name links: the museum map for the Main Building, else its hours page. */
  buildingUrl: string | null;
  /** A building whose name starts with "online" is shown with a click icon. */
  isOnline: boolean;
  /** Away from the museum's buildings. */
  isOffSite: boolean;
  /** One line: "Gallery 101, Main Building", "Online"; off site, the meeting text alone, else "Off Site". */
  text: string;
}

/**
 * A room and a building (or venue) as a Place: Off Site is a location filter value, not a building
 * (no building, no link): the line is the meeting text ("Meet at 23rd Street and Fairmount Avenue")
 * alone, or "Off Site" when there is none; a building named "online…" is flagged for the click icon.
 * Null when neither is known.
 */
export function placeOf(roomName: string | null | undefined, buildingName: string | null | undefined): Place | null {
  const room = cleanText(roomName);
  const place = cleanText(buildingName);
  if (room === null && place === null) return null;
  const isOffSite = place !== null && place.toLowerCase() === OFF_SITE.toLowerCase();
  const building = isOffSite ? null : place;
  const hoursUrl = building ? buildingHoursUrl(building) : null;
  return {
    room,
    building,
    hoursUrl,
    buildingUrl: building?.toLowerCase() === 'main building' ? MUSEUM_MAP_PATH : hoursUrl,
    isOnline: building !== null && /^online/i.test(building),
    isOffSite,
    text: isOffSite ? (room ?? OFF_SITE) : [room, building].filter((part): part is string => part !== null).join(', '),
  };
}
