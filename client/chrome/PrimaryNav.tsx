import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { SmartLink } from '../components/SmartLink';
import type { PrimaryMenuItem } from './chromeTypes';

/**
 * Desktop primary navigation: each section with children is a disclosure button (aria-expanded)
 * controlling its dropdown. Enter/Space toggle (native button), Escape closes and returns focus to
 * the button, and focus or a click leaving the item closes it.
 */
export function PrimaryNav({ items }: { items: PrimaryMenuItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const location = useLocation();

  // A followed link closes the dropdown it came from.
  useEffect(() => setOpenId(null), [location.pathname]);

  return (
    <nav className="primary-nav" aria-label="Main">
      <ul className="primary-nav__list">
        {items.map((item) =>
          item.children.length > 0 ? (
            <DropdownItem
              key={item.id}
              item={item}
              open={openId === item.id}
              onToggle={(open) => setOpenId(open ? item.id : null)}
            />
          ) : (
            <li key={item.id} className="primary-nav__item">
              <SmartLink className="primary-nav__link" href={item.url} isExternal={item.isExternal}>
                {item.title}
              </SmartLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

interface DropdownItemProps {
  item: PrimaryMenuItem;
  open: boolean;
  onToggle: (open: boolean) => void;
}

function DropdownItem({ item, open, onToggle }: DropdownItemProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = `primary-nav-${item.id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onToggle(false);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget)) onToggle(false);
  };

  return (
    <li className="primary-nav__item" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="primary-nav__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onToggle(!open)}
      >
        {item.title}
        <span className="primary-nav__caret" aria-hidden="true" />
      </button>
      <ul id={panelId} className="primary-nav__dropdown" hidden={!open}>
        <li>
          <SmartLink className="primary-nav__sublink" href={item.url} isExternal={item.isExternal}>
            {item.title}
          </SmartLink>
        </li>
        {item.children.map((child) => (
          <li key={child.id}>
            <SmartLink className="primary-nav__sublink" href={child.url} isExternal={child.isExternal}>
              <span className="primary-nav__subtitle">{child.title}</span>
              {child.secondaryTitle ? <span className="primary-nav__secondary">{child.secondaryTitle}</span> : null}
            </SmartLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
