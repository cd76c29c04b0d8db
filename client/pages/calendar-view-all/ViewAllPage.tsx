import { ScreenHeading } from '../../components/ScreenHeading';

/** Flat view-all listing (/calendar/view-all/:range/:categories/:audiences?/:locations?). Only the heading for now: the screen itself is a later issue. */
export function ViewAllPage() {
  return <ScreenHeading title="Calendar" />;
}
