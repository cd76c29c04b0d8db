import { createContext, useContext } from 'react';
import type { PageCookies } from './pageCookies';

/** The page cookies of this render: the request's on the server, `document.cookie` in the browser. */
export const PageCookiesContext = createContext<PageCookies>({ consented: false, closedAlerts: [] });

export function usePageCookies(): PageCookies {
  return useContext(PageCookiesContext);
}
