import { absoluteUrl } from '../../render/publicOrigin';
import type { ObjectData } from './objectData';

/**
 * schema.org VisualArtwork structured data of an object page (JSON-LD), from the fields the page
 * shows, with absolute URLs on the site's public origin. Unknown makers are not named as creators.
 */
export function visualArtwork(object: ObjectData, origin: string): object {
  const primary = object.images.find((image) => image.isPrimary) ?? object.images[0];
  const url = absoluteUrl(origin, object.url);
  const creators = object.artists.filter((artist) => artist.searchUrl !== null).map((artist) => ({ '@type': 'Person', name: artist.name }));
  const entries: [string, unknown][] = [
    ['@context', 'https://schema.org'],
    ['@type', 'VisualArtwork'],
    ['@id', url],
    ['url', url],
    ['name', object.title],
    ['alternateName', object.titles.slice(1).map((title) => title.title)],
    ['dateCreated', object.dated],
    ['creator', creators],
    ['artMedium', object.medium],
    ['artform', object.classification],
    ['identifier', object.accessionNumber],
    ['creditText', object.creditLine],
    ['copyrightNotice', object.copyright],
    ['description', object.summary],
    ['image', primary && absoluteUrl(origin, primary.largeUrl)],
    ['locationCreated', object.geography.map((place) => ({ '@type': 'Place', name: place.place }))],
  ];
  // Empty values are left out rather than stated as null.
  return Object.fromEntries(entries.filter(([, value]) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0)));
}
