import { useRef } from 'react';
import type { ImageFieldsFragment } from '../../../gql/graphql';
import { useMasonry } from '../../layout/useMasonry';
import { ContentImage } from '../ContentImage';

const SIZES: Record<string, string> = {
  GRID: '(min-width: 60rem) 18rem, 50vw',
  TILES: '(min-width: 60rem) 12rem, 33vw',
  MASONRY: '(min-width: 48rem) 36rem, 100vw',
  SINGLE: '(min-width: 75rem) 75rem, 100vw',
  DOUBLE: '(min-width: 60rem) 37rem, 100vw',
};

/** Images laid out as a grid, masonry (the shared layout), tiles, one large image or two side by side. */
export function GalleryView({ images, galleryStyle, showCaptions }: { images: readonly ImageFieldsFragment[]; galleryStyle: string; showCaptions: boolean }) {
  const list = useRef<HTMLUListElement>(null);
  const masonry = galleryStyle === 'MASONRY';
  useMasonry(list, masonry, images.length);
  return (
    <ul ref={list} className={`gallery gallery--${galleryStyle.toLowerCase()}${masonry ? ' masonry' : ''}`}>
      {images.map((image, index) => (
        <li key={`${image.url}-${index}`}>
          <ContentImage image={image} sizes={SIZES[galleryStyle]} withCaption={showCaptions} />
        </li>
      ))}
    </ul>
  );
}
