/** The microsite's title (spec §2) and its fixed paths. */
export const PRESCHINA_TITLE = 'Presidential China, 1780–1980';
export const PRESCHINA_PATH = '/preschina';
/**
 * The acknowledgments story has no tile (spec §2): the grid's Acknowledgments link carries its
 * anchor instead, so the story's way back (`gridTilePath`) lands where the visitor left.
 */
export const ACKNOWLEDGMENTS_SLUG = 'acknowledgments';
export const ACKNOWLEDGMENTS_PATH = `${PRESCHINA_PATH}/${ACKNOWLEDGMENTS_SLUG}`;

/** The grid with a president's tile in view: `/preschina#{slug}`. */
export function gridTilePath(slug: string): string {
  return `${PRESCHINA_PATH}#${slug}`;
}

/** Paths a story's HTML links to that this app routes itself (the grid and the stories). */
export function isMicrositeRoute(path: string): boolean {
  return /^\/preschina(\/[a-z0-9]+(-[a-z0-9]+)*)?$/.test(path);
}
