import { escapeHtml } from './escape-html';

/** The open data the stories are authored from (see upstreams/data/open/SOURCES.md); all CC0 1.0 Universal. */
const SOURCES: { name: string; url: string; use: string }[] = [
  {
    name: 'unitedstates/congress-legislators',
    url: 'https://github.com/unitedstates/congress-legislators',
    use: "the presidents' names, birthdays, terms of office and parties (executive.yaml)",
  },
  {
    name: 'American Art Collaborative: National Portrait Gallery',
    url: 'https://github.com/american-art/npg',
    use: 'the portraits of presidents linked to the collection',
  },
  { name: 'American Art Collaborative: Walters Art Museum', url: 'https://github.com/american-art/wam', use: 'collection records' },
  { name: 'American Art Collaborative: Crystal Bridges Museum of American Art', url: 'https://github.com/american-art/cbm', use: 'collection records' },
  // Written scheme-relative, as editors paste links: the gateway must make it https.
  { name: 'Carnegie Museum of Art', url: '//github.com/cmoa/collection', use: 'collection records' },
  { name: 'Colby College Museum of Art', url: 'https://github.com/ColbyMuseum/MuseumLOD', use: 'collection and exhibition records' },
];

export const ACKNOWLEDGMENTS_LEDE = 'Presidential China, 1780–1980 was written from open data that its publishers dedicated to the public domain.';

/** The credits post: the open data sources, with absolute links out and a relative link home. */
export function acknowledgmentsContent(): string {
  const items = SOURCES.map(
    (source) => `<li><a href="${escapeHtml(source.url)}">${escapeHtml(source.name)}</a>: ${escapeHtml(source.use)}.</li>`,
  ).join('');
  return [
    `<p class="lede">${escapeHtml(ACKNOWLEDGMENTS_LEDE)}</p>`,
    `<p>We thank the following projects, each released under the Creative Commons CC0 1.0 Universal dedication:</p>`,
    `<ul class="credits">${items}</ul>`,
    `<p><a href="/">Back to the presidents</a></p>`,
  ].join('\n');
}

export const TEST_LEDE = 'This is a test entry used to check the site. It is not a president and should not be published.';

/** The editors' test post, left published as on the real site. */
export function testContent(): string {
  return `<p>${escapeHtml(TEST_LEDE)}</p>`;
}
