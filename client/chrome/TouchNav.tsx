import { useEffect, useRef, useState } from 'react';
import { SiteLink } from '../components/links/SiteLink';
import { Modal } from '../components/Modal';
import { SmartLink } from '../components/SmartLink';
import { HoursLink } from './HoursLink';
import { TicketLink } from '../components/tickets/TicketLink';
import { BUY_TICKETS_LINK, MEMBERSHIP_PATH } from './callsToAction';
import type { ChromeLocation, MenuLinkData, PrimaryMenuItem } from './chromeTypes';

interface TouchNavProps {
  onClose: () => void;
  items: PrimaryMenuItem[];
  secondary: MenuLinkData[];
  location: ChromeLocation | undefined;
}

/** Touch navigation below 1088 px: a drawer whose sections open a submenu with a Back button (mounted while it is open). */
export function TouchNav({ onClose, items, secondary, location }: TouchNavProps) {
  const [submenuId, setSubmenuId] = useState<string | null>(null);
  const submenu = items.find((item) => item.id === submenuId);
  const barRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLElement>(null);
  const lastSubmenuId = useRef<string | null>(null);

  // Moving between the drawer's levels replaces the focused button: put focus somewhere sensible.
  useEffect(() => {
    if (submenuId) {
      barRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (lastSubmenuId.current) {
      listRef.current?.querySelector<HTMLElement>(`[data-submenu="${lastSubmenuId.current}"]`)?.focus();
    }
    lastSubmenuId.current = submenuId;
  }, [submenuId]);
  const close = () => {
    setSubmenuId(null);
    onClose();
  };

  return (
    <Modal open onClose={close} label="Menu" hideAboveBreakpoint className="modal--nav">
      <div className="modal__bar" ref={barRef}>
        {submenu ? (
          <button type="button" className="button button--ghost" onClick={() => setSubmenuId(null)} data-autofocus>
            Back
          </button>
        ) : (
          <h2 className="modal__title">Menu</h2>
        )}
        <button type="button" className="button button--ghost" onClick={close}>
          Close
        </button>
      </div>
      <nav ref={listRef} className="touch-nav" aria-label={submenu ? submenu.title : 'Main'}>
        {submenu ? (
          <ul className="touch-nav__list">
            <li>
              <SmartLink className="touch-nav__link" href={submenu.url} isExternal={submenu.isExternal} onClick={close}>
                {submenu.title}
              </SmartLink>
            </li>
            {submenu.children.map((child) => (
              <li key={child.id}>
                <SmartLink className="touch-nav__link" href={child.url} isExternal={child.isExternal} onClick={close}>
                  {child.title}
                </SmartLink>
              </li>
            ))}
          </ul>
        ) : (
          <ul className="touch-nav__list">
            {items.map((item) => (
              <li key={item.id}>
                {item.children.length > 0 ? (
                  <button type="button" className="touch-nav__link touch-nav__open"
                    data-submenu={item.id}
                    onClick={() => setSubmenuId(item.id)}>
                    {item.title}
                  </button>
                ) : (
                  <SmartLink className="touch-nav__link" href={item.url} isExternal={item.isExternal} onClick={close}>
                    {item.title}
                  </SmartLink>
                )}
              </li>
            ))}
          </ul>
        )}
      </nav>
      {submenu ? null : (
        <div className="touch-nav__extras">
          <HoursLink className="touch-nav__hours" location={location} onClick={close} />
          <ul className="touch-nav__secondary">
            {secondary.map((link) => (
              <li key={link.id}>
                <SmartLink href={link.url} isExternal={link.isExternal} onClick={close}>
                  {link.title}
                </SmartLink>
              </li>
            ))}
          </ul>
          <div className="touch-nav__ctas">
            <SiteLink className="button button--secondary" to={MEMBERSHIP_PATH} onClick={close}>
              Membership
            </SiteLink>
            <TicketLink className="button button--primary" url={BUY_TICKETS_LINK}>
              Buy Tickets
            </TicketLink>
          </div>
        </div>
      )}
    </Modal>
  );
}
