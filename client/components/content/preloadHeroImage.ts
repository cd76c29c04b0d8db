import { preload } from 'react-dom';
import type { ImageFieldsFragment } from '../../gql/graphql';
import { MOBILE_BREAKPOINT_PX } from '../breakpoints';

interface HeroImages {
  image: Pick<ImageFieldsFragment, 'url' | 'srcSet'> | null;
  mobileImage: Pick<ImageFieldsFragment, 'url' | 'srcSet'> | null;
}

/**
 * Asks the browser for the first slide's image from the head, at high priority: it is the
 * homepage's largest paint, and React does not preload an image inside `<picture>` by itself.
 * Each art-directed source gets its own preload, limited by the same media query as its `<source>`,
 * so a phone fetches only the phone crop.
 */
export function preloadHeroImage({ image, mobileImage }: HeroImages): void {
  if (!image) return;
  const phone = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
  if (mobileImage) {
    preload(mobileImage.url, { as: 'image', imageSrcSet: mobileImage.srcSet, imageSizes: '100vw', media: phone, fetchPriority: 'high' });
  }
  preload(image.url, { as: 'image', imageSrcSet: image.srcSet, imageSizes: '100vw', media: mobileImage ? `not all and ${phone}` : undefined, fetchPriority: 'high' });
}
