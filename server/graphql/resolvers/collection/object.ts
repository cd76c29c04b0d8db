import { artistRolePhrase, isMakerRole } from '../../../domain/artist-roles';
import { collectionSearchUrl } from '../../../domain/collection-search';
import { excerpt } from '../../../domain/excerpt';
import { ARTWORK_IMAGE_WIDTHS, artworkImageUrl } from '../../../domain/image-urls';
import { isUnknownMaker } from '../../../domain/object-artists';
import { objectContext } from '../../../domain/object-context';
import { copyrightLine } from '../../../domain/object-copyright';
import { exhibitionHistory } from '../../../domain/object-exhibitions';
import { objectPath } from '../../../domain/object-id';
import { objectLabel, paragraphsOf } from '../../../domain/object-label';
import { objectLocation } from '../../../domain/object-location';
import type { ImageRights as Rights } from '../../../domain/object-rights';
import { imageRights } from '../../../domain/object-rights';
import { shareImageWidth } from '../../../domain/object-share-image';
import { plainText } from '../../../domain/plain-text';
import type { ObjectRecord, RecordConstituent } from '../../../upstreams/collection-record';
import type { ObjectArtist, ObjectImage, ObjectPlace, ObjectTitle } from '../../generated/resolvers-types';
import type { CollectionObjectParent } from './model';
import { cleanText } from '../../../domain/text';


/** Sorted by display order; entries without one keep the record's order after those with one. */
function byDisplayOrder<T extends { DisplayOrder?: number | null }>(entries: readonly T[]): T[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.DisplayOrder ?? Infinity) - (b.entry.DisplayOrder ?? Infinity) || a.index - b.index)
    .map(({ entry }) => entry);
}

function titlesOf(record: ObjectRecord): ObjectTitle[] {
  return byDisplayOrder(record.Titles).flatMap((entry) => {
    const title = cleanText(plainText(entry.Title));
    return title ? [{ title, type: cleanText(entry.TitleType) }] : [];
  });
}

/** The constituents who made the object (not sitters, owners and the like), in display order. */
function makersOf(record: ObjectRecord): RecordConstituent[] {
  return byDisplayOrder(record.Constituents ?? []).filter((person) => cleanText(person.DisplayName) !== null && isMakerRole(cleanText(person.Role) ?? ''));
}

/** An artist as the page shows one, with the record's name affixes ("Attributed to …", "… and workshop") kept. */
function toArtist(person: RecordConstituent): ObjectArtist {
  const displayName = cleanText(person.DisplayName) ?? '';
  const role = cleanText(person.Role) ?? '';
  const name = [cleanText(person.Prefix), displayName, cleanText(person.Suffix)].filter((part): part is string => part !== null).join(' ');
  const unknown = isUnknownMaker(displayName);
  return { name, role, rolePhrase: unknown ? null : artistRolePhrase(role), dates: cleanText(person.DisplayDate), searchUrl: unknown ? null : collectionSearchUrl('artist', displayName) };
}

function placesOf(record: ObjectRecord): ObjectPlace[] {
  return (record.Geography ?? []).flatMap((entry) => {
    const place = cleanText(entry.Place);
    return place ? [{ place, type: cleanText(entry.Type), searchUrl: collectionSearchUrl('place', place) }] : [];
  });
}

function referencesOf(record: ObjectRecord): string[] {
  const references = record.PubReferences;
  const list = typeof references === 'string' ? references.split(/\n+/) : (references ?? []);
  return list.flatMap((reference) => cleanText(plainText(reference)) ?? []);
}

/** A file name safe on every system: `{accession number}-{view}.jpg`, else `object-{id}-{view}.jpg`. */
function downloadFileName(record: ObjectRecord, view: number): string {
  const stem = cleanText(record.ObjectNumber)?.replace(/[^A-Za-z0-9.-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '') || `object-${record.ObjectID}`;
  return `${stem}-${view}.jpg`;
}

/** The views with an image id, primary first, each id once. */
function viewsOf(record: ObjectRecord): string[] {
  const ids = [record.Views?.PrimaryView, ...(record.Views?.SecondaryViews ?? [])].map((view) => view?.micrio.shortId.trim() ?? '');
  return [...new Set(ids.filter((id) => id !== ''))];
}

function imagesOf(record: ObjectRecord, imageIds: string[], subject: string, rights: Rights, imagesUrl: string): ObjectImage[] {
  return imageIds.map((id, index) => ({
    id,
    isPrimary: index === 0,
    alt: index === 0 ? subject : `${subject}, view ${index + 1}`,
    thumbnailUrl: artworkImageUrl(imagesUrl, id, ARTWORK_IMAGE_WIDTHS.thumbnail),
    url: artworkImageUrl(imagesUrl, id, ARTWORK_IMAGE_WIDTHS.viewer),
    largeUrl: artworkImageUrl(imagesUrl, id, ARTWORK_IMAGE_WIDTHS.fullscreen),
    sizes: Object.values(ARTWORK_IMAGE_WIDTHS).map((width) => ({ width, url: artworkImageUrl(imagesUrl, id, width) })),
    downloadUrl: rights.canDownload ? artworkImageUrl(imagesUrl, id, 'max') : null,
    downloadFileName: rights.canDownload ? downloadFileName(record, index + 1) : null,
  }));
}

/** The display-ready object of a record: every museum rule of the object page applied once, here. */
export function toCollectionObject(record: ObjectRecord, imagesUrl: string): CollectionObjectParent {
  const titles = titlesOf(record);
  const title = titles[0]?.title ?? 'Untitled';
  const makers = makersOf(record);
  const artists = makers.map(toArtist);
  const imageIds = viewsOf(record);
  const rights = imageRights({ downloadBehavior: record.DownloadBehavior ?? null, rightsTypeId: record.RightsTypeID ?? null, hasImage: imageIds.length > 0 });
  const label = objectLabel(record.Label ? plainText(record.Label) : null);
  const images = imagesOf(record, imageIds, [title, artists[0]?.name].filter(Boolean).join(', '), rights, imagesUrl);
  const primary = images[0];
  const shareWidth = shareImageWidth(rights, primary !== undefined);
  return {
    objectId: record.ObjectID,
    id: String(record.ObjectID),
    url: objectPath(record.ObjectID),
    title,
    titles,
    dated: cleanText(record.Dated),
    dateBegin: record.DateBegin ?? null,
    dateEnd: record.DateEnd ?? null,
    artists,
    medium: cleanText(record.Medium),
    dimensions: cleanText(record.Dimensions),
    classification: cleanText(record.Classification),
    creditLine: cleanText(record.CreditLine),
    accessionNumber: cleanText(record.ObjectNumber),
    geography: placesOf(record),
    context: objectContext({ dynasty: record.Dynasty ?? null, period: record.Period ?? null, reign: record.Reign ?? null }),
    department: cleanText(record.Department),
    summary: excerpt(label?.paragraphs.join(' ') ?? null),
    label: label ? { paragraphs: label.paragraphs, isClamped: label.clampedParagraphs !== null, clampedParagraphs: label.clampedParagraphs } : null,
    provenance: paragraphsOf(plainText(record.Provenance ?? '')),
    exhibitionHistory: exhibitionHistory(
      (record.Exhibitions ?? []).map((entry) => ({ title: entry.Title ?? null, venue: entry.Venue ?? null, beginDate: entry.BeginDate ?? null, endDate: entry.EndDate ?? null, citation: entry.Citation ?? null })),
    ),
    publishedReferences: referencesOf(record),
    location: objectLocation({ onView: record.OnView ?? null, gallery: record.Gallery ?? null, building: record.Building ?? record.Site ?? null }),
    copyright: copyrightLine({ copyright: record.Copyright ?? null, artistNames: makers.map((person) => person.DisplayName), rightsTypeId: record.RightsTypeID ?? null }),
    images,
    imageRights: { ...rights, downloadBehavior: record.DownloadBehavior ?? null, rightsTypeId: record.RightsTypeID ?? null },
    shareImage: primary && shareWidth ? { url: artworkImageUrl(imagesUrl, primary.id, shareWidth), alt: primary.alt, width: shareWidth } : null,
  };
}
