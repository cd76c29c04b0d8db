import type { CalendarLinksFieldsFragment } from '../../gql/graphql';
import { Modal, ModalBar } from '../Modal';

/**
 * The add-to-calendar menu (modal kind "add"): Outlook, iCal (the `.ics` file, saved as
 * download.ics), Google and Yahoo, in the spec's order. Focus moves into the menu and returns to the
 * button when it closes; Escape closes it.
 */
export function AddToCalendarDialog({ links, title, onClose }: { links: CalendarLinksFieldsFragment; title: string; onClose: () => void }) {
  const services = [
    { name: 'Outlook', href: links.outlook },
    { name: 'iCal', href: links.ics, download: true },
    { name: 'Google', href: links.google },
    { name: 'Yahoo', href: links.yahoo },
  ];
  return (
    <Modal open onClose={onClose} label="Add to calendar" className="modal--share">
      <ModalBar title="Add to calendar" onClose={onClose} />
      <p className="share__subject">{title}</p>
      <ul className="share__networks add-to-calendar__options">
        {services.map((service, index) =>
          service.download ? (
            <li key={service.name}>
              <a href={service.href} download="download.ics" data-autofocus={index === 0 ? '' : undefined}>
                {service.name}
                <span className="visually-hidden"> (downloads a calendar file)</span>
              </a>
            </li>
          ) : (
            <li key={service.name}>
              <a href={service.href} target="_blank" rel="noopener noreferrer" data-autofocus={index === 0 ? '' : undefined}>
                {service.name}
                <span className="visually-hidden"> (opens in a new window)</span>
              </a>
            </li>
          ),
        )}
      </ul>
    </Modal>
  );
}
