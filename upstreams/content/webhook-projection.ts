/**
 * The webhook the gateway needs from the content service (docs/guides/publishing.md gives it to
 * ops for Sanity): every published document, on create, update and delete, with this projection —
 * the document's id and type, its slug and parent path, and the events' exhibitions and series
 * before and after the change (whose pages list their events). Written with `after()` and `before()`
 * so a deleted document is described as it was.
 */
export const WEBHOOK_PROJECTION = `{
  "_id": coalesce(after()._id, before()._id),
  "_type": coalesce(after()._type, before()._type),
  "slug": coalesce(after().slug.current, before().slug.current),
  "path": coalesce(after().path, before().path),
  "refs": array::unique(
    coalesce(before().relatedExhibitions[]._ref, []) + coalesce(after().relatedExhibitions[]._ref, []) +
    coalesce(before().relatedEventSeries[]._ref, []) + coalesce(after().relatedEventSeries[]._ref, [])
  )
}`;
