/**
 * Rich text as the content service stores it: Portable Text (Sanity's block format). Text blocks hold
 * spans with decorator marks and link annotations (internalLink to a document, externalLink to a
 * URL); the editors' custom blocks sit between them. Builders below keep authored content short.
 */
import type { CmsImage, Keyed, Reference } from './documents';

export type TextStyle = 'normal' | 'h2' | 'h3' | 'h4' | 'blockquote';
export type Decorator = 'strong' | 'em' | 'underline' | 'code' | 'strike-through';

export interface SpanNode extends Keyed {
  _type: 'span';
  text: string;
  marks: string[];
}

/** A link annotation of a span: to a document (by reference, with an optional anchor) or to a URL. */
export type LinkMark = Keyed & ({ _type: 'internalLink'; reference: Reference; anchor?: string } | { _type: 'externalLink'; href: string });

export interface TextBlockNode extends Keyed {
  _type: 'block';
  style: TextStyle;
  listItem?: 'bullet' | 'number';
  level?: number;
  children: SpanNode[];
  markDefs: LinkMark[];
}

/** The link of a button or shortcode: a site path, a URL, or `?keyword=…` for the ticket store. */
export interface LinkSpec {
  title: string;
  url: string;
}

export interface SimpleTableNode extends Keyed {
  _type: 'simpleTable';
  title?: string;
  rows: (Keyed & { name: string; value: string; summary?: string })[];
}
export interface ButtonNode extends Keyed {
  _type: 'button';
  title: string;
  url: string;
  style?: 'primary' | 'secondary';
}
export interface ImageNode extends Keyed {
  _type: 'cmsImage' | 'cmsImageEmbedded';
  image: CmsImage;
  caption?: string;
  /** Embedded images float beside the text. */
  alignment?: 'left' | 'right';
}
export interface CollectionAssetNode extends Keyed {
  _type: 'collectionAsset';
  objectId: number;
  caption?: string;
}
export interface MapNode extends Keyed {
  _type: 'map';
  lat?: number;
  lng?: number;
  address?: string;
  place?: string;
  url?: string;
  isMapStatic?: boolean;
}
export interface IconNode extends Keyed {
  _type: 'icon';
  icon: string;
  text: string;
}
export interface VideoAssetNode extends Keyed {
  _type: 'videoAsset';
  url: string;
  mediaType: string;
  caption?: string;
  showCaption?: boolean;
}
export interface TicketTypeNode extends Keyed {
  _type: 'ticketType';
  title: string;
  price?: string;
  description?: string;
  url?: string;
}
export interface LogoImageNode extends Keyed {
  _type: 'logoImage';
  image: CmsImage;
  url?: string;
}
export interface RowNode extends Keyed {
  _type: 'row';
  columns: (Keyed & { body: RichTextNode[] })[];
}
export interface CollapsibleTextNode extends Keyed {
  _type: 'collapsibleText';
  title: string;
  body: RichTextNode[];
}
export interface ShortcodeNode extends Keyed {
  _type: 'shortcode';
  code: 'OpenTable' | 'PlannedGivingCalculator' | 'Signup';
}
export interface SeparatorNode extends Keyed {
  _type: 'separator';
}

export type RichTextNode =
  | TextBlockNode
  | SimpleTableNode
  | ButtonNode
  | ImageNode
  | CollectionAssetNode
  | MapNode
  | IconNode
  | VideoAssetNode
  | TicketTypeNode
  | LogoImageNode
  | RowNode
  | CollapsibleTextNode
  | ShortcodeNode
  | SeparatorNode;

export type RichText = RichTextNode[];

/** A block as authored, before keys are given; list helpers give arrays, taken in place. */
type Unkeyed<T> = T extends Keyed ? Omit<T, '_key'> : never;
export type RichTextInput =
  | Unkeyed<Exclude<RichTextNode, RowNode | CollapsibleTextNode | SimpleTableNode>>
  | { _type: 'row'; columns: { body: Blocks }[] }
  | { _type: 'collapsibleText'; title: string; body: Blocks }
  | { _type: 'simpleTable'; title?: string; rows: { name: string; value: string; summary?: string }[] };
export type Blocks = (RichTextInput | RichTextInput[])[];

/** A piece of a paragraph: plain text, or text with marks and an optional link. */
export type Part = string | { text: string; marks?: Decorator[]; link?: { ref: string; anchor?: string } | { href: string } };

export const bold = (text: string): Part => ({ text, marks: ['strong'] });
export const italic = (text: string): Part => ({ text, marks: ['em'] });
/** A link to a document by id (internalLink) or to a URL (externalLink). */
export const link = (text: string, to: { ref: string; anchor?: string } | { href: string }): Part => ({ text, link: to });

function textBlock(style: TextStyle, parts: Part[], list?: { listItem: 'bullet' | 'number'; level: number }): Omit<TextBlockNode, '_key'> {
  const markDefs: LinkMark[] = [];
  const children = parts.map((part, index): SpanNode => {
    if (typeof part === 'string') return { _key: `s${index}`, _type: 'span', text: part, marks: [] };
    const marks: string[] = [...(part.marks ?? [])];
    if (part.link) {
      const key = `l${index}`;
      markDefs.push(
        'ref' in part.link
          ? { _key: key, _type: 'internalLink', reference: { _type: 'reference', _ref: part.link.ref }, ...(part.link.anchor ? { anchor: part.link.anchor } : {}) }
          : { _key: key, _type: 'externalLink', href: part.link.href },
      );
      marks.push(key);
    }
    return { _key: `s${index}`, _type: 'span', text: part.text, marks };
  });
  return { _type: 'block', style, children, markDefs, ...(list ?? {}) };
}

export const paragraph = (...parts: Part[]) => textBlock('normal', parts);
export const heading = (level: 2 | 3 | 4, text: string) => textBlock(`h${level}`, [text]);
export const quote = (...parts: Part[]) => textBlock('blockquote', parts);
/** List items: one block each, as Portable Text stores lists; `level` nests them. */
export const bullets = (...items: (Part | Part[])[]) => items.map((item) => textBlock('normal', Array.isArray(item) ? item : [item], { listItem: 'bullet', level: 1 }));
export const numbered = (...items: (Part | Part[])[]) => items.map((item) => textBlock('normal', Array.isArray(item) ? item : [item], { listItem: 'number', level: 1 }));
export const nestedBullet = (level: number, ...parts: Part[]) => textBlock('normal', parts, { listItem: 'bullet', level });

/**
 * Gives every array member object a stable `_key` from its position (`prefix-0-2`), as Sanity arrays
 * carry; members that have one keep it.
 */
export function keyTree<T>(prefix: string, value: T): T {
  if (Array.isArray(value)) {
    return value.map((item: unknown, index) => {
      const inner = keyTree(`${prefix}-${index}`, item);
      return typeof inner === 'object' && inner !== null && !Array.isArray(inner) && !('_key' in inner) ? { _key: `${prefix}-${index}`, ...inner } : inner;
    }) as T;
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, keyTree(`${prefix}-${name}`, inner)])) as T;
  }
  return value;
}

/** Authored blocks with list arrays taken in place, also inside rows and collapsible text. */
function flatten(blocks: Blocks): RichTextInput[] {
  return blocks.flat().map((block): RichTextInput => {
    if (block._type === 'row') return { ...block, columns: block.columns.map((column) => ({ body: flatten(column.body) })) };
    if (block._type === 'collapsibleText') return { ...block, body: flatten(block.body) };
    return block;
  });
}

/** Rich text from authored blocks, keyed as Sanity keys array members. */
export function richText(prefix: string, ...blocks: Blocks): RichText {
  // The authored shapes equal the stored ones but for the keys, which keyTree adds.
  return keyTree(prefix, flatten(blocks)) as RichText;
}

/** The plain text of rich text (search indexing, summaries); a plain string is taken as it is. */
export function plainText(value: RichText | string | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string') return value;
  return value
    .map((node) => {
      switch (node._type) {
        case 'block':
          return node.children.map((span) => span.text).join('');
        case 'row':
          return node.columns.map((column) => plainText(column.body)).join(' ');
        case 'collapsibleText':
          return `${node.title} ${plainText(node.body)}`;
        case 'simpleTable':
          return node.rows.map((row) => `${row.name} ${row.value}`).join(' ');
        default:
          return '';
      }
    })
    .filter(Boolean)
    .join('\n');
}
