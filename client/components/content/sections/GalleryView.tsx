import type { ImageFieldsFragment } from '../../../gql/graphql';
import { ContentImage } from '../ContentImage';

const SIZES: Record<string, string> = {
  GRID: '(min-width: 60rem) 18rem, 50vw',
  TILES: '(min-width: 60rem) 12rem, 33vw',
  MASONRY: '(min-width: 60rem) 24rem, 50vw',
  SINGLE: '(min-width: 75rem) 75rem, 100vw',
  DOUBLE: '(min-width: 60rem) 37rem, 100vw',
};

/** Images laid out as a grid, masonry, tiles, one large image or two side by side. */
export function GalleryView({ images, galleryStyle, showCaptions }: { images: readonly ImageFieldsFragment[]; galleryStyle: string; showCaptions: boolean }) {
  return (
    <ul className={`gallery gallery--${galleryStyle.toLowerCase()}`}>
      {images.map((image, index) => (
        <li key={`${image.url}-${index}`}>
          <ContentImage image={image} sizes={SIZES[galleryStyle]} withCaption={showCaptions} />
        </li>
      ))}
    </ul>
  );
}
