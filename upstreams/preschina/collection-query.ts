import { DateTime } from 'luxon';
import { SITE_ZONE, type PreschinaEntry } from './entries';
import { wpError, type WpError } from './wp-json';

/** `orderby` values the sample accepts (a subset of WordPress's enum). */
const ORDERBY = ['date', 'id', 'menu_order', 'modified', 'slug', 'title'] as const;
type Orderby = (typeof ORDERBY)[number];

export interface CollectionQuery {
  page: number;
  perPage: number;
  orderby: Orderby;
  order: 'asc' | 'desc';
  /** `slug=a,b` limits the list to those posts. */
  slugs?: string[];
  /** `modified_after` (ISO 8601): only posts edited later (WordPress 5.7+). */
  modifiedAfter?: DateTime;
}

export type RawQuery = Record<string, string | string[] | undefined>;

interface ParamProblem {
  code: string;
  message: string;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** An integer parameter within bounds, with WordPress's messages for each failure. */
function integer(name: string, raw: string | undefined, fallback: number, min: number, max?: number): number | ParamProblem {
  if (raw === undefined) return fallback;
  if (!/^-?\d+$/.test(raw.trim())) return { code: 'rest_invalid_type', message: `${name} is not of type integer.` };
  const value = Number(raw);
  if (max !== undefined && (value < min || value > max)) {
    return { code: 'rest_out_of_bounds', message: `${name} must be between ${min} (inclusive) and ${max} (inclusive)` };
  }
  if (value < min) return { code: 'rest_out_of_bounds', message: `${name} must be greater than or equal to ${min}` };
  return value;
}

function oneOf<T extends string>(name: string, raw: string | undefined, allowed: readonly T[], fallback: T): T | ParamProblem {
  if (raw === undefined) return fallback;
  const found = allowed.find((value) => value === raw);
  return found ?? { code: 'rest_not_in_enum', message: `${name} is not one of ${allowed.slice(0, -1).join(', ')} and ${allowed[allowed.length - 1]}.` };
}

/** A date-time parameter, as WordPress reads one (ISO 8601; without an offset, the site's zone). */
function date(name: string, raw: string | undefined): DateTime | undefined | ParamProblem {
  if (raw === undefined) return undefined;
  const value = DateTime.fromISO(raw.trim(), { zone: SITE_ZONE });
  return value.isValid ? value : { code: 'rest_invalid_date', message: `${name} is not a valid date.` };
}

const isProblem = (value: unknown): value is ParamProblem => typeof value === 'object' && value !== null && 'code' in value;

/**
 * Reads the collection parameters of a WordPress posts route. Unlike WordPress's date order, this
 * site lists presidents by `menu_order` ascending unless asked otherwise (as a post-order plugin does).
 * Invalid parameters give WordPress's `rest_invalid_param` error naming all of them.
 */
export function readCollectionQuery(raw: RawQuery): CollectionQuery | WpError {
  const page = integer('page', first(raw.page), 1, 1);
  const perPage = integer('per_page', first(raw.per_page), 10, 1, 100);
  const orderby = oneOf('orderby', first(raw.orderby), ORDERBY, 'menu_order');
  const order = oneOf('order', first(raw.order), ['asc', 'desc'] as const, 'asc');
  const modifiedAfter = date('modified_after', first(raw.modified_after));
  if (isProblem(page) || isProblem(perPage) || isProblem(orderby) || isProblem(order) || isProblem(modifiedAfter)) {
    const problems = Object.entries({ page, per_page: perPage, orderby, order, modified_after: modifiedAfter }).filter((entry): entry is [string, ParamProblem] => isProblem(entry[1]));
    return wpError('rest_invalid_param', `Invalid parameter(s): ${problems.map(([name]) => name).join(', ')}`, 400, {
      params: Object.fromEntries(problems.map(([name, problem]) => [name, problem.message])),
      details: Object.fromEntries(problems.map(([name, problem]) => [name, { code: problem.code, message: problem.message, data: null }])),
    });
  }
  const slugs = [raw.slug ?? []].flat().flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean);
  return { page, perPage, orderby, order, slugs: slugs.length > 0 ? slugs : undefined, modifiedAfter };
}

function compare(a: PreschinaEntry, b: PreschinaEntry, orderby: Orderby): number {
  switch (orderby) {
    case 'menu_order':
      return a.menuOrder - b.menuOrder;
    case 'id':
      return a.id - b.id;
    case 'date':
      return a.published.toMillis() - b.published.toMillis();
    case 'modified':
      return a.modified.toMillis() - b.modified.toMillis();
    case 'slug':
      return a.slug.localeCompare(b.slug);
    case 'title':
      return a.title.localeCompare(b.title);
  }
}

export interface CollectionPage {
  items: PreschinaEntry[];
  total: number;
  totalPages: number;
}

/** Filters, sorts and pages the posts; a page past the last is WordPress's `rest_post_invalid_page_number`. */
export function selectPage(entries: readonly PreschinaEntry[], query: CollectionQuery): CollectionPage | WpError {
  const after = query.modifiedAfter;
  const matching = entries.filter((entry) => (!query.slugs || query.slugs.includes(entry.slug)) && (!after || entry.modified > after));
  const direction = query.order === 'asc' ? 1 : -1;
  matching.sort((a, b) => direction * compare(a, b, query.orderby) || a.id - b.id);
  const total = matching.length;
  const totalPages = Math.ceil(total / query.perPage);
  if (query.page > totalPages && total > 0) {
    return wpError('rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.', 400);
  }
  const start = (query.page - 1) * query.perPage;
  return { items: matching.slice(start, start + query.perPage), total, totalPages };
}

/** WordPress's `Link` header: the previous and next pages of the same query. */
export function pagingLinks(url: URL, page: number, totalPages: number): string | undefined {
  const at = (target: number) => {
    const link = new URL(url);
    link.searchParams.set('page', String(target));
    return link.toString();
  };
  const links = [];
  if (page > 1 && totalPages > 0) links.push(`<${at(Math.min(page - 1, totalPages))}>; rel="prev"`);
  if (page < totalPages) links.push(`<${at(page + 1)}>; rel="next"`);
  return links.length > 0 ? links.join(', ') : undefined;
}
