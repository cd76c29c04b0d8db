import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { downloadFile } from '../../components/downloadFile';
import { PlaceholderLogo } from '../../components/PlaceholderLogo';
import { useFullscreen } from '../../hooks/useFullscreen';
import type { ObjectData } from './objectData';

interface ImageViewerProps {
  images: ObjectData['images'];
  rights: ObjectData['imageRights'];
}

const srcSet = (image: ObjectData['images'][number]) => image.sizes.map((size) => `${size.url} ${size.width}w`).join(', ');

/**
 * The object's image viewer: the selected view, thumbnails of the others, and the fullscreen and
 * download controls the server allowed (spec §5: DownloadBehavior and RightsTypeID). Thumbnails are
 * buttons in a row that the arrow keys, Home and End move through; the placeholder logo stands in
 * when there is no image.
 */
export function ImageViewer({ images, rights }: ImageViewerProps) {
  const [selected, setSelected] = useState(0);
  const frameRef = useRef<HTMLDivElement>(null);
  const fullscreenButtonRef = useRef<HTMLButtonElement>(null);
  const exitButtonRef = useRef<HTMLButtonElement>(null);
  const thumbnailsRef = useRef<HTMLUListElement>(null);
  const { isFullscreen, enter, exit } = useFullscreen(frameRef);
  const image = images[selected] ?? images[0];
  const wasFullscreen = useRef(false);

  // Focus follows the mode: into fullscreen onto its exit, and back to the control that entered it.
  useEffect(() => {
    if (isFullscreen) exitButtonRef.current?.focus();
    else if (wasFullscreen.current) fullscreenButtonRef.current?.focus();
    wasFullscreen.current = isFullscreen;
  }, [isFullscreen]);

  if (!image) {
    return (
      <section className="image-viewer image-viewer--empty" aria-label="Image">
        <PlaceholderLogo label="No image available" className="image-viewer__placeholder" />
        {rights.unavailableMessage ? <p className="image-viewer__message">{rights.unavailableMessage}</p> : null}
      </section>
    );
  }

  const select = (index: number) => {
    const next = (index + images.length) % images.length;
    setSelected(next);
    thumbnailsRef.current?.querySelectorAll('button')[next]?.focus();
  };

  const onThumbnailKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowDown: selected + 1, ArrowLeft: selected - 1, ArrowUp: selected - 1, Home: 0, End: images.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  const download = rights.canDownload && image.downloadUrl && image.downloadFileName ? { url: image.downloadUrl, fileName: image.downloadFileName } : null;

  return (
    <section className="image-viewer" aria-label="Images">
      <div ref={frameRef} className={isFullscreen ? 'image-viewer__frame image-viewer__frame--fullscreen' : 'image-viewer__frame'}>
        <img
          className="image-viewer__image"
          src={isFullscreen ? image.largeUrl : image.url}
          srcSet={srcSet(image)}
          sizes={isFullscreen ? '100vw' : '(min-width: 1088px) 55vw, 100vw'}
          alt={image.alt}
          fetchPriority="high"
        />
        {isFullscreen ? (
          <button ref={exitButtonRef} type="button" className="button button--secondary image-viewer__exit" onClick={() => void exit()}>
            Exit fullscreen
          </button>
        ) : null}
      </div>
      {rights.canFullscreen || download ? (
        <div className="image-viewer__controls">
          {rights.canFullscreen ? (
            <button ref={fullscreenButtonRef} type="button" className="button button--secondary" onClick={() => void enter()}>
              Fullscreen
            </button>
          ) : null}
          {download ? (
            <button type="button" className="button button--secondary" onClick={() => void downloadFile(download.url, download.fileName)}>
              Download image
            </button>
          ) : null}
        </div>
      ) : null}
      {images.length > 1 ? (
        <ul ref={thumbnailsRef} className="image-viewer__thumbnails" aria-label="Views of this object" onKeyDown={onThumbnailKey}>
          {images.map((view, index) => (
            <li key={view.id}>
              <button
                type="button"
                className="image-viewer__thumbnail"
                aria-label={`View ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                tabIndex={index === selected ? 0 : -1}
                onClick={() => select(index)}
              >
                <img src={view.thumbnailUrl} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {rights.unavailableMessage ? <p className="image-viewer__message">{rights.unavailableMessage}</p> : null}
    </section>
  );
}
