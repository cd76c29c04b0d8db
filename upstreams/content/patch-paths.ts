/**
 * Attribute paths of Sanity's patches, the part of their syntax editors' tools send: fields
 * (`title`, `slug.current`), array items by index (`sections[0]`, `sections[-1]`) and by key
 * (`sections[_key=="intro"].title`).
 */
type Segment = { field: string } | { index: number } | { key: string };

const FIRST = /^[A-Za-z_][\w-]*/;
const NEXT = /^(?:\.([A-Za-z_][\w-]*)|\[(-?\d+)\]|\[\s*_key\s*==\s*(?:"([^"]*)"|'([^']*)')\s*\])/;

/** The path's segments, or null when it is not a path this sample reads. */
export function parsePath(path: string): Segment[] | null {
  const first = FIRST.exec(path);
  if (!first) return null;
  const segments: Segment[] = [{ field: first[0] }];
  let rest = path.slice(first[0].length);
  while (rest !== '') {
    const next = NEXT.exec(rest);
    if (!next) return null;
    if (next[1] !== undefined) segments.push({ field: next[1] });
    else if (next[2] !== undefined) segments.push({ index: Number(next[2]) });
    else segments.push({ key: next[3] ?? next[4] ?? '' });
    rest = rest.slice(next[0].length);
  }
  return segments;
}

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/** Where a segment points in a container: an object's field, or an array's index (-1: no such item). */
function slotOf(container: Container, segment: Segment): string | number {
  if (Array.isArray(container)) {
    if ('index' in segment) return segment.index < 0 ? container.length + segment.index : segment.index;
    if ('key' in segment) return container.findIndex((item) => isContainer(item) && !Array.isArray(item) && item._key === segment.key);
    return -1;
  }
  return 'field' in segment ? segment.field : -1;
}

function read(container: Container, slot: string | number): unknown {
  return (container as Record<string | number, unknown>)[slot];
}

/**
 * The container holding the path's last segment and the slot in it, or null where the path leads
 * nowhere. With `create`, missing objects on the way are made (as Sanity's `set` does).
 */
function locate(document: Record<string, unknown>, segments: readonly Segment[], create: boolean): { container: Container; slot: string | number } | null {
  let container: Container = document;
  for (let at = 0; at < segments.length - 1; at += 1) {
    const slot = slotOf(container, segments[at] as Segment);
    if (slot === -1) return null;
    let inner = read(container, slot);
    if (!isContainer(inner)) {
      if (!create || typeof slot !== 'string') return null;
      inner = {};
      (container as Record<string, unknown>)[slot] = inner;
    }
    container = inner as Container;
  }
  const slot = slotOf(container, segments[segments.length - 1] as Segment);
  if (slot === -1 || (Array.isArray(container) && typeof slot === 'number' && slot >= container.length)) return null;
  return { container, slot };
}

export function setAt(document: Record<string, unknown>, segments: readonly Segment[], value: unknown, onlyIfMissing = false): void {
  const place = locate(document, segments, true);
  if (!place || (onlyIfMissing && read(place.container, place.slot) !== undefined)) return;
  (place.container as Record<string | number, unknown>)[place.slot] = structuredClone(value);
}

export function unsetAt(document: Record<string, unknown>, segments: readonly Segment[]): void {
  const place = locate(document, segments, false);
  if (!place) return;
  if (Array.isArray(place.container) && typeof place.slot === 'number') place.container.splice(place.slot, 1);
  else delete (place.container as Record<string, unknown>)[place.slot];
}

/** Adds `by` to a number (`inc`; `dec` adds its negative); anything else is left as it is. */
export function addAt(document: Record<string, unknown>, segments: readonly Segment[], by: number): void {
  const place = locate(document, segments, false);
  const current = place ? read(place.container, place.slot) : undefined;
  if (place && typeof current === 'number') (place.container as Record<string | number, unknown>)[place.slot] = current + by;
}
