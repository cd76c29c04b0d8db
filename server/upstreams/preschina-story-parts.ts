import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { embeddableVideo } from '../domain/content/video';
import type { StoryPart } from './preschina-shapes';

/** The players in `node` (itself one, or inside it), as video parts; frames that name no single video are left out. */
function videosIn($: CheerioAPI, node: AnyNode, caption: string | null): StoryPart[] {
  return $(node)
    .find('iframe')
    .addBack('iframe')
    .toArray()
    .flatMap((frame, index) => {
      const url = $(frame).attr('src') ?? '';
      return embeddableVideo(url) ? [{ kind: 'video' as const, url, title: $(frame).attr('title')?.trim() || null, caption: index === 0 ? caption : null }] : [];
    });
}

/**
 * A sanitized story cut into passages around its video players (content spec §2, Page parts: the
 * site's video player loads a video only when the visitor asks). A top-level block holding a
 * player (WordPress's embed figure, a paragraph) becomes the player, with the figure's caption as
 * the video's; anything else the block held stays, before it, as HTML.
 */
export function storyParts(html: string): StoryPart[] {
  const $ = load(html, null, false);
  const parts: StoryPart[] = [];
  let pending = '';
  const flush = () => {
    if (pending.trim()) parts.push({ kind: 'html', html: pending.trim() });
    pending = '';
  };
  for (const node of $.root().contents().get()) {
    const block = $(node);
    if (block.find('iframe').addBack('iframe').length === 0) {
      pending += $.html(node);
      continue;
    }
    const figcaption = block.is('figure') ? block.children('figcaption') : null;
    const caption = figcaption?.text().replace(/\s+/g, ' ').trim() || null;
    const videos = videosIn($, node, caption);
    figcaption?.remove();
    block.find('iframe').remove();
    if (!block.is('iframe') && (block.text().trim() !== '' || block.find('img').length > 0)) pending += $.html(node);
    flush();
    parts.push(...videos);
  }
  flush();
  return parts;
}
