// Reads Markdown as GitHub renders it, far enough to check the documentation's relative links:
// the links outside code, and the anchors its headings get. (No Markdown parser is a dependency of
// the project; what GitHub-flavoured Markdown does here is small and fixed.)
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The text with fenced code blocks blanked out (line numbers kept), so their contents are not read. */
function withoutFences(markdown: string): string[] {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence === null && opening) {
      fence = opening[1];
      return '';
    }
    if (fence !== null) {
      const closing = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
      if (closing && closing[1][0] === fence[0] && closing[1].length >= fence.length) fence = null;
      return '';
    }
    return line;
  });
}

/** Inline code spans removed: `[x](y)` inside backticks is text, not a link. */
function withoutCodeSpans(text: string): string {
  return text.replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, ' ');
}

/**
 * GitHub's anchor for a heading (github-slugger): the heading's text, lower-cased, without
 * punctuation or symbols other than `-` and `_`, each space a hyphen.
 */
export function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link or image is its text
    .replace(/<[^>]+>/g, '') // HTML tags
    .replace(/`/g, '')
    .replace(/\*\*|\*/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a page offers: its headings' slugs (repeats get -1, -2, …) and explicit ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (heading) {
      const slug = githubSlug(heading[1]);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const id of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(id[1]);
  }
  return anchors;
}

export interface MarkdownLink {
  /** The destination as written. */
  target: string;
  /** 1-based line the link starts on. */
  line: number;
}

/** Every inline link, image and reference definition outside code. */
export function linksOf(markdown: string): MarkdownLink[] {
  const text = withoutCodeSpans(withoutFences(markdown).join('\n'));
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const links: MarkdownLink[] = [];
  for (const match of text.matchAll(/!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+"[^"]*")?\s*\)/g)) {
    links.push({ target: match[1].replace(/^<|>$/g, ''), line: lineAt(match.index) });
  }
  for (const match of text.matchAll(/^ {0,3}\[[^\]]+\]:\s*(\S+)/gm)) {
    links.push({ target: match[1].replace(/^<|>$/g, ''), line: lineAt(match.index) });
  }
  return links;
}

/** A link that leaves the repository (a scheme such as https: or mailto:, or //host). */
function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

/**
 * The relative links of `file` (its text `markdown`) that lead nowhere: a file or folder that does
 * not exist, or an anchor the Markdown page it names does not have. `read` gives another page's text.
 */
export function brokenLinks(file: string, markdown: string, read: (path: string) => string): string[] {
  const broken: string[] = [];
  for (const { target, line } of linksOf(markdown)) {
    if (isExternal(target)) continue;
    const hash = target.indexOf('#');
    const pathPart = hash === -1 ? target : target.slice(0, hash);
    const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
    const path = pathPart === '' ? resolve(file) : resolve(dirname(file), decodeURI(pathPart.split('?')[0]));
    const where = `${file}:${line}: ${target}`;
    if (!existsSync(path)) {
      broken.push(`${where} (no such file)`);
      continue;
    }
    if (anchor === null || !path.endsWith('.md') || statSync(path).isDirectory()) continue;
    const anchors = pathPart === '' ? anchorsOf(markdown) : anchorsOf(read(path));
    if (!anchors.has(anchor)) broken.push(`${where} (no heading or id "${anchor}")`);
  }
  return broken;
}
