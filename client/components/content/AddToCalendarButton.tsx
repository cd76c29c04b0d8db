import type { CalendarLinksFieldsFragment } from '../../gql/graphql';
import { lazyPart } from '../deferred/lazyPart';
import { DialogButton } from '../DialogButton';

const AddToCalendarDialog = lazyPart(() => import('./AddToCalendarDialog').then((m) => m.AddToCalendarDialog));

/** The add-to-calendar button, which opens its menu (AddToCalendarDialog). */
export function AddToCalendarButton({ links, title }: { links: CalendarLinksFieldsFragment; title: string }) {
  return (
    <DialogButton className="button button--secondary add-to-calendar-button" dialog={AddToCalendarDialog} dialogProps={{ links, title }}>
      Add to Calendar
    </DialogButton>
  );
}
