import { AddToCalendarButton } from '../../../components/content/AddToCalendarButton';
import { TargetLink } from '../../../components/links/TargetLink';
import { ShareButton } from '../../../components/share/ShareButton';
import type { CalendarLinksFieldsFragment, LinkTargetFieldsFragment } from '../../../gql/graphql';

/** What a detail page offers under its hero (props from the page's answer, so they stay the same objects while it does). */
export interface DetailActionsProps {
  /** The page's title: the tickets link names it, the share dialog shares under it. */
  title: string;
  tickets?: LinkTargetFieldsFragment | null;
  addToCalendar?: CalendarLinksFieldsFragment | null;
  /** What the calendar entry is called (an event series' next date); the page's title by default. */
  addToCalendarTitle?: string;
  /** The site path the share button shares. */
  sharePath: string;
}

/** A detail page's actions: Get Tickets while it can be booked, Add to Calendar, Share. */
export function DetailActions({ title, tickets, addToCalendar, addToCalendarTitle = title, sharePath }: DetailActionsProps) {
  return (
    <>
      {tickets ? (
        <TargetLink target={tickets} className="button button--primary" ticketsFor={title}>
          Get Tickets<span className="visually-hidden">: {title}</span>
        </TargetLink>
      ) : null}
      {addToCalendar ? <AddToCalendarButton links={addToCalendar} title={addToCalendarTitle} /> : null}
      <ShareButton title={title} path={sharePath} />
    </>
  );
}
