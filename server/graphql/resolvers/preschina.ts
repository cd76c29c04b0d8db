import { cacheControlFromInfo } from '@apollo/cache-control-types';
import { load } from 'cheerio';
import { presidentPosts, storyPath, storySlug } from '../../domain/preschina/grid';
import type { WpPost } from '../../upstreams/preschina-shapes';
import type { GatewayContext } from '../context';
import type { PreschinaImage, PreschinaPresident, Resolvers } from '../generated/resolvers-types';

/** WordPress gives titles as HTML (`&#8217;`): the plain text of one. */
function plainText(html: string): string {
  return load(html, null, false).text().replace(/\s+/g, ' ').trim();
}

/** A president's tile; a portrait that fails to load leaves the tile without one (and the answer uncacheable). */
async function toPresident(post: WpPost, context: GatewayContext, uncacheable: () => void): Promise<PreschinaPresident> {
  let portrait: PreschinaImage | null = null;
  if (post.dial_portrait) {
    try {
      const picture = await context.loaders.preschinaPicture.load(post.dial_portrait.ID);
      portrait = picture?.url ? { ...picture, url: picture.url } : null;
    } catch (error) {
      context.log.warn({ err: error, media: post.dial_portrait.ID }, 'preschina portrait unavailable; answering the tile without it');
      uncacheable();
    }
  }
  return { slug: post.slug, name: plainText(post.title.rendered), url: storyPath(post.slug), portrait };
}

export const preschinaResolvers: Resolvers = {
  Query: {
    preschinaPresidents: async (_parent, _args, context, info) => {
      const posts = presidentPosts(
        (await context.loaders.preschinaPosts.load('all')).map((post) => ({ ...post, menuOrder: post.menu_order })),
      );
      const uncacheable = () => cacheControlFromInfo(info).setCacheHint({ maxAge: 0 });
      // Every portrait at once (spec §7: one media call each, answered from the cache when kept).
      return Promise.all(posts.map((post) => toPresident(post, context, uncacheable)));
    },
    preschinaStory: async (_parent, { slug }, context) => {
      const known = storySlug(slug);
      if (!known) return null;
      const story = await context.loaders.preschinaStory.load(known);
      return story ? { slug: known, title: story.title, html: story.html, url: storyPath(known) } : null;
    },
  },
};
