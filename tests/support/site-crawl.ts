import { load } from 'cheerio';

/** One page as the crawler gets it. */
export interface CrawledPage {
  status: number;
  /** The redirect target, for 3xx answers. */
  location?: string;
  /** The HTML, for 200 answers. */
  html?: string;
}

/** A link that does not land on a page, and where it was found. */
export interface BrokenLink {
  href: string;
  status: number;
  foundOn: string;
}

export interface CrawlOptions {
  /** Fetches one site path (with its query string); never throws for a status. */
  get: (path: string) => Promise<CrawledPage>;
  /** Where to start. */
  start?: string;
  /**
   * Pages of one route kind whose links are followed: every link is checked, but of, say, the
   * thousands of object pages only the first few are read for more links. Each kind's links are
   * alike, so this bounds the crawl without leaving a kind of link unchecked.
   */
  readPerKind?: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** A safety bound on pages requested. */
  maxPages?: number;
}

export interface CrawlResult {
  /** Site paths requested (each once, whatever its query string or anchor). */
  checked: string[];
  broken: BrokenLink[];
  /** Links to an anchor (`/path#id`, or `#id` on its own page) whose page has no element with that id. */
  missingAnchors: BrokenLink[];
}

/** Paths that are not pages of the site: built assets and the API. */
const NOT_PAGES = /^\/(?:assets|iiif)\//;

/**
 * The kind of a site path, for bounding which pages are read: its first two segments and its
 * depth (`/collection/object/3` and `/collection/object/4` are one kind; every content page is its own).
 */
export function routeKind(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return `${segments.slice(0, 2).join('/')}#${segments.length}`;
}

function hrefs(html: string): string[] {
  const $ = load(html);
  return $('a[href]')
    .map((_index, element) => $(element).attr('href') ?? '')
    .get();
}

/** The site-internal links of a page: `a[href]` that are site paths (not anchors, ticket launches, other hosts or assets). */
export function internalLinks(html: string): string[] {
  return hrefs(html).filter((href) => href.startsWith('/') && !href.startsWith('//') && !NOT_PAGES.test(href));
}

/** A page's links to a place on itself (`#id`; a bare `#` goes nowhere and is left out). */
export function samePageAnchors(html: string): string[] {
  return hrefs(html).filter((href) => href.startsWith('#') && href.length > 1);
}

/**
 * Crawls the site from `start` over its internal links: each path is requested once (the first
 * link to it), 3xx answers are followed, and a 4xx or 5xx answer is a broken link reported with the
 * page it was found on. Links to an anchor, on another page or the same one, are checked against
 * the ids of their page.
 */
export async function crawlSite({ get, start = '/', readPerKind = 2, concurrency = 4, maxPages = 1500 }: CrawlOptions): Promise<CrawlResult> {
  const queued = new Map<string, string>([[new URL(start, 'http://site').pathname, start]]);
  const queue: { href: string; foundOn: string }[] = [{ href: start, foundOn: '(start)' }];
  const readByKind = new Map<string, number>();
  const broken: BrokenLink[] = [];
  const checked: string[] = [];
  /** The ids of each page that answered, and the anchors links point at. */
  const idsByPath = new Map<string, Set<string>>();
  const anchorLinks = new Map<string, string>();

  const enqueue = (href: string, foundOn: string) => {
    const { pathname, hash } = new URL(href, 'http://site');
    if (hash.length > 1 && !anchorLinks.has(href)) anchorLinks.set(href, foundOn);
    if (queued.has(pathname) || queued.size >= maxPages) return;
    queued.set(pathname, href);
    queue.push({ href, foundOn });
  };

  const visit = async ({ href, foundOn }: { href: string; foundOn: string }) => {
    checked.push(new URL(href, 'http://site').pathname);
    const page = await get(href);
    if (page.status >= 300 && page.status < 400 && page.location) {
      enqueue(page.location, `${foundOn} → ${href}`);
      return;
    }
    if (page.status !== 200) {
      broken.push({ href, status: page.status, foundOn });
      return;
    }
    if (page.html === undefined) return;
    const { pathname } = new URL(href, 'http://site');
    idsByPath.set(pathname, pageIds(page.html));
    // Every page's own anchors (skip link, jump links, tabs) are checked, not only those of the pages read.
    for (const anchor of samePageAnchors(page.html)) enqueue(`${pathname}${anchor}`, href);
    const kind = routeKind(pathname);
    const read = readByKind.get(kind) ?? 0;
    if (read >= readPerKind) return;
    readByKind.set(kind, read + 1);
    for (const link of internalLinks(page.html)) enqueue(link, href);
  };

  // Up to `concurrency` visits at once; each finished visit starts the next queued ones.
  await new Promise<void>((resolve, reject) => {
    let active = 0;
    const pump = () => {
      while (active < concurrency && queue.length > 0) {
        const next = queue.shift();
        if (!next) break;
        active += 1;
        visit(next).then(() => {
          active -= 1;
          pump();
        }, reject);
      }
      if (active === 0 && queue.length === 0) resolve();
    };
    pump();
  });
  const missingAnchors = [...anchorLinks].flatMap(([href, foundOn]) => {
    const { pathname, hash } = new URL(href, 'http://site');
    const ids = idsByPath.get(pathname);
    // Pages that did not answer are already broken links.
    return ids && !ids.has(decodeURIComponent(hash.slice(1))) ? [{ href, status: 200, foundOn }] : [];
  });
  return { checked, broken, missingAnchors };
}

/** The ids (and old-style anchor names) of a page's elements: what a `#fragment` can land on. */
function pageIds(html: string): Set<string> {
  const $ = load(html);
  return new Set([...$('[id]').map((_index, element) => $(element).attr('id') ?? '').get(), ...$('a[name]').map((_index, element) => $(element).attr('name') ?? '').get()]);
}
