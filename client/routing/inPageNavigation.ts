/**
 * Navigation state that marks a move within the same screen (a calendar date or filter click): the
 * layout then leaves focus and scroll where the visitor is, instead of moving to the new page's top.
 */
export const IN_PAGE_NAVIGATION = { inPage: true } as const;

export function isInPageNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'inPage' in state && state.inPage === true;
}
