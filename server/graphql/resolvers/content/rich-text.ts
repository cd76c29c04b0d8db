/**
 * Portable Text to typed blocks (content spec §3): text with its marks and resolved links, list
 * items grouped into lists, and the editors' blocks. What cannot be shown safely (unknown types,
 * unsafe links, images without a source, videos from other hosts, maps missing a part) is left out
 * and reported; a plain string becomes paragraphs.
 */
import * as v from 'valibot';
import { embeddableVideo } from '../../../domain/content/video';
import { mapPlace } from '../../../domain/content/map';
import { shortcode } from '../../../domain/content/shortcodes';
import type { LinkTarget } from '../../../domain/links';
import { AnyBlockSchema, CustomBlockSchema, MarkDefSchema, SpanSchema, TextBlockSchema, type CustomBlock, type MarkDef } from '../../../upstreams/rich-text-shapes';
import type { ListItem, TextMark, TextSpan, TextStyle, Video } from '../../generated/resolvers-types';
import type { BasicBlockModel, RichTextBlockModel } from './models';
import { giftAnnuityCalculator } from '../planned-giving';
import { imageOf } from './images';
import { referenceUrl, targetOf } from './links';
import { readEach, readPart, type ContentScope } from './scope';

type Block = RichTextBlockModel;
type BasicBlock = BasicBlockModel;

const DECORATORS: Readonly<Record<string, TextMark>> = { strong: 'STRONG', em: 'EMPHASIS', underline: 'UNDERLINE', code: 'CODE', 'strike-through': 'STRIKE' };
const STYLES: Readonly<Record<string, TextStyle>> = { normal: 'PARAGRAPH', h1: 'HEADING_2', h2: 'HEADING_2', h3: 'HEADING_3', h4: 'HEADING_4', h5: 'HEADING_4', h6: 'HEADING_4', blockquote: 'QUOTE' };
/** Icons the site draws; others show the information icon. */
const ICONS = new Set(['wheelchair', 'audio', 'info', 'parking', 'food', 'ticket', 'family', 'accessible']);

/** A video of a video resource or block, display-ready; null (reported) when it may not be embedded. */
export function videoOf(scope: ContentScope, input: { url: string; mediaType?: string | null; caption?: string | null; showCaption?: boolean | null }): Video | null {
  const video = embeddableVideo(input.url, input.mediaType);
  if (!video) {
    scope.drop('video', `not a YouTube or Vimeo video: ${JSON.stringify(input.url.slice(0, 80))}`);
    return null;
  }
  const caption = input.caption?.trim() || null;
  return { ...video, caption, showCaption: input.showCaption !== false && caption !== null, title: caption ?? 'Video' };
}

function markLink(scope: ContentScope, def: MarkDef | undefined, text: string): LinkTarget | null {
  if (!def) return null;
  if (def._type === 'internalLink') {
    const url = referenceUrl(def.target, def.anchor);
    if (!url) scope.drop('internal link', `the document linked from "${text.slice(0, 40)}" is missing or unpublished`);
    return url ? targetOf(scope, 'internal link', url) : null;
  }
  if (def._type === 'externalLink') return targetOf(scope, 'external link', def.href);
  scope.drop('link', `unknown annotation ${def._type}`);
  return null;
}

/** The runs of a text block: decorators become marks, annotation keys become resolved links. */
function spansOf(scope: ContentScope, children: readonly unknown[], markDefs: readonly unknown[] | null | undefined): TextSpan[] {
  const defs = new Map(readEach(scope, 'link annotation', MarkDefSchema, markDefs).map((def) => [def._key, def]));
  return readEach(scope, 'inline content', SpanSchema, children).map((span) => {
    const marks: TextMark[] = [];
    let link: LinkTarget | null = null;
    for (const mark of span.marks ?? []) {
      const decorator = DECORATORS[mark];
      if (decorator) marks.push(decorator);
      else link ??= markLink(scope, defs.get(mark), span.text);
    }
    return { text: span.text, marks, link };
  });
}

function customBlock(scope: ContentScope, block: CustomBlock, key: string, nested: boolean): Block | null {
  switch (block._type) {
    case 'simpleTable':
      return { __typename: 'TableBlock', key, caption: block.title ?? null, rows: block.rows.map((row) => ({ name: row.name, value: row.value, summary: row.summary ?? null })) };
    case 'button': {
      const link = targetOf(scope, `button "${block.title}"`, block.url);
      return link ? { __typename: 'ButtonBlock', key, title: block.title, link, secondary: block.style === 'secondary' } : null;
    }
    case 'cmsImageEmbedded': {
      const image = imageOf(scope, block.image, { fit: { width: 640, height: 640 } }, block.caption);
      return image ? { __typename: 'EmbeddedImageBlock', key, image, caption: block.caption ?? null, alignment: block.alignment === 'left' ? 'left' : 'right' } : null;
    }
    case 'cmsImage': {
      const image = imageOf(scope, block.image, 'default', block.caption);
      return image ? { __typename: 'ImageBlock', key, image, caption: block.caption ?? null } : null;
    }
    case 'collectionAsset':
      return { __typename: 'CollectionAssetBlock', key, objectId: block.objectId, caption: block.caption ?? null };
    case 'map': {
      const map = mapPlace(block);
      if (!map) scope.drop('map', 'a map needs latitude, longitude, address, place and link');
      return map ? { __typename: 'MapBlock', key, map } : null;
    }
    case 'icon':
      return { __typename: 'IconBlock', key, icon: ICONS.has(block.icon) ? block.icon : 'info', text: block.text };
    case 'videoAsset': {
      const video = videoOf(scope, block);
      return video ? { __typename: 'VideoBlock', key, video } : null;
    }
    case 'ticketType':
      return { __typename: 'TicketTypeBlock', key, title: block.title, price: block.price ?? null, description: block.description ?? null, tickets: block.url ? targetOf(scope, 'ticket type', block.url) : null };
    case 'logoImage': {
      const image = imageOf(scope, block.image, { fit: { width: 320, height: 160 } });
      return image ? { __typename: 'LogoBlock', key, image, website: block.url ? targetOf(scope, 'logo link', block.url) : null } : null;
    }
    case 'row':
      if (nested) return nestingDropped(scope, 'row');
      return { __typename: 'RowBlock', key, columns: block.columns.map((column, index) => ({ key: column._key ?? `${key}-${index}`, blocks: basicBlocks(scope, column.body) })) };
    case 'collapsibleText':
      if (nested) return nestingDropped(scope, 'collapsible text');
      return { __typename: 'CollapsibleTextBlock', key, title: block.title, blocks: basicBlocks(scope, block.body) };
    case 'shortcode': {
      const content = shortcode(block.code);
      if (!content) scope.drop('shortcode', `unknown shortcode ${JSON.stringify(block.code)}`);
      if (!content) return null;
      const link = content.link ? targetOf(scope, 'shortcode', content.link.url) : null;
      return {
        __typename: 'ShortcodeBlock',
        key,
        kind: content.kind,
        title: content.title,
        text: content.text,
        action: link,
        actionTitle: link ? (content.link?.title ?? null) : null,
        calculator: content.kind === 'PLANNED_GIVING_CALCULATOR' ? giftAnnuityCalculator() : null,
      };
    }
    case 'separator':
      return { __typename: 'SeparatorBlock', key };
  }
}

function nestingDropped(scope: ContentScope, what: string): null {
  scope.drop(what, 'rows and collapsible text do not nest');
  return null;
}

const isBasic = (block: Block): block is BasicBlock => block.__typename !== 'RowBlock' && block.__typename !== 'CollapsibleTextBlock';

function basicBlocks(scope: ContentScope, raw: readonly unknown[] | null | undefined): BasicBlock[] {
  return blocksOf(scope, raw ?? [], true).filter(isBasic);
}

/** A list item's place in a list: consecutive items of one kind make a list. */
function appendListItem(blocks: Block[], ordered: boolean, item: ListItem): void {
  const last = blocks[blocks.length - 1];
  if (last?.__typename === 'ListBlock' && last.ordered === ordered) last.items.push(item);
  else blocks.push({ __typename: 'ListBlock', key: `list-${item.key}`, ordered, items: [item] });
}

function blocksOf(scope: ContentScope, raw: readonly unknown[], nested: boolean): Block[] {
  const blocks: Block[] = [];
  raw.forEach((value, index) => {
    const typed = readPart(scope, 'rich text block', AnyBlockSchema, value);
    if (!typed) return;
    const key = typeof typed._key === 'string' ? typed._key : `block-${index}`;
    if (typed._type === 'block') {
      const text = readPart(scope, 'text block', TextBlockSchema, value);
      if (!text) return;
      const spans = spansOf(scope, text.children, text.markDefs);
      if (text.listItem === 'bullet' || text.listItem === 'number') {
        appendListItem(blocks, text.listItem === 'number', { key, level: Math.min(Math.max(Math.trunc(text.level ?? 1), 1), 4), spans });
        return;
      }
      blocks.push({ __typename: 'TextBlock', key, style: STYLES[text.style ?? 'normal'] ?? 'PARAGRAPH', spans });
      return;
    }
    const custom = v.safeParse(CustomBlockSchema, value);
    if (!custom.success) {
      scope.drop(`${typed._type} block`, custom.issues[0]?.message ?? 'unexpected shape');
      return;
    }
    const block = customBlock(scope, custom.output, key, nested);
    if (block) blocks.push(block);
  });
  return blocks;
}

/** Rich text as typed blocks: Portable Text, or a plain string read as paragraphs (blank lines apart). */
export function richTextOf(scope: ContentScope, raw: unknown): Block[] {
  if (typeof raw === 'string') {
    return raw
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .map((text, index) => ({ __typename: 'TextBlock' as const, key: `text-${index}`, style: 'PARAGRAPH' as const, spans: [{ text, marks: [], link: null }] }));
  }
  if (!Array.isArray(raw)) return [];
  return blocksOf(scope, raw, false);
}
