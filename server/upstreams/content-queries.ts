import type { Guard, Guarded } from './shape';
import { arrayOf, isBoolean, isNumber, isString, objectOf, optional } from './shape';

/** A named GROQ query with the runtime check of its result. */
export interface ContentQuery<T> {
  name: string;
  groq: string;
  guard: Guard<T>;
}

/** Published documents only: drafts are for preview. */
const PUBLISHED = '!(_id in path("drafts.**"))';

const specialDate = objectOf({ date: isString, name: optional(isString) });

const isSiteSettings = objectOf({
  title: isString,
  description: optional(isString),
  closedDates: optional(arrayOf(specialDate)),
  openDates: optional(arrayOf(specialDate)),
  closedDaysOfWeek: optional(arrayOf(isString)),
  socialLinks: optional(arrayOf(objectOf({ network: isString, label: isString, url: isString }))),
});
export type SiteSettingsDoc = Guarded<typeof isSiteSettings>;
export const siteSettingsQuery: ContentQuery<SiteSettingsDoc> = {
  name: 'siteSettings',
  groq: `*[_type == "siteSettings" && ${PUBLISHED}][0]{title, description, closedDates[]{date, name}, openDates[]{date, name}, closedDaysOfWeek, socialLinks[]{network, label, url}}`,
  guard: isSiteSettings,
};

/** A menu link as stored; children have the same shape. */
export interface MenuLinkDoc {
  _key: string;
  title: string;
  url: string;
  secondaryTitle?: string | null;
  children?: MenuLinkDoc[] | null;
}
const isMenuLink: Guard<MenuLinkDoc> = (value): value is MenuLinkDoc =>
  objectOf({ _key: isString, title: isString, url: isString, secondaryTitle: optional(isString), children: optional(arrayOf(isMenuLink)) })(value);

const isMenu = objectOf({ type: isString, menuLinks: optional(arrayOf(isMenuLink)) });
export type MenuDoc = Guarded<typeof isMenu>;
export const menusQuery: ContentQuery<MenuDoc[]> = {
  name: 'menus',
  groq: `*[_type == "menu" && ${PUBLISHED}]{type, menuLinks}`,
  guard: arrayOf(isMenu),
};

const isAlert = objectOf({ _id: isString, text: isString, icon: optional(isString), expiresAt: optional(isString), publishedAt: optional(isString) });
export type AlertDoc = Guarded<typeof isAlert>;
export const alertsQuery: ContentQuery<AlertDoc[]> = {
  name: 'alerts',
  groq: `*[_type == "alert" && ${PUBLISHED}]{_id, text, icon, expiresAt, publishedAt}`,
  guard: arrayOf(isAlert),
};

const isDayText = optional(isString);
const isLocation = objectOf({
  _id: isString,
  title: isString,
  slug: isString,
  isPrimary: optional(isBoolean),
  hours: optional(
    objectOf({
      monday: isDayText,
      tuesday: isDayText,
      wednesday: isDayText,
      thursday: isDayText,
      friday: isDayText,
      saturday: isDayText,
      sunday: isDayText,
      hoursOverride: optional(objectOf({ text: isString, start: optional(isString), end: optional(isString) })),
      holidayHoursShort: optional(isString),
      holidayHoursLong: optional(isString),
      seasonalRule: optional(objectOf({ closedMonths: arrayOf(isNumber), tourTimes: arrayOf(isString) })),
    }),
  ),
  address: optional(
    objectOf({
      street: isString,
      city: isString,
      state: isString,
      zipcode: isString,
      geopoint: optional(objectOf({ lat: isNumber, lng: isNumber })),
      place: optional(isString),
      url: optional(isString),
      addressOverride: optional(isString),
    }),
  ),
});
export type LocationDoc = Guarded<typeof isLocation>;
/** Every building, the primary one first, then by editor order. */
export const locationsQuery: ContentQuery<LocationDoc[]> = {
  name: 'locations',
  groq: `*[_type == "location" && ${PUBLISHED}] | order(isPrimary desc, order asc){_id, title, "slug": slug.current, isPrimary, hours, address}`,
  guard: arrayOf(isLocation),
};

const isPage = objectOf({ _id: isString, _type: isString, title: optional(isString), intro: optional(isString) });
export type PageDoc = Guarded<typeof isPage>;
/** A content page by slug and parent path (`$slug`, `$path`). */
export const pageQuery: ContentQuery<PageDoc | null | undefined> = {
  name: 'page',
  groq: `*[_type in ["page", "webPackage", "resource", "collectionObjectGroup"] && slug.current == $slug && path == $path && ${PUBLISHED}][0]{_id, _type, title, intro}`,
  guard: optional(isPage),
};
