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

/** The page of every building's hours. */
export const HOURS_PAGE_PATH = '/visit/locations-hours';

/** The link to a building's hours: `/visit/locations-hours#{slug}`. */
export function hoursUrl(slug: string): string {
  return `${HOURS_PAGE_PATH}#${slug}`;
}

/** The pages that describe the museum itself to search engines (its name, address and hours): the homepage and the hours page. */
export function describesMuseum(path: string): boolean {
  return path === '/' || path === HOURS_PAGE_PATH;
}

/** The hours link of one of the museum's buildings, or null for any other place name. */
export function buildingHoursUrl(name: string): string | null {
  const known = BUILDINGS.find((building) => building.toLowerCase() === name.trim().toLowerCase());
  return known ? hoursUrl(buildingSlug(known)) : null;
}
