import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isPlainClick } from '../../routing/plainClick';
import { TicketDialogContext, type TicketDialogApi } from './TicketDialogContext';
import { launchesStore, launchFromDataset, launchFromQuery, withoutLaunch, type TicketLaunch } from './ticketLaunch';

/** A link that launches the store although it was not rendered by TicketLink (rich text from the content service). */
function launchOfLink(link: HTMLAnchorElement): TicketLaunch | null {
  const { dataset } = link;
  if ('keyword' in dataset || 'promocode' in dataset || 'packageid' in dataset || 'ticketLaunch' in dataset) return launchFromDataset(dataset);
  const href = link.getAttribute('href') ?? '';
  return href.startsWith('?') ? launchFromQuery(href) : null;
}

// The dialog's code loads when a launch first opens it (a page whose address carries a launch
// opens it after hydration, as before).
const TicketDialog = lazy(() => import('./TicketDialog').then((module) => ({ default: module.TicketDialog })));

/**
 * The site's one ticket dialog and what opens it: TicketLink (through the context), query-only and
 * data-attribute links in any HTML the site shows, and a page address that carries a launch
 * (`/calendar?keyword=GALA`, typed or followed). Closing a dialog the address opened takes the
 * launch out of the address, so Back and reload do not open it again.
 */
export function TicketDialogProvider({ store, children }: { store: string | null; children: ReactNode }) {
  const [launch, setLaunch] = useState<TicketLaunch | null>(null);
  const openedByAddress = useRef(false);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!store || !launchesStore(location.search)) return;
    openedByAddress.current = true;
    setLaunch(launchFromQuery(location.search));
  }, [store, location.search]);

  useEffect(() => {
    if (!store) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const found = link && !event.defaultPrevented && isPlainClick(event) ? launchOfLink(link) : null;
      if (!found) return;
      event.preventDefault();
      setLaunch(found);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [store]);

  const close = useCallback(() => {
    setLaunch(null);
    if (!openedByAddress.current) return;
    openedByAddress.current = false;
    navigate({ pathname: location.pathname, search: withoutLaunch(location.search), hash: location.hash }, { replace: true });
  }, [navigate, location.pathname, location.search, location.hash]);

  const api = useMemo<TicketDialogApi>(() => ({ store, open: setLaunch }), [store]);
  return (
    <TicketDialogContext.Provider value={api}>
      {children}
      {store && launch ? (
        <Suspense fallback={null}>
          <TicketDialog store={store} launch={launch} onClose={close} />
        </Suspense>
      ) : null}
    </TicketDialogContext.Provider>
  );
}
