import { ScreenHeading } from '../../components/ScreenHeading';

/** Past exhibitions grouped by year (/calendar/past-exhibitions/:years?). Only the heading for now: the screen itself is a later issue. */
export function PastExhibitionsPage() {
  return <ScreenHeading title="Past Exhibitions" />;
}
