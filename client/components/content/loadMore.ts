/** Load-more default step (spec §9), for lists without a grid style of their own. */
export const DEFAULT_LOAD_MORE_STEP = 5;
