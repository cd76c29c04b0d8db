import { ScreenHeading } from '../../components/ScreenHeading';

/** The calendar (/calendar/:range?/:categories?/:audiences?/:locations?). Only the heading for now: the screen itself is a later issue. */
export function CalendarPage() {
  return <ScreenHeading title="Calendar" />;
}
