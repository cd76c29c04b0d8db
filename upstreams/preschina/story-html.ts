import type { PreschinaEntry, UploadImage } from './entries';
import { escapeHtml } from './escape-html';
import { uploadPath } from './image-urls';
import { cameToOffice, longDate, parties, presidencyTitle, termYears } from './president-facts';

type PresidentEntry = Extract<PreschinaEntry, { kind: 'president' }>;

/** The first sentence of a story, also the post's excerpt. */
export function storyLede(entry: PresidentEntry): string {
  return `${entry.title} served as the ${presidencyTitle(entry.president)}, ${termYears(entry.president)}.`;
}

/**
 * A WordPress image block with relative file URLs. The `onerror` handler is there on purpose:
 * the gateway must strip inline handlers from the article it republishes.
 */
function figure(image: UploadImage, caption: string): string {
  const medium = uploadPath(image, 'medium');
  const full = uploadPath(image);
  return `<figure class="wp-block-image size-medium"><a href="${full}"><img loading="lazy" src="${medium}" width="${image.medium.width}" height="${image.medium.height}" alt="${escapeHtml(image.alt)}" srcset="${medium} ${image.medium.width}w, ${full} ${image.width}w" sizes="(max-width: ${image.medium.width}px) 100vw, ${image.medium.width}px" class="wp-image-${image.mediaId}" onerror="alert(1)"></a><figcaption>${escapeHtml(caption)}</figcaption></figure>`;
}

/**
 * Videos editors embedded in a story, as WordPress's YouTube embed block prints them: a
 * scheme-relative player on www.youtube.com that loads with the page. The gateway turns them into
 * the site's click-to-load player (youtube-nocookie). The video is the content pages' sample one.
 */
const STORY_VIDEOS: Readonly<Record<string, { youtubeId: string; title: string; caption: string }>> = {
  'john-adams': { youtubeId: 'aqz-KE-bpKQ', title: 'A walk up the museum steps', caption: 'A walk up the museum steps, from the museum’s video channel.' },
};

function videoEmbed(slug: string): string {
  const video = STORY_VIDEOS[slug];
  if (!video) return '';
  return `<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper"><iframe title="${escapeHtml(video.title)}" width="640" height="360" src="//www.youtube.com/embed/${video.youtubeId}?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe></div><figcaption>${escapeHtml(video.caption)}</figcaption></figure>`;
}

function facts(entry: PresidentEntry): string {
  const { president } = entry;
  const rows: [string, string][] = [
    ['Presidency', presidencyTitle(president)],
    ['In office', termYears(president)],
    ['Took office', `${longDate(president.presidencies[0].start)}, ${cameToOffice(president)}`],
    ['Party', parties(president)],
  ];
  if (president.birthday) rows.unshift(['Born', longDate(president.birthday)]);
  return `<dl class="president-facts">${rows.map(([term, value]) => `<dt>${term}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

function portraitsSentence(entry: PresidentEntry): string {
  const count = entry.president.relatedObjectIds?.length ?? 0;
  if (count === 0) return `No portrait of ${entry.title} is linked to the collection in the museum's open data yet.`;
  return `The museum's open data links ${count} ${count === 1 ? 'portrait' : 'portraits'} of ${entry.title} to the collection.`;
}

function pager(previous: PreschinaEntry | undefined, next: PreschinaEntry | undefined): string {
  const link = (entry: PreschinaEntry | undefined, rel: 'prev' | 'next', label: string) =>
    entry ? `<a class="story-pager-${rel}" rel="${rel}" href="/president/${entry.slug}">${label}: ${escapeHtml(entry.title)}</a>` : '';
  return `<nav class="story-pager" aria-label="Presidents">${link(previous, 'prev', 'Previous')}${link(next, 'next', 'Next')}</nav>`;
}

/**
 * The body of a president's story (the post's `content.rendered`), authored from presidents.json.
 * It keeps what a real WordPress story has and the gateway must clean up: relative links and image
 * files, an inline event handler, a script inside the article and, in some, an embedded video.
 */
export function storyContent(entry: PresidentEntry, neighbours: { previous?: PreschinaEntry; next?: PreschinaEntry }): string {
  const name = escapeHtml(entry.title);
  return [
    `<p class="lede">${escapeHtml(storyLede(entry))}</p>`,
    figure(entry.portrait, entry.portrait.caption),
    facts(entry),
    `<h2>At the president's table</h2>`,
    `<p>State dinners, receptions and family meals at the White House were served on dishes, glasses and silver that each household chose, ordered or inherited. This story gathers the tableware associated with the ${name} years, ${escapeHtml(termYears(entry.president))}.</p>`,
    figure(entry.tableware, entry.tableware.alt),
    videoEmbed(entry.slug),
    `<p>${escapeHtml(portraitsSentence(entry))} See the <a href="/president/acknowledgments">acknowledgments</a> for the sources of this page.</p>`,
    `<script>document.documentElement.classList.add('preschina-story-script-ran');</script>`,
    `<p class="story-tools"><a href="#print" onclick="window.print(); return false;">Print this story</a></p>`,
    pager(neighbours.previous, neighbours.next),
  ].join('\n');
}
