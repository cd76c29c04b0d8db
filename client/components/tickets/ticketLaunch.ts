/** How the ticket store opens (spec §2: keyword, promocode, packageID, or a plain launch). */
export interface TicketLaunch {
  keyword: string | null;
  promocode: string | null;
  packageId: string | null;
  /** What the visitor is buying (the exhibition's or event's title), when the button knows it: the dialog's title. */
  title?: string | null;
}

export const PLAIN_LAUNCH: TicketLaunch = { keyword: null, promocode: null, packageId: null };

/** The query parameters that launch the store, as the store names them. */
const PARAMS = { keyword: 'keyword', promocode: 'promocode', packageId: 'packageID' } as const;

function value(params: URLSearchParams, name: string): string | null {
  return params.get(name)?.trim() || null;
}

/** The launch a query string asks for (`?keyword=GALA`, `?packageID=7`, `?` for a plain one). `packageId` is read too, as editors type it. */
export function launchFromQuery(query: string): TicketLaunch {
  const params = new URLSearchParams(query);
  return { keyword: value(params, PARAMS.keyword), promocode: value(params, PARAMS.promocode), packageId: value(params, PARAMS.packageId) ?? value(params, 'packageId') };
}

/** True when a page's query string opens the store (someone typed or followed `…?keyword=GALA`). */
export function launchesStore(query: string): boolean {
  const launch = launchFromQuery(query);
  return launch.keyword !== null || launch.promocode !== null || launch.packageId !== null;
}

/** The query string without the store's launch parameters (what stays in the address bar once the dialog closes). */
export function withoutLaunch(query: string): string {
  const params = new URLSearchParams(query);
  for (const name of [...Object.values(PARAMS), 'packageId']) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** A launch from a link's data attributes (`data-keyword`, `data-promocode`, `data-packageid`), as rich text writes them. */
export function launchFromDataset(dataset: DOMStringMap): TicketLaunch {
  const read = (name: string) => dataset[name]?.trim() || null;
  return { keyword: read('keyword'), promocode: read('promocode'), packageId: read('packageid') ?? read('packageId') };
}

/** The store's address for a launch: `{store}?keyword=…&promocode=…&packageID=…`, or the store alone. */
export function storeUrl(store: string, launch: TicketLaunch): string {
  const url = new URL(store);
  for (const [key, name] of Object.entries(PARAMS) as [keyof TicketLaunch, string][]) {
    const launchValue = launch[key];
    if (launchValue) url.searchParams.set(name, launchValue);
  }
  return url.href;
}

/**
 * What the dialog says it opens: what the visitor is buying ("Tickets: Threads of Light") when the
 * button knows it, else the store's keyword ("Tickets: GALA"), package ("Ticket package 7"), or
 * plain "Tickets". A keyword is the store's code, not a name a visitor reads.
 */
export function launchLabel(launch: TicketLaunch): string {
  if (launch.title) return `Tickets: ${launch.title}`;
  if (launch.keyword) return `Tickets: ${launch.keyword}`;
  if (launch.packageId) return `Ticket package ${launch.packageId}`;
  return 'Tickets';
}
