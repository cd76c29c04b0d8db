import { OFF_SITE, placeOf } from './place';

/** The location block's text for an object in storage (spec §2). */
export const NOT_ON_VIEW = 'Currently not on view';

export interface LocationInput {
  /** The record's OnView flag: 1 means on view. */
  onView: number | boolean | null;
  /** Gallery (room), for example "Gallery 101". */
  gallery: string | null;
  /** Building, for example "Main Building" (the record's Building, else its Site). */
  building: string | null;
}

export interface ObjectLocation {
  isOnView: boolean;
  /** The room (gallery), when on view and known. */
  room: string | null;
  /** The building, when on view in one; never "Off Site". */
  building: string | null;
  /** The building's hours page, for the museum's own buildings. */
  buildingUrl: string | null;
  /** A building whose name starts with "online" is shown with a click icon (spec §5). */
  isOnline: boolean;
  /** On view away from the museum's buildings. */
  isOffSite: boolean;
  /** The block's text: "Gallery 101, Main Building", "Off Site", "Currently not on view". */
  text: string;
}

/** The location block (spec §2, §5): the object's place when it is on view, otherwise "Currently not on view". */
export function objectLocation({ onView, gallery, building }: LocationInput): ObjectLocation {
  const place = onView === 1 || onView === true ? placeOf(gallery, building) : null;
  if (!place) return { isOnView: false, room: null, building: null, buildingUrl: null, isOnline: false, isOffSite: false, text: NOT_ON_VIEW };
  // An object's room is a gallery, not an event's meeting text: off site, the line keeps saying so.
  const text = place.isOffSite && place.room ? `${place.room}, ${OFF_SITE}` : place.text;
  return { isOnView: true, room: place.room, building: place.building, buildingUrl: place.hoursUrl, isOnline: place.isOnline, isOffSite: place.isOffSite, text };
}
