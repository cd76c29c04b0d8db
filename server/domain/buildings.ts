/** The museum's buildings (spec §9), each with hours on /visit/locations-hours. */
export const BUILDINGS = ['Main Building', 'Fairmount Park Houses', 'Rodin Museum', 'Perelman Building'] as const;

/** A building's slug, as the content service names locations: "Main Building" → "main-building". */
export function buildingSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The link to a building's hours: `/visit/locations-hours#{slug}`. */
export function hoursUrl(slug: string): string {
  return `/visit/locations-hours#${slug}`;
}

/** The hours link of one of the museum's buildings, or null for any other place name. */
export function buildingHoursUrl(name: string): string | null {
  const known = BUILDINGS.find((building) => building.toLowerCase() === name.trim().toLowerCase());
  return known ? hoursUrl(buildingSlug(known)) : null;
}

/** The place name that is not a building (spec §5). */
export const OFF_SITE = 'Off Site';

/** How a place (an object's or an event's building) is shown. */
export interface PlaceDisplay {
  /** The building to show; null for none, and for Off Site, which is not a building. */
  building: string | null;
  isOffSite: boolean;
  /** A building whose name starts with "online" is shown with a click icon (spec §5). */
  isOnline: boolean;
  /** The building's hours page, for the museum's own buildings. */
  hoursUrl: string | null;
}

/** Spec §5: a location of Off Site is not shown as a building; a building whose name starts with 'online' gets a click icon. */
export function placeDisplay(name: string | null): PlaceDisplay {
  const place = name?.trim() || null;
  const isOffSite = place !== null && place.toLowerCase() === OFF_SITE.toLowerCase();
  const building = isOffSite ? null : place;
  return { building, isOffSite, isOnline: building !== null && /^online/i.test(building), hoursUrl: building ? buildingHoursUrl(building) : null };
}
