/**
 * A link to the events search for a text (content spec §2 links: `/search/events?q=…`): where an
 * event or a series without dates points its visitors.
 */
export function eventSearchUrl(text: string): string {
  return `/search/events?${new URLSearchParams({ q: text }).toString()}`;
}
