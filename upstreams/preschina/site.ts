import { buildEntries, entryImages, type PreschinaEntry, type UploadImage } from './entries';

/** The microsite's posts with the look-ups its routes need, built once per app. */
export interface PreschinaSite {
  /** All posts in menu order. */
  entries: readonly PreschinaEntry[];
  bySlug(slug: string): PreschinaEntry | undefined;
  byId(id: number): PreschinaEntry | undefined;
  /** An attachment by its media id, with the post it belongs to. */
  media(id: number): { image: UploadImage; entry: PreschinaEntry } | undefined;
  /** An attachment by its upload folder ("yyyy/mm") and file name (no size suffix, no extension). */
  upload(folder: string, name: string): UploadImage | undefined;
  /** The president stories before and after a president's story (the pager of the story page). */
  neighbours(entry: PreschinaEntry): { previous?: PreschinaEntry; next?: PreschinaEntry };
}

export function buildSite(): PreschinaSite {
  const entries = buildEntries();
  const presidents: PreschinaEntry[] = entries.filter((entry) => entry.kind === 'president');
  const bySlug = new Map(entries.map((entry) => [entry.slug, entry]));
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const media = new Map(entries.flatMap((entry) => entryImages(entry).map((image) => [image.mediaId, { image, entry }] as const)));
  const uploads = new Map([...media.values()].map(({ image }) => [`${image.folder}/${image.name}`, image]));
  return {
    entries,
    bySlug: (slug) => bySlug.get(slug),
    byId: (id) => byId.get(id),
    media: (id) => media.get(id),
    upload: (folder, name) => uploads.get(`${folder}/${name}`),
    neighbours: (entry) => {
      const index = presidents.indexOf(entry);
      return index < 0 ? {} : { previous: presidents[index - 1], next: presidents[index + 1] };
    },
  };
}
