import { SiteLink } from '../../components/links/SiteLink';
import { Carousel } from '../../components/Carousel';
import { PlaceholderLogo } from '../../components/PlaceholderLogo';
import type { ObjectData } from './objectData';
import { ObjectSection } from './ObjectSection';

type Related = ObjectData['relatedObjects'][number];

/**
 * Cards whose images load at once (spec §9: object carousel lazy preload 10); later ones load lazily.
 * At low priority: the carousel is below the fold, and React would otherwise hoist the ten into the
 * head as preloads competing with the object's own image, the page's largest paint.
 */
const PRELOADED_CARDS = 10;

function RelatedCard({ object, index }: { object: Related; index: number }) {
  return (
    <article className="object-card">
      {object.imageUrl ? (
        <img className="object-card__image" src={object.imageUrl} alt={object.imageAlt ?? ''} loading={index < PRELOADED_CARDS ? 'eager' : 'lazy'} fetchPriority="low" />
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
      <Carousel label="More like this" items={objects} itemKey={(object) => object.id} renderItem={(object, index) => <RelatedCard object={object} index={index} />} />
    </ObjectSection>
  );
}
