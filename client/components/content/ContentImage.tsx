import type { ImageFieldsFragment } from '../../gql/graphql';

interface ContentImageProps {
  image: ImageFieldsFragment;
  /** The `sizes` of the layout it sits in (default: the content width). */
  sizes?: string;
  className?: string;
  /** Above-the-fold images load at once; the rest lazily. */
  eager?: boolean;
  /** Show the caption under the image in a figure (which then takes `className`; an image without a caption keeps it). */
  withCaption?: boolean;
}

/**
 * A content image at its rendition (with `srcset` for narrow screens and sharp ones). Images editors
 * mark as not for download are not offered by the context menu or dragging.
 */
export function ContentImage({ image, sizes = '(min-width: 75rem) 75rem, 100vw', className, eager = false, withCaption = false }: ContentImageProps) {
  const protect = image.preventDownload ? { onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(), draggable: false } : {};
  const img = (
    <img
      className={withCaption && image.caption ? undefined : className}
      src={image.url}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...protect}
    />
  );
  if (!withCaption || !image.caption) return img;
  return (
    <figure className={['content-figure', className].filter(Boolean).join(' ')}>
      {img}
      <figcaption>{image.caption}</figcaption>
    </figure>
  );
}
