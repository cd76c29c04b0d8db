import { buildingHoursUrl } from './buildings';
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
  /** A building whose name starts with "online" is shown with a click icon. */
  isOnline: boolean;
  /** Away from the museum's buildings. */
  isOffSite: boolean;
  /** One line: "Gallery 101, Main Building", "Off Site", "Online". */
  text: string;
}

/**
 * A room and a building (or venue) as a Place: Off Site is said as such but is not a building (no
 * building, no hours link); a building named "online…" is flagged for the click icon. Null when
 * neither is known.
 */
export function placeOf(roomName: string | null | undefined, buildingName: string | null | undefined): Place | null {
  const room = cleanText(roomName);
  const place = cleanText(buildingName);
  if (room === null && place === null) return null;
  const isOffSite = place !== null && place.toLowerCase() === OFF_SITE.toLowerCase();
  const building = isOffSite ? null : place;
  return {
    room,
    building,
    hoursUrl: building ? buildingHoursUrl(building) : null,
    isOnline: building !== null && /^online/i.test(building),
    isOffSite,
    text: [room, isOffSite ? OFF_SITE : building].filter((part): part is string => part !== null).join(', '),
  };
}
