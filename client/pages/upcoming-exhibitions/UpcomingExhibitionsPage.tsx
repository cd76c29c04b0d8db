import { ScreenHeading } from '../../components/ScreenHeading';

/** Upcoming exhibitions list (/calendar/upcoming-exhibitions). Only the heading for now: the screen itself is a later issue. */
export function UpcomingExhibitionsPage() {
  return <ScreenHeading title="Upcoming Exhibitions" />;
}
