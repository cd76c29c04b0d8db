import { ArtworkCard } from '../../../components/content/ArtworkCard';
import { ContentImage } from '../../../components/content/ContentImage';
import { JumpLinks } from '../../../components/content/JumpLinks';
import { RelatedItemCard, relatedItemKey } from '../../../components/content/RelatedItemCard';
import { SectionList } from '../../../components/content/sections/SectionList';
import { Pager } from '../../../components/Pager';
import type { PageOf } from '../pageTypes';
import { PageHeader } from './PageHeader';

/** A web package (theme, department, collector or curated page) with its gallery, 12 a page, paged in the URL. */
export function WebPackageView({ page }: { page: PageOf<'WebPackagePage'> }) {
  const { gallery } = page;
  return (
    <article className="page">
      <PageHeader title={page.title} intro={page.intro} />
      {page.heroImage ? <ContentImage image={page.heroImage} eager className="page__hero" sizes="100vw" /> : null}
      <SectionList sections={page.sections} />
      <section className="artwork-gallery" aria-labelledby="package-gallery" id="gallery">
        <h2 id="package-gallery">Works in the collection</h2>
        {gallery.unavailable ? (
          <p role="status">The works of this collection cannot be shown just now. Please try again later.</p>
        ) : (
          <>
            <p className="artwork-gallery__count">
              {gallery.total} {gallery.total === 1 ? 'work' : 'works'}
              {gallery.pageCount > 1 ? `, page ${gallery.page} of ${gallery.pageCount}` : null}
            </p>
            <ul className="card-list card-list--grid">
              {gallery.items.map((artwork) => (
                <li key={artwork.id}>
                  <ArtworkCard artwork={artwork} />
                </li>
              ))}
            </ul>
            <Pager current={gallery.page} last={gallery.pageCount} hrefOf={(number) => (number === 1 ? `${page.path}#gallery` : `${page.path}?page=${number}#gallery`)} />
          </>
        )}
      </section>
    </article>
  );
}

/** A collection object group: its artworks and related content, with jump links when editors ask. */
export function ObjectGroupView({ page }: { page: PageOf<'CollectionObjectGroupPage'> }) {
  return (
    <article className="page">
      <PageHeader title={page.title} intro={page.intro} />
      <JumpLinks links={page.jumpLinks} />
      <section id="collection" aria-labelledby="group-collection">
        <h2 id="group-collection">Collection</h2>
        <ul className="card-list card-list--grid">
          {page.assets.map((artwork) => (
            <li key={artwork.id}>
              <ArtworkCard artwork={artwork} />
            </li>
          ))}
        </ul>
      </section>
      {page.relatedContent.length ? (
        <section id="related-content" aria-labelledby="group-related">
          <h2 id="group-related">Related content</h2>
          <ul className="card-list card-list--grid">
            {page.relatedContent.map((item) => (
              <li key={relatedItemKey(item)}>
                <RelatedItemCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
