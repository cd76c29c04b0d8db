import { useId } from 'react';
import { DeferredHydration } from '../../components/deferred/DeferredHydration';
import { lazyPart } from '../../components/deferred/lazyPart';
import type { CalendarSectionProps } from './CalendarSectionCards';

// Six sections of eight cards are most of the page: each hydrates when it nears the viewport, and
// the cards' code (and View More's) loads then, so the first screen does not wait for it.
const CalendarSectionCards = lazyPart(() => import('./CalendarSectionCards').then((m) => m.CalendarSectionCards));

/** One category's section of the calendar: in the server's HTML as it is, live once near. */
export function CalendarSection(props: CalendarSectionProps) {
  const headingId = useId();
  return (
    <DeferredHydration as="section" className="calendar-section" aria-labelledby={headingId}>
      <CalendarSectionCards {...props} headingId={headingId} />
    </DeferredHydration>
  );
}
