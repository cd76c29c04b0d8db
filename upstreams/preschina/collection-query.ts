import type { PreschinaEntry } from './entries';
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
  if (isProblem(page) || isProblem(perPage) || isProblem(orderby) || isProblem(order)) {
    const problems = Object.entries({ page, per_page: perPage, orderby, order }).filter((entry): entry is [string, ParamProblem] => isProblem(entry[1]));
    return wpError('rest_invalid_param', `Invalid parameter(s): ${problems.map(([name]) => name).join(', ')}`, 400, {
      params: Object.fromEntries(problems.map(([name, problem]) => [name, problem.message])),
      details: Object.fromEntries(problems.map(([name, problem]) => [name, { code: problem.code, message: problem.message, data: null }])),
    });
  }
  const slugs = [raw.slug ?? []].flat().flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean);
  return { page, perPage, orderby, order, slugs: slugs.length > 0 ? slugs : undefined };
}

function compare(a: PreschinaEntry, b: PreschinaEntry, orderby: Orderby): number {
  switch (orderby) {
    case 'menu_order':
      return a.menuOrder - b.menuOrder;
    case 'id':
      return a.id - b.id;
    case 'date':
    case 'modified':
      return a.published.toMillis() - b.published.toMillis();
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
  const matching = query.slugs ? entries.filter((entry) => query.slugs?.includes(entry.slug)) : [...entries];
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
