import type { DateTime } from 'luxon';
import { slugify, systemFields } from '../base';
import type { Menu, MenuLink } from '../documents';

/** A menu link; keys derive from the title so they stay stable when links are reordered. */
function link(title: string, url: string, children?: MenuLink[], secondaryTitle?: string): MenuLink {
  return { _key: slugify(`${title}-${url}`), title, url, ...(secondaryTitle ? { secondaryTitle } : {}), ...(children ? { children } : {}) };
}

/** The main navigation: the museum's information architecture. */
const PRIMARY: MenuLink[] = [
  link('Visit', '/visit', [
    link('Plan Your Visit', '/visit'),
    link('Locations & Hours', '/visit/locations-hours'),
    link('Tickets', '/visit/tickets'),
    link('Museum Map', '/visit/museum-map'),
    link('Accessibility', '/visit/accessibility'),
    link('Dining & Shopping', '/visit/dining-shopping'),
    link('Group Visits', '/visit/group-visits'),
  ]),
  link('Exhibitions & Events', '/calendar', [
    link('Calendar', '/calendar'),
    link('Current Exhibitions', '/calendar/current-exhibitions'),
    link('Upcoming Exhibitions', '/calendar/upcoming-exhibitions'),
    link('Past Exhibitions', '/calendar/past-exhibitions'),
    link('Tours', '/calendar/all/tours'),
    link('Talks', '/calendar/all/talks'),
  ]),
  link('Art', '/collection', [
    link('Search the Collection', '/search/collections'),
    link('American Art', '/collection/departments/american-art'),
    link('European Art', '/collection/departments/european-art'),
    link('Portraits of the Presidents', '/collection/themes/portraits-of-the-presidents'),
    link('Collectors and Their Gifts', '/collection/collectors/collectors-and-their-gifts'),
    link('Presidential China', '/preschina'),
  ]),
  link('Learn & Research', '/learn', [
    link('Learn', '/learn'),
    link('Families', '/learn/families'),
    link('Educators', '/learn/educators'),
    link('Classes for Adults', '/learn/classes-for-adults'),
    link('Learning Resources', '/learn/resources'),
    link('Research', '/research'),
    link('Library & Archives', '/research/library-archives'),
    link('Publications', '/research/publications'),
  ]),
  link('Join & Give', '/join', [
    link('Membership', '/join/membership'),
    link('Ways to Give', '/join/give'),
    link('Volunteer', '/join/volunteer'),
    link('Newsletter', '/join/newsletter'),
  ]),
  link('About', '/about', [
    link('Mission & History', '/about/mission-history'),
    link('Press Room', '/about/press'),
    link('Stories', '/stories'),
    link('Careers', '/about/careers'),
    link('Contact Us', '/about/contact'),
  ]),
];

/** The secondary header navigation next to the Search, Membership and Buy Tickets buttons. */
const HEADER: MenuLink[] = [
  link('Hours & Locations', '/visit/locations-hours#main-building', undefined, 'Open today'),
  link('Calendar', '/calendar'),
  link('Museum Map', '/visit/museum-map'),
  link('Shop', 'https://store.philamuseum.org'),
];

/** The deep footer links. */
const FOOTER: MenuLink[] = [
  link('Press', '/about/press'),
  link('Careers', '/about/careers'),
  link('Contact Us', '/about/contact'),
  link('Accessibility', '/visit/accessibility'),
  link('Privacy Policy', '/about/privacy-policy'),
  link('Terms of Use', '/about/terms-of-use'),
  link('Search the Collection', '/search/collections'),
  link('Library & Archives', '/research/library-archives'),
];

export function menus(now: DateTime): Menu[] {
  const at = now.minus({ months: 3 }).startOf('day');
  return [
    { ...systemFields('menu', 'menu-primary', at), type: 'primary', title: 'Primary Navigation', menuLinks: PRIMARY },
    { ...systemFields('menu', 'menu-header', at), type: 'header', title: 'Header Navigation', menuLinks: HEADER },
    { ...systemFields('menu', 'menu-footer', at), type: 'footer', title: 'Deep Footer', menuLinks: FOOTER },
  ];
}
