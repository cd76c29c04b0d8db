/** Spec §9: the nav, search and filter modals hide above 1087 px; the mobile breakpoint is 640 px. */
export const MODAL_HIDE_ABOVE_PX = 1087;
export const MOBILE_BREAKPOINT_PX = 640;
export const ABOVE_MODAL_QUERY = `(min-width: ${MODAL_HIDE_ABOVE_PX + 1}px)`;
