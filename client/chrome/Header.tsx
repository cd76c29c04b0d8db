import { lazy, Suspense, useRef, useState } from 'react';
import { SiteLink } from '../components/links/SiteLink';
import { HeaderActions } from './HeaderActions';
import { PrimaryNav } from './PrimaryNav';
import { SecondaryNav } from './SecondaryNav';
import type { ChromeLocation, MenuLinkData, PrimaryMenuItem } from './chromeTypes';
import { useStickyHeader } from './useStickyHeader';

interface HeaderProps {
  siteTitle: string;
  primary: PrimaryMenuItem[];
  secondary: MenuLinkData[];
  location: ChromeLocation | undefined;
}

type ModalKind = 'search' | 'nav' | null;

// The modals' code (the search box and its suggestions, the touch drawer) loads when one is first
// opened: no first render shows them, so no page waits for them.
const SearchModal = lazy(() => import('./SearchModal').then((module) => ({ default: module.SearchModal })));
const TouchNav = lazy(() => import('./TouchNav').then((module) => ({ default: module.TouchNav })));

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
          <SiteLink className="site-header__logo" to="/">
            {siteTitle}
          </SiteLink>
          <PrimaryNav items={primary} />
          <HeaderActions onSearch={() => setModal('search')} />
          <button type="button" className="button button--ghost site-header__menu" aria-haspopup="dialog" onClick={() => setModal('nav')}>
            Menu
          </button>
        </div>
        <Suspense fallback={null}>
          {modal === 'search' ? <SearchModal onClose={closeModal} /> : null}
          {modal === 'nav' ? <TouchNav onClose={closeModal} items={primary} secondary={secondary} location={location} /> : null}
        </Suspense>
      </header>
    </>
  );
}
