import { ScreenHeading } from '../../components/ScreenHeading';

export type DetailKind = 'exhibition' | 'event' | 'event-series';

const HEADINGS: Record<DetailKind, string> = {
  exhibition: 'Exhibition',
  event: 'Event',
  'event-series': 'Event Series',
};

/** Exhibition, event and event-series detail pages (/calendar/{kind}/:id/:article?). Heading only for now. */
export function DetailPage({ kind }: { kind: DetailKind }) {
  return <ScreenHeading title={HEADINGS[kind]} />;
}
