/** Labels of the search service's document types, as cards show them ("Exhibition", "Event"…). */
const TYPE_LABELS: Readonly<Record<string, string>> = {
  collections: 'Artwork',
  events: 'Event',
  eventSeries: 'Event Series',
  exhibitions: 'Exhibition',
  visiting: 'Visit',
  membership: 'Membership',
  research: 'Research',
  about: 'About the Museum',
};

/** The card label of a search document type; unknown types read as a plain page. */
export function resultTypeLabel(type: string): string {
  return TYPE_LABELS[type] ?? 'Page';
}
