/**
 * True when a menu URL leaves the site (absolute http(s) or protocol-relative URLs); site-relative
 * paths, anchors and mail/phone links stay in the same window.
 */
export function isExternalUrl(url: string): boolean {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) || trimmed.startsWith('//');
}

/** Where a link goes (spec "Links"): a site path, another site, an anchor on the page, or the ticket store. */
export type LinkKind = 'INTERNAL' | 'EXTERNAL' | 'ANCHOR' | 'TICKETS';

/** How a ticket link launches the ticket store (spec §7: keyword, promocode, packageID, or a plain launch). */
export interface TicketLaunch {
  keyword: string | null;
  promocode: string | null;
  packageId: string | null;
}

/** A link resolved once, on the server, for the client to render as it is. */
export interface LinkTarget {
  kind: LinkKind;
  /** The href: a site path, an absolute URL, `#anchor`, or the query-only ticket link (`?keyword=…`). */
  url: string;
  /** External web links open in a new window; mail and phone links do not. */
  opensInNewWindow: boolean;
  /** Only for TICKETS. */
  ticket: TicketLaunch | null;
}

const SAFE_SCHEMES = /^(https?:|mailto:|tel:)/i;

function ticketLaunch(query: string): TicketLaunch {
  const params = new URLSearchParams(query);
  const value = (name: string) => params.get(name)?.trim() || null;
  return { keyword: value('keyword'), promocode: value('promocode'), packageId: value('packageID') ?? value('packageId') };
}

/**
 * Resolves a URL as editors and upstreams write it: `?…` launches the ticket store, `#…` is an
 * anchor, http(s) and protocol-relative URLs leave the site in a new window, mailto:/tel: leave it
 * in place, and paths stay on the site (a bare `visit/x` is read as `/visit/x`). Any other scheme
 * (javascript:, data:, …) and empty values give null: the link is dropped.
 */
export function linkTarget(raw: string | null | undefined): LinkTarget | null {
  const url = raw?.trim() ?? '';
  if (!url) return null;
  if (url.startsWith('?')) return { kind: 'TICKETS', url, opensInNewWindow: false, ticket: ticketLaunch(url) };
  if (url.startsWith('#')) return url.length > 1 ? { kind: 'ANCHOR', url, opensInNewWindow: false, ticket: null } : null;
  if (url.startsWith('//')) return { kind: 'EXTERNAL', url: `https:${url}`, opensInNewWindow: true, ticket: null };
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
    if (!SAFE_SCHEMES.test(url)) return null;
    return { kind: 'EXTERNAL', url, opensInNewWindow: isExternalUrl(url), ticket: null };
  }
  return { kind: 'INTERNAL', url: url.startsWith('/') ? url : `/${url}`, opensInNewWindow: false, ticket: null };
}
