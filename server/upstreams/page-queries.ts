/**
 * GROQ for routed pages: one query per path shape (content spec §2 prefixes), each projecting only
 * what that kind of page shows, with references joined in the same round trip (related content,
 * link targets, buildings, the homepage's slides). The same projections read a draft by id in preview.
 */
import { typeTag } from '../domain/cache-tags';
import type { QueryShape } from '../domain/content/query-shape';
import type { GroqParams } from './content';
import type { ContentQuery } from './content-queries';
import { lookupTags } from './content-tags';
import { RoutedDocSchema, type RoutedDoc } from './page-shapes';
import * as v from 'valibot';

/** Published documents only: drafts are for preview. */
const PUBLISHED = '!(_id in path("drafts.**"))';

/** What a reference resolves to for a link: enough to build the target's URL. */
const REF = '{_id, _type, "slug": slug.current, path}';

/** Link annotations with their targets joined. */
const MARKS = `markDefs[]{..., _type == "internalLink" => {"target": reference->${REF}}}`;

/** Portable Text, one level of rows and collapsible text inside (they do not nest further). */
const BLOCKS = `{..., ${MARKS}, _type == "row" => {columns[]{_key, body[]{..., ${MARKS}}}}, _type == "collapsibleText" => {body[]{..., ${MARKS}}}}`;

/** A rich text field, or its plain text in older documents. */
const rich = (field: string) => `"${field}": coalesce(${field}[]${BLOCKS}, ${field})`;

/** What a card of another document shows (related content, grids, tabs). */
export const CARD = `{_id, _type, title, "slug": slug.current, path, summary, intro, "image": coalesce(image, cmsImage), startDate, endDate, duration, dateOverride, room, building, location, locationType, category, audiences, status, ticketUrl, ticketType, mediaType, eventDatetimes[]{start, end, isCanceled, isSoldOut}}`;

/** Sections with the parts each type shows. */
const SECTION = `{
  _key, _type, title, subtitle, summary, ${rich('body')}, style, size, isHighlighted, isCollapsible, jumpLink, cmsImage, cmsImageCaption, link,
  _type == "section" => {videos},
  _type == "sectionGallery" => {galleryStyle, showCaptions, gallery},
  _type in ["sectionGrid", "sectionRelatedContent"] => {gridStyle, showMediaType, "relatedContent": relatedContent[]->${CARD}},
  _type == "sectionCallout" => {callout},
  _type == "sectionCalloutGrid" => {callouts},
  _type in ["sectionLocation", "sectionLocationHours"] => {"location": location->{"slug": slug.current, title}},
  _type == "sectionEmbeddedCode" => {code},
  _type == "sectionRelatedContentTabs" => {"sections": sections[]{_key, title, jumpLink, "relatedContent": relatedContent[]->${CARD}}}
}`;

const ROUTED = '_id, _type, title, "slug": slug.current, path, intro, summary, noIndex';

/** The homepage's slides: those of the page's carousel placement, in editor order (the museum clock picks which show). */
const CAROUSEL = `"carousel": select(defined(carousel.placement) => *[_type == "carouselSlide" && placement == ^.carousel.placement && ${PUBLISHED}] | order(order asc){_id, title, subtitle, summary, cmsImage, link, publishedAt, expiresAt})`;

const PROJECTIONS: Readonly<Record<QueryShape, { types: string[]; projection: string }>> = {
  page: {
    types: ['page', 'resource'],
    projection: `{${ROUTED},
      _type == "page" => {cmsImage, showJumpLinks, "sections": sections[]${SECTION}, ${CAROUSEL}},
      _type == "resource" => {cmsImage, mediaType, byline, author, publishedAt, ${rich('body')}, details, files, awards, url, targetUrl, caption}
    }`,
  },
  collection: {
    types: ['webPackage', 'collectionObjectGroup'],
    projection: `{${ROUTED}, cmsImage,
      _type == "webPackage" => {packageId, "sections": sections[]${SECTION}},
      _type == "collectionObjectGroup" => {"assetIds": collectionAssets[].objectId, "relatedContent": relatedContent[]->${CARD}, showJumpLinks}
    }`,
  },
  exhibition: {
    types: ['exhibition'],
    projection: `{${ROUTED}, ${rich('body')}, image, startDate, endDate, duration, dateOverride, room, building, ticketUrl, ticketType,
      artists, curators, organizers, sponsors, creditTitles, galleries, "relatedContent": relatedContent[]->${CARD}, promotion, "assetIds": collectionAssets[].objectId}`,
  },
  event: {
    types: ['event'],
    projection: `{${ROUTED}, ${rich('body')}, image, startDate, endDate, room, location, locationType, category, audiences, status, ticketUrl, ticketType, ticketInstructions,
      eventDatetimes[]{_key, start, end, isCanceled, isSoldOut}, "relatedEventSeries": relatedEventSeries[]->${CARD}, "relatedExhibitions": relatedExhibitions[]->${CARD}, speakers, sponsors}`,
  },
  eventSeries: {
    types: ['eventSeries'],
    projection: `{${ROUTED}, ${rich('body')}, image, category, audiences, location}`,
  },
};

const guard = v.nullish(RoutedDocSchema);

/** The document types a query shape fetches (a document of another type is not found at its path). */
export function shapeTypes(shape: QueryShape): readonly string[] {
  return PROJECTIONS[shape].types;
}

/** A page showing a carousel lists its placement's slides: any slide changing may change it. */
function hasCarousel(result: unknown): boolean {
  return typeof result === 'object' && result !== null && 'carousel' in result && Array.isArray(result.carousel);
}

/** What a page's answer depends on beyond the documents in it: its address, and the slides when it shows a carousel. */
function pageDependsOn(params: GroqParams, result: unknown): string[] {
  return [...lookupTags(params), ...(hasCarousel(result) ? [typeTag('carouselSlide')] : [])];
}

/** The published page of a shape by slug and parent path (`$slug`, `$path`). */
export function pageQuery(shape: QueryShape): ContentQuery<RoutedDoc | null | undefined> {
  const { types, projection } = PROJECTIONS[shape];
  return {
    name: `page:${shape}`,
    groq: `*[_type in ${JSON.stringify(types)} && slug.current == $slug && path == $path && ${PUBLISHED}][0]${projection}`,
    guard,
    dependsOn: pageDependsOn,
  };
}

/** Any document of a shape by id (`$id`), drafts included when the preview token is sent. */
export function documentQuery(shape: QueryShape): ContentQuery<RoutedDoc | null | undefined> {
  const { types, projection } = PROJECTIONS[shape];
  return { name: `preview:${shape}`, groq: `*[_id == $id && _type in ${JSON.stringify(types)}][0]${projection}`, guard };
}

const BreadcrumbDocSchema = v.object({ title: v.nullish(v.string()), storedPath: v.string() });
export type BreadcrumbDoc = v.InferOutput<typeof BreadcrumbDocSchema>;

/** The published pages at some stored paths (`$paths`, parent path and slug joined: `/home`, `/about`): their titles make breadcrumbs. */
export const breadcrumbsQuery: ContentQuery<BreadcrumbDoc[]> = {
  name: 'breadcrumbs',
  groq: `*[defined(slug.current) && defined(path) && ${PUBLISHED} && select(path == "/" => "/" + slug.current, path + "/" + slug.current) in $paths]{title, "storedPath": select(path == "/" => "/" + slug.current, path + "/" + slug.current)}`,
  guard: v.array(BreadcrumbDocSchema),
};
