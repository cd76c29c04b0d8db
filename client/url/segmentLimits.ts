/** Bounds and words shared by the calendar's and the exhibition listings' URL codecs. */

/** The word a segment or a filter takes for no filter. */
export const ALL = 'all';
/** A segment longer than this is not a visitor's: the page answers not found. */
export const MAX_SEGMENT_LENGTH = 512;
/** Values read from one segment; a visitor never chooses more. */
export const MAX_VALUES = 20;
