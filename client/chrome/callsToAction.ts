/** The header's fixed calls to action (spec "Global chrome"). */
export const MEMBERSHIP_PATH = '/join/membership';
/** Buy Tickets is a plain launch of the ticket store (a query-only link with no parameters). */
export const BUY_TICKETS_LINK = '?';
