import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { HeaderActions } from './HeaderActions';
import { PrimaryNav } from './PrimaryNav';
import { SearchModal } from './SearchModal';
import { SecondaryNav } from './SecondaryNav';
import { TouchNav } from './TouchNav';
import type { ChromeLocation, MenuLinkData, PrimaryMenuItem } from './chromeTypes';
import { useStickyHeader } from './useStickyHeader';

interface HeaderProps {
  siteTitle: string;
  primary: PrimaryMenuItem[];
  secondary: MenuLinkData[];
  location: ChromeLocation | undefined;
}

type ModalKind = 'search' | 'nav' | null;

/** The site header: logo, secondary nav with hours, primary nav, actions, and the search and nav modals. */
export function Header({ siteTitle, primary, secondary, location }: HeaderProps) {
  const [modal, setModal] = useState<ModalKind>(null);
  const closeModal = () => setModal(null);
  const headerRef = useRef<HTMLElement>(null);
  const topBarRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  // The header sticks to the top: focused elements and hash anchors land below it.
  const sticky = useStickyHeader(headerRef, topBarRef, sentinelRef);

  return (
    <>
      <div ref={sentinelRef} className="site-header-sentinel" aria-hidden="true" />
      <header ref={headerRef} className="site-header" data-sticky={sticky}>
        <div ref={topBarRef} className="site-header__top">
          <SecondaryNav links={secondary} location={location} />
        </div>
        <div className="site-header__main">
          <Link className="site-header__logo" to="/">
            {siteTitle}
          </Link>
          <PrimaryNav items={primary} />
          <HeaderActions onSearch={() => setModal('search')} />
          <button type="button" className="button button--ghost site-header__menu" aria-haspopup="dialog" onClick={() => setModal('nav')}>
            Menu
          </button>
        </div>
        <SearchModal open={modal === 'search'} onClose={closeModal} />
        <TouchNav open={modal === 'nav'} onClose={closeModal} items={primary} secondary={secondary} location={location} />
      </header>
    </>
  );
}
