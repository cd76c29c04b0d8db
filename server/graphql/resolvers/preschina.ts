import { embeddableVideo } from '../../domain/content/video';
import { plainText } from '../../domain/plain-text';
import { cleanText } from '../../domain/text';
import { presidentPosts, storyPath, storySlug } from '../../domain/preschina/grid';
import type { StoryPart, WpPost } from '../../upstreams/preschina-shapes';
import type { GatewayContext } from '../context';
import type { PreschinaImage, PreschinaPresident, PreschinaStoryHtml, PreschinaStoryVideo, Resolvers } from '../generated/resolvers-types';
import { degradeOn } from './degrade';

/** A president's tile; a portrait that fails to load leaves the tile without one (and the answer degraded, so uncached). */
async function toPresident(post: WpPost, context: GatewayContext): Promise<PreschinaPresident> {
  let portrait: PreschinaImage | null = null;
  if (post.dial_portrait) {
    try {
      const picture = await context.loaders.preschinaPicture.load(post.dial_portrait.ID);
      portrait = picture?.url ? { ...picture, url: picture.url } : null;
    } catch (error) {
      degradeOn(context, `preschina portrait ${post.dial_portrait.ID}`, error);
    }
  }
  return { slug: post.slug, name: cleanText(plainText(post.title.rendered)) ?? '', url: storyPath(post.slug), portrait };
}

type StoryPartModel = (PreschinaStoryHtml & { __typename: 'PreschinaStoryHtml' }) | (PreschinaStoryVideo & { __typename: 'PreschinaStoryVideo' });

/** A passage of a kept story as the schema gives it: a video as the content pages' Video (youtube-nocookie, loaded on request). */
function toStoryPart(part: StoryPart): StoryPartModel[] {
  if (part.kind === 'html') return [{ __typename: 'PreschinaStoryHtml', html: part.html }];
  const video = embeddableVideo(part.url);
  if (!video) return [];
  return [{ __typename: 'PreschinaStoryVideo', video: { ...video, caption: part.caption, showCaption: part.caption !== null, title: part.caption ?? part.title ?? 'Video' } }];
}

export const preschinaResolvers: Resolvers = {
  PreschinaStoryPart: { __resolveType: (part) => part.__typename ?? null },
  Query: {
    preschinaPresidents: async (_parent, _args, context) => {
      const posts = presidentPosts(
        (await context.loaders.preschinaPosts.load('all')).map((post) => ({ ...post, menuOrder: post.menu_order })),
      );
      // Every portrait at once (spec §7: one media call each, answered from the cache when kept).
      return Promise.all(posts.map((post) => toPresident(post, context)));
    },
    preschinaStory: async (_parent, { slug }, context) => {
      const known = storySlug(slug);
      if (!known) return null;
      const story = await context.loaders.preschinaStory.load(known);
      return story ? { slug: known, title: story.title, body: story.parts.flatMap(toStoryPart), url: storyPath(known) } : null;
    },
  },
};
