import type { PreschinaEntry } from './entries';
import { ACKNOWLEDGMENTS_LEDE, acknowledgmentsContent, TEST_LEDE, testContent } from './editorial-html';
import { escapeHtml } from './escape-html';
import type { PreschinaSite } from './site';
import { storyContent, storyLede } from './story-html';

/** A post's body HTML: what the REST API gives as `content.rendered` and the page puts in its article. */
export function entryContent(entry: PreschinaEntry, site: PreschinaSite): string {
  switch (entry.kind) {
    case 'president':
      return storyContent(entry, site.neighbours(entry));
    case 'acknowledgments':
      return acknowledgmentsContent();
    case 'test':
      return testContent();
  }
}

/** A post's excerpt text (its first sentence). */
export function entryExcerpt(entry: PreschinaEntry): string {
  switch (entry.kind) {
    case 'president':
      return storyLede(entry);
    case 'acknowledgments':
      return ACKNOWLEDGMENTS_LEDE;
    case 'test':
      return TEST_LEDE;
  }
}

/** The `<article>` of a post's page, with the classes WordPress themes print. */
export function articleHtml(entry: PreschinaEntry, site: PreschinaSite): string {
  return `<article id="post-${entry.id}" class="post-${entry.id} president type-president status-publish has-post-thumbnail hentry">
<header class="entry-header"><h1 class="entry-title">${escapeHtml(entry.title)}</h1></header>
<div class="entry-content">
${entryContent(entry, site)}
</div>
</article>`;
}
