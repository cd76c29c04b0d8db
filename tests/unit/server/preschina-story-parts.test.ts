import { describe, expect, it } from 'vitest';
import { storyParts } from '../../../server/upstreams/preschina-story-parts';

const PLAYER = 'https://www.youtube.com/embed/aqz-KE-bpKQ';

describe('storyParts', () => {
  it('keeps a story without players as one passage', () => {
    expect(storyParts('<p>One</p>\n<p>Two</p>\n')).toEqual([{ kind: 'html', html: '<p>One</p>\n<p>Two</p>' }]);
  });

  it("cuts around an embed figure, taking its caption for the video's", () => {
    const html = `<p>Before</p><figure class="wp-block-embed"><div class="wp-block-embed__wrapper"><iframe src="${PLAYER}" title="Steps"></iframe></div><figcaption> The  steps </figcaption></figure><p>After</p>`;
    expect(storyParts(html)).toEqual([
      { kind: 'html', html: '<p>Before</p>' },
      { kind: 'video', url: PLAYER, title: 'Steps', caption: 'The steps' },
      { kind: 'html', html: '<p>After</p>' },
    ]);
  });

  it('keeps what else a block with a player held, before the player; a bare frame is the player alone', () => {
    expect(storyParts(`<p>Watch this: <iframe src="${PLAYER}"></iframe></p><iframe src="https://player.vimeo.com/video/76979871" title="Bronze"></iframe>`)).toEqual([
      { kind: 'html', html: '<p>Watch this: </p>' },
      { kind: 'video', url: PLAYER, title: null, caption: null },
      { kind: 'video', url: 'https://player.vimeo.com/video/76979871', title: 'Bronze', caption: null },
    ]);
  });

  it('leaves out players that name no single video', () => {
    expect(storyParts('<p>A</p><iframe src="https://www.youtube.com/embed/?listType=playlist&amp;list=PL1"></iframe><p>B</p>')).toEqual([
      { kind: 'html', html: '<p>A</p>' },
      { kind: 'html', html: '<p>B</p>' },
    ]);
  });
});
