/**
 * Which keys of one in-memory store carry each tag. The store tells it of every entry it keeps and
 * every entry it lets go (evicted, expired, deleted), so the index never holds more than the store:
 * its size is bounded by the store's own bound times the tags an entry carries.
 */
export class TagIndex {
  private readonly byTag = new Map<string, Set<string>>();
  private readonly byKey = new Map<string, readonly string[]>();
  private linkCount = 0;

  /** The entry under `key` now carries `tags` (replacing what it carried). */
  set(key: string, tags: readonly string[]): void {
    this.remove(key);
    if (tags.length === 0) return;
    this.byKey.set(key, tags);
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      if (!keys.has(key)) this.linkCount += 1;
      keys.add(key);
    }
  }

  /** The entry under `key` is gone. */
  remove(key: string): void {
    const tags = this.byKey.get(key);
    if (!tags) return;
    this.byKey.delete(key);
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys?.delete(key)) continue;
      this.linkCount -= 1;
      if (keys.size === 0) this.byTag.delete(tag);
    }
  }

  /** The keys carrying any of `tags`. */
  keys(tags: Iterable<string>): string[] {
    const found = new Set<string>();
    for (const tag of tags) for (const key of this.byTag.get(tag) ?? []) found.add(key);
    return [...found];
  }

  /** Tag–key links held (what the index costs), and the distinct tags among them. */
  get size(): { links: number; tags: number } {
    return { links: this.linkCount, tags: this.byTag.size };
  }
}
