/** The header's fixed calls to action (spec "Global chrome"). */
export const MEMBERSHIP_PATH = '/join/membership';
/** Ticket store launches are a later issue; until then Buy Tickets leads to the visit page. */
export const TICKETS_PATH = '/visit';
