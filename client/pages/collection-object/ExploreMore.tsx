import { PlaceholderLogo } from '../../components/PlaceholderLogo';
import { SmartLink } from '../../components/SmartLink';
import type { ObjectData } from './objectData';
import { ObjectSection } from './ObjectSection';

/** "Explore More": pages, exhibitions and events about the object or its artist (spec §2). */
export function ExploreMore({ items }: { items: ObjectData['relatedContent'] }) {
  if (!items.length) return null;
  return (
    <ObjectSection id="object-explore" title="Explore More" className="object-explore">
      <ul className="tile-grid">
        {items.map((item) => (
          <li key={item.url}>
            <article className="content-card">
              {/* The title names the card; its picture adds nothing a screen reader needs. */}
              {item.imageUrl ? <img className="content-card__image" src={item.imageUrl} alt="" loading="lazy" /> : <PlaceholderLogo className="content-card__image" />}
              <p className="content-card__label">{item.typeLabel}</p>
              <h3 className="content-card__title">
                <SmartLink className="content-card__link" href={item.url} isExternal={item.isExternal}>
                  {item.title}
                </SmartLink>
              </h3>
            </article>
          </li>
        ))}
      </ul>
    </ObjectSection>
  );
}
