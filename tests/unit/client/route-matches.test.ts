import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { matchedRoutes } from '../../../client/routing/routeMatches';
import { routes } from '../../../client/routes';

/** What a match says: which route (by identity), with which parameters, over which part of the path. */
const described = (matches: RouteMatch[] | null) => (matches ?? []).map(({ route, params, pathname, pathnameBase }) => ({ route, params, pathname, pathnameBase }));

/** Every path of the site's spec routes, in the spellings visitors and crawlers send. */
const SITE_PATHS = [
  '/calendar', '/calendar/', '/CALENDAR', '/Calendar/this-weekend', '/calendar/today/talks/adults/west-building', '/calendar/2026-12-01',
  '/calendar/view-all/this-week/talks', '/calendar/view-all/this-week/talks/adults/west-building', '/calendar/view-all',
  '/calendar/upcoming-exhibitions', '/calendar/current-exhibitions', '/calendar/past-exhibitions', '/calendar/past-exhibitions/2019-2021',
  '/calendar/past-exhibitions/view-all/2019', '/calendar/event/3f2a', '/calendar/event/3f2a/article', '/calendar/exhibition/x', '/calendar/event-series/y/z',
  '/calendar/a/b/c/d/e', '/%63alendar/today', '/%E0%A4%A/broken', '/search', '/search/objects', '/search/objects/blue%20vase', '/SEARCH/all/x',
  '/collection/object/6268', '/collection/object', '/collection', '/Collection/Object/1', '/preschina', '/preschina/12', '/preschina/12/more',
  '/feedback', '/not-found', '/test', '/preview', '/', '', '//calendar', '/about/mission-history', '/visit', '/calendar%2Fevent/1', '/ſearch', '/K',
];

describe('route matching among the candidates of a path’s first segment (issue 11)', () => {
  it.each(SITE_PATHS)('%s matches as React Router matches the whole table', (path) => {
    expect(described(matchedRoutes(routes, path))).toEqual(described(matchRoutes(routes, path)));
  });

  it('keeps the ranking and nesting of a table with index routes, relative children, parameters first and splats', () => {
    const table: RouteObject[] = [
      { path: '/:lang/about', id: 'lang-about' },
      {
        id: 'layout',
        children: [
          { index: true, id: 'home' },
          { path: '/shop', id: 'shop', children: [{ index: true, id: 'shop-index' }, { path: 'item/:id', id: 'item' }, { path: '*', id: 'shop-rest' }] },
          { path: '/shop/sale', id: 'sale' },
          { path: '/docs/*', id: 'docs' },
          { path: '/:page?', id: 'page' },
          { path: '*', id: 'rest' },
        ],
      },
    ];
    for (const path of ['/', '/shop', '/SHOP/', '/shop/item/4', '/shop/sale', '/shop/other/x', '/docs', '/docs/a/b', '/en/about', '/about', '/x', '/x/y', '/%73hop/item/1']) {
      expect(described(matchedRoutes(table, path)), path).toEqual(described(matchRoutes(table, path)));
    }
  });
});
