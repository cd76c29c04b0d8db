import { usePublicOrigin } from '../../render/publicOrigin';
import { usePageMeta } from '../../render/RenderContext';
import { ExploreMore } from './ExploreMore';
import { ImageViewer } from './ImageViewer';
import { ObjectDetails } from './ObjectDetails';
import { ObjectDisclaimer } from './ObjectDisclaimer';
import { ObjectHeadline } from './ObjectHeadline';
import { ObjectHistory } from './ObjectHistory';
import { ObjectLabelText } from './ObjectLabelText';
import { ObjectLocationBlock } from './ObjectLocationBlock';
import type { ObjectData } from './objectData';
import { RelatedObjects } from './RelatedObjects';
import { visualArtwork } from './structuredData';
import './object.css';

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
      <ObjectDetails object={object} />
      <ObjectHistory object={object} />
      <ObjectDisclaimer path={object.url} />
      <RelatedObjects key={object.id} objects={object.relatedObjects} />
      <ExploreMore items={object.relatedContent} />
    </article>
  );
}
