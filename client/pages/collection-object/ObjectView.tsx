import { DeferredHydration } from '../../components/deferred/DeferredHydration';
import { lazyPart } from '../../components/deferred/lazyPart';
import { usePublicOrigin } from '../../render/publicOrigin';
import { usePageMeta } from '../../render/RenderContext';
import { ImageViewer } from './ImageViewer';
import { ObjectHeadline } from './ObjectHeadline';
import { ObjectLabelText } from './ObjectLabelText';
import { ObjectLocationBlock } from './ObjectLocationBlock';
import type { ObjectData } from './objectData';
import { visualArtwork } from './structuredData';
import './object.css';

/**
 * What follows the image and the summary: in the server's HTML whole, live (its code loaded) once
 * the page has loaded, when the visitor nears it, or reaches into it; its carousel's preload window
 * loads with the page's load, as before.
 */
const ObjectMore = lazyPart(() => import('./ObjectMore').then((m) => m.ObjectMore));

/** The collection object page's content (spec §2), in reading order; the head carries its canonical URL, share tags and JSON-LD. */
export function ObjectView({ object }: { object: ObjectData }) {
  const origin = usePublicOrigin();
  usePageMeta({
    title: object.title,
    description: object.summary ?? [object.title, object.dated, object.artists[0]?.name].filter(Boolean).join(', '),
    canonicalPath: object.url,
    structuredData: visualArtwork(object, origin),
    shareImage: object.shareImage,
  });
  return (
    <article className="page object-page">
      <div className="object-page__top">
        <div className="object-page__media">
          {/* A new object starts at its first view. */}
          <ImageViewer key={object.id} images={object.images} rights={object.imageRights} />
          {object.copyright ? <p className="object-page__copyright">{object.copyright}</p> : null}
        </div>
        <div className="object-page__summary">
          <ObjectHeadline object={object} />
          <ObjectLocationBlock location={object.location} />
          {object.label ? <ObjectLabelText key={object.id} label={object.label} /> : null}
        </div>
      </div>
      <DeferredHydration className="object-page__more" afterLoad>
        <ObjectMore object={object} />
      </DeferredHydration>
    </article>
  );
}
