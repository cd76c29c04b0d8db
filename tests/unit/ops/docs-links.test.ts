import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, githubSlug, linksOf } from '../../support/markdown-links';

// The README and docs/ are read by newcomers first: a link that leads nowhere, a README grown back
// into a manual, or a page that does not say who it is for are caught here.
const docsPages = readdirSync('docs', { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.md'))
  .map((name) => join('docs', name))
  .sort();
const checked = ['README.md', 'upstreams/README.md', ...docsPages];
const read = (path: string) => readFileSync(path, 'utf8');

describe('the link checker', () => {
  it('gives headings the anchors GitHub gives them', () => {
    expect(githubSlug('The upstream path of a cold page (`npm run bench:chain`)')).toBe('the-upstream-path-of-a-cold-page-npm-run-benchchain');
    expect(githubSlug("The historic houses' hours, January to March")).toBe('the-historic-houses-hours-january-to-march');
    expect(githubSlug('Protection: deadlines, limits — and `MAX_UPSTREAM_CALLS`')).toBe('protection-deadlines-limits--and-max_upstream_calls');
    expect([...anchorsOf('# Title\n## Notes\n```sh\n## not a heading\n```\n## Notes\n<a id="kept"></a>')]).toEqual(['title', 'notes', 'notes-1', 'kept']);
  });

  it('reads links outside code only, wherever their text wraps', () => {
    const markdown = 'See [the\nguide](guides/a.md#b) and ![a picture](p.png).\n\n`[not](a-link.md)`\n\n```md\n[nor](this.md)\n```\n\n[ref]: ref.md';
    expect(linksOf(markdown)).toEqual([
      { target: 'guides/a.md#b', line: 1 },
      { target: 'p.png', line: 2 },
      { target: 'ref.md', line: 10 },
    ]);
  });

  it('names a missing file and a missing anchor, and passes what resolves', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-links-'));
    writeFileSync(join(dir, 'other.md'), '# Other\n\n## Present section\n');
    const page = join(dir, 'page.md');
    const text = '# Page\n\n## Here\n\n[ok](other.md#present-section) [ok](#here) [ok](https://example.org/x.md#y)\n[gone](missing.md) [bad](other.md#absent) [bad](#nowhere)\n';
    writeFileSync(page, text);
    expect(brokenLinks(page, text, read)).toEqual([
      `${page}:6: missing.md (no such file)`,
      `${page}:6: other.md#absent (no heading or id "absent")`,
      `${page}:6: #nowhere (no heading or id "nowhere")`,
    ]);
  });
});

describe('the documentation', () => {
  it('has pages under docs/ and an index', () => {
    expect(docsPages).toContain(join('docs', 'README.md'));
    expect(docsPages.length).toBeGreaterThan(10);
  });

  it.each(checked)('%s: every relative link and anchor resolves', (file) => {
    expect(brokenLinks(file, read(file), read)).toEqual([]);
  });

  it('keeps README.md to 300 lines at most', () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(300);
  });

  it.each(docsPages)('%s: says who it is for first ("For <reader>: …" right after its title)', (file) => {
    const [title, ...rest] = read(file).split('\n');
    expect(title).toMatch(/^# \S/);
    const paragraph = rest.join('\n').trim().split(/\n\s*\n/)[0].replace(/\s+/g, ' ');
    expect(paragraph).toMatch(/^For [^:]+: \S/);
  });

  it.each(docsPages.filter((page) => page !== join('docs', 'README.md')))('%s: is listed in the index, docs/README.md', (file) => {
    const index = linksOf(read('docs/README.md')).map((link) => join('docs', link.target.split('#')[0]));
    expect(index).toContain(file);
  });
});
