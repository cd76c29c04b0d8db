import * as v from 'valibot';
import { typeTag } from '../domain/cache-tags';
import type { GroqParams } from './content';
import { lookupTags } from './content-tags';
import type { ShapeCheck } from './shape';

/**
 * A named GROQ query with the runtime check of its result (a valibot schema; a guard still works),
 * and the cache tags its answer depends on beyond the documents in it (server/upstreams/content-tags.ts):
 * the types it lists, the address it looks up.
 */
export interface ContentQuery<T> {
  name: string;
  groq: string;
  guard: ShapeCheck<T>;
  dependsOn?: (params: GroqParams, result: unknown) => readonly string[];
}

/** A list of every published document of a type: any of them changing may change it. */
const listsType = (type: string) => () => [typeTag(type)];

/** Published documents only: drafts are for preview. */
const PUBLISHED = '!(_id in path("drafts.**"))';

const text = v.nullish(v.string());

const SpecialDateSchema = v.object({ date: v.string(), name: text });

const SiteSettingsSchema = v.object({
  title: v.string(),
  description: text,
  closedDates: v.nullish(v.array(SpecialDateSchema)),
  openDates: v.nullish(v.array(SpecialDateSchema)),
  closedDaysOfWeek: v.nullish(v.array(v.string())),
  socialLinks: v.nullish(v.array(v.object({ network: v.string(), label: v.string(), url: v.string() }))),
});
export type SiteSettingsDoc = v.InferOutput<typeof SiteSettingsSchema>;
export const siteSettingsQuery: ContentQuery<SiteSettingsDoc> = {
  name: 'siteSettings',
  groq: `*[_type == "siteSettings" && ${PUBLISHED}][0]{title, description, closedDates[]{date, name}, openDates[]{date, name}, closedDaysOfWeek, socialLinks[]{network, label, url}}`,
  guard: SiteSettingsSchema,
  dependsOn: listsType('siteSettings'),
};

/** A menu link as stored; children have the same shape. */
export interface MenuLinkDoc {
  _key: string;
  title: string;
  url: string;
  secondaryTitle?: string | null;
  children?: MenuLinkDoc[] | null;
}
const MenuLinkSchema: v.GenericSchema<MenuLinkDoc> = v.object({
  _key: v.string(),
  title: v.string(),
  url: v.string(),
  secondaryTitle: text,
  children: v.nullish(v.array(v.lazy(() => MenuLinkSchema))),
});

const MenuSchema = v.object({ type: v.string(), menuLinks: v.nullish(v.array(MenuLinkSchema)) });
export type MenuDoc = v.InferOutput<typeof MenuSchema>;
export const menusQuery: ContentQuery<MenuDoc[]> = {
  name: 'menus',
  groq: `*[_type == "menu" && ${PUBLISHED}]{type, menuLinks}`,
  guard: v.array(MenuSchema),
  dependsOn: listsType('menu'),
};

const AlertSchema = v.object({ _id: v.string(), text: v.string(), icon: text, expiresAt: text, publishedAt: text });
export type AlertDoc = v.InferOutput<typeof AlertSchema>;
export const alertsQuery: ContentQuery<AlertDoc[]> = {
  name: 'alerts',
  groq: `*[_type == "alert" && ${PUBLISHED}]{_id, text, icon, expiresAt, publishedAt}`,
  guard: v.array(AlertSchema),
  dependsOn: listsType('alert'),
};

const LocationSchema = v.object({
  _id: v.string(),
  title: v.string(),
  slug: v.string(),
  isPrimary: v.nullish(v.boolean()),
  hours: v.nullish(
    v.object({
      monday: text,
      tuesday: text,
      wednesday: text,
      thursday: text,
      friday: text,
      saturday: text,
      sunday: text,
      hoursOverride: v.nullish(v.object({ text: v.string(), start: text, end: text })),
      holidayHoursShort: text,
      holidayHoursLong: text,
      title: text,
      contact: text,
      seasonalRule: v.nullish(v.object({ closedMonths: v.array(v.number()), tourTimes: v.array(v.string()) })),
    }),
  ),
  address: v.nullish(
    v.object({
      street: v.string(),
      city: v.string(),
      state: v.string(),
      zipcode: v.string(),
      geopoint: v.nullish(v.object({ lat: v.number(), lng: v.number() })),
      place: text,
      url: text,
      addressOverride: text,
    }),
  ),
});
export type LocationDoc = v.InferOutput<typeof LocationSchema>;
/** Every building, the primary one first, then by editor order. */
export const locationsQuery: ContentQuery<LocationDoc[]> = {
  name: 'locations',
  groq: `*[_type == "location" && ${PUBLISHED}] | order(isPrimary desc, order asc){_id, title, "slug": slug.current, isPrimary, hours, address}`,
  guard: v.array(LocationSchema),
  dependsOn: listsType('location'),
};

const PageSchema = v.object({ _id: v.string(), _type: v.string(), title: text, intro: text });
export type PageDoc = v.InferOutput<typeof PageSchema>;
/** A content page by slug and parent path (`$slug`, `$path`); null when there is none. */
export const pageQuery: ContentQuery<PageDoc | null | undefined> = {
  name: 'page',
  groq: `*[_type in ["page", "webPackage", "resource", "collectionObjectGroup"] && slug.current == $slug && path == $path && ${PUBLISHED}][0]{_id, _type, title, intro}`,
  guard: v.nullish(PageSchema),
  dependsOn: lookupTags,
};
