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
  const caption = withCaption ? image.caption : null;
  // A caption that says what the text alternative says names the picture: read once, not twice.
  const alt = caption && sameWords(caption, image.alt) ? '' : image.alt;
  const protect = image.preventDownload ? { onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(), draggable: false } : {};
  const img = (
    <img
      className={withCaption && image.caption ? undefined : className}
      src={image.url}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...protect}
    />
  );
  if (!caption) return img;
  return (
    <figure className={['content-figure', className].filter(Boolean).join(' ')}>
      {img}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** The same words, whatever the case, spacing and closing punctuation. */
function sameWords(a: string, b: string): boolean {
  const words = (text: string) => text.toLowerCase().replace(/[\s.!]+$/, '').replace(/\s+/g, ' ').trim();
  return words(a) === words(b);
}
