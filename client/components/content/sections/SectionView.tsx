import type { ReactNode } from 'react';
import type { SectionPartsFragment } from '../../../gql/graphql';
import { TargetLink } from '../../links/TargetLink';
import { ContentImage } from '../ContentImage';
import { LoadMoreList } from '../LoadMoreList';
import { MapFallback } from '../MapFallback';
import { RelatedItemCard, relatedItemKey } from '../RelatedItemCard';
import { RichText } from '../rich-text/RichText';
import { Tabs } from '../../tabs/Tabs';
import { VideoEmbed } from '../VideoEmbed';
import { CalloutCard } from './CalloutCard';
import { GalleryView } from './GalleryView';
import { HoursTable, LocationSummary } from './LocationParts';

/** The parts of a section that only its type has. */
function TypeParts({ section }: { section: SectionPartsFragment }): ReactNode {
  switch (section.__typename) {
    case 'TextSection':
      return section.videos.map((video) => <VideoEmbed key={video.videoId} video={video} />);
    case 'GallerySection':
      return <GalleryView images={section.images} galleryStyle={section.galleryStyle} showCaptions={section.showCaptions} />;
    case 'GridSection':
    case 'RelatedContentSection':
      return (
        <LoadMoreList
          items={section.items}
          first={section.firstCount}
          step={section.loadMoreStep}
          masonry={section.__typename === 'GridSection' && section.gridStyle === 'MASONRY'}
          itemKey={relatedItemKey}
          renderItem={(item) => <RelatedItemCard item={item} showType={section.showMediaType} />}
          className={`card-list card-list--${section.__typename === 'GridSection' ? section.gridStyle.toLowerCase().replace(/_/g, '-') : 'grid'}`}
          noun={section.title ? `: ${section.title}` : 'items'}
        />
      );
    case 'CalloutSection':
      // A callout made of the section's own fields carries the section's heading.
      return section.callout ? <CalloutCard callout={section.callout} headingLevel={section.callout.title === section.title ? 2 : 3} /> : null;
    case 'CalloutGridSection':
      return (
        <ul className="tile-grid">
          {section.callouts.map((callout) => (
            <li key={callout.key}>
              <CalloutCard callout={callout} />
            </li>
          ))}
        </ul>
      );
    case 'LocationSection':
      return (
        <div className="location-section">
          {section.location ? <LocationSummary location={section.location} /> : null}
          {section.map ? <MapFallback map={section.map} /> : null}
        </div>
      );
    case 'LocationHoursSection':
      return section.location ? <HoursTable location={section.location} /> : null;
    case 'EmbeddedCodeSection':
      // Sanitized by the gateway to an allow-list (no scripts, styles, handlers or forms).
      return <div className="embedded-code" dangerouslySetInnerHTML={{ __html: section.html }} />;
    case 'RelatedContentTabsSection':
      return (
        <Tabs
          label={section.title ?? 'Related content'}
          tabs={section.tabs.map((tab) => ({
            anchor: tab.anchor,
            label: tab.title,
            panel: (
              <ul className="card-list card-list--grid">
                {tab.items.map((item) => (
                  <li key={relatedItemKey(item)}>
                    <RelatedItemCard item={item} />
                  </li>
                ))}
              </ul>
            ),
          }))}
        />
      );
    case 'SeparatorSection':
      return null;
  }
}

/** What a section shows inside its frame (heading aside): image, summary, text, its type's parts, link. */
export function SectionContent({ section }: { section: SectionPartsFragment }) {
  // A callout section's own image, text and link are its callout's.
  const isCallout = section.__typename === 'CalloutSection';
  const image = isCallout ? null : section.image;
  return (
    <>
      {section.subtitle ? <p className="content-section__subtitle">{section.subtitle}</p> : null}
      <div className="content-section__layout">
        {image ? <ContentImage image={image} withCaption className="content-section__image" sizes="(min-width: 60rem) 40rem, 100vw" /> : null}
        <div className="content-section__text">
          {section.summary && !isCallout ? <p className="content-section__summary">{section.summary}</p> : null}
          <RichText blocks={section.body} />
          {section.link && !isCallout ? (
            <p>
              <TargetLink target={section.link.target} className="button button--secondary">
                {section.link.title}
              </TargetLink>
            </p>
          ) : null}
        </div>
      </div>
      <TypeParts section={section} />
    </>
  );
}

/** A section in its frame: its anchor, heading, style, size and highlight. */
export function SectionView({ section }: { section: SectionPartsFragment }) {
  if (section.__typename === 'SeparatorSection') return <hr className="content-separator" id={section.jumpLink?.anchor} />;
  const classes = [
    'content-section',
    `content-section--${section.__typename.replace(/Section$/, '').toLowerCase()}`,
    `content-section--style-${section.style.toLowerCase().replace(/_/g, '-')}`,
    `content-section--size-${section.size.toLowerCase()}`,
    section.isHighlighted ? 'content-section--highlighted' : null,
  ];
  const headingId = `${section.key}-heading`;
  const ownHeading = section.title && !(section.__typename === 'CalloutSection' && section.callout?.title === section.title);
  return (
    <section className={classes.filter(Boolean).join(' ')} id={section.jumpLink?.anchor} aria-labelledby={ownHeading ? headingId : undefined} aria-label={ownHeading ? undefined : (section.title ?? undefined)}>
      {ownHeading ? (
        <h2 className="content-section__title" id={headingId}>
          {section.title}
        </h2>
      ) : null}
      <SectionContent section={section} />
    </section>
  );
}
