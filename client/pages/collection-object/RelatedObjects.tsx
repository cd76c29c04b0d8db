import { SiteLink } from '../../components/links/SiteLink';
import { Carousel } from '../../components/Carousel';
import { PlaceholderLogo } from '../../components/PlaceholderLogo';
import type { ObjectData } from './objectData';
import { ObjectSection } from './ObjectSection';

type Related = ObjectData['relatedObjects'][number];

/**
 * Spec §9: the object carousel's lazy preload is 10. Its images wait until the carousel nears the
 * viewport, then those in view and the ten after them load, at low priority: below the fold they
 * would otherwise share the network with the object's own image, the page's largest paint.
 */
const PRELOAD_AHEAD = 10;

function RelatedCard({ object, preload }: { object: Related; preload: boolean }) {
  return (
    <article className="object-card">
      {object.imageUrl ? (
        <img className="object-card__image" src={object.imageUrl} alt={object.imageAlt ?? ''} loading={preload ? 'eager' : 'lazy'} fetchPriority="low" />
      ) : (
        <PlaceholderLogo className="object-card__image" />
      )}
      <h3 className="object-card__title">
        <SiteLink className="object-card__link" to={object.url}>
          {object.title}
        </SiteLink>
      </h3>
      {object.artist ? (
        <p className="object-card__artist">
          {object.artistRolePhrase ? `${object.artistRolePhrase} ` : null}
          {object.artist}
          {object.artistDate ? `, ${object.artistDate}` : null}
        </p>
      ) : null}
      {object.afterArtist ? <p className="object-card__meta">After {object.afterArtist}</p> : null}
      {object.culture ? <p className="object-card__meta">{object.culture}</p> : null}
    </article>
  );
}

/** "More like this:": a carousel of related objects (spec §2). */
export function RelatedObjects({ objects }: { objects: ObjectData['relatedObjects'] }) {
  if (!objects.length) return null;
  return (
    <ObjectSection id="object-related" title="More like this:" className="object-related">
      <Carousel
        label="More like this"
        items={objects}
        itemKey={(object) => object.id}
        preloadAhead={PRELOAD_AHEAD}
        renderItem={(object, _index, preload) => <RelatedCard object={object} preload={preload} />}
      />
    </ObjectSection>
  );
}
