import { useState } from 'react';
import type { CalendarLinksFieldsFragment } from '../../gql/graphql';
import { Modal, ModalBar } from '../Modal';

/**
 * The add-to-calendar button and its menu (modal kind "add"): Outlook, iCal (the `.ics` file, saved as
 * download.ics), Google and Yahoo, in the spec's order. Focus moves into the menu and returns to the
 * button when it closes; Escape closes it.
 */
export function AddToCalendarButton({ links, title }: { links: CalendarLinksFieldsFragment; title: string }) {
  const [open, setOpen] = useState(false);
  const services = [
    { name: 'Outlook', href: links.outlook },
    { name: 'iCal', href: links.ics, download: true },
    { name: 'Google', href: links.google },
    { name: 'Yahoo', href: links.yahoo },
  ];
  return (
    <>
      <button type="button" className="button button--secondary add-to-calendar-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Add to Calendar
      </button>
      <Modal open={open} onClose={() => setOpen(false)} label="Add to calendar" className="modal--share">
        <ModalBar title="Add to calendar" onClose={() => setOpen(false)} />
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
    </>
  );
}
