import { Suspense } from 'react';
import { BackToTop } from '../../../components/content/BackToTop';
import { ContentImage } from '../../../components/content/ContentImage';
import { lazyPart } from '../../../components/deferred/lazyPart';
import { JumpLinks } from '../../../components/content/JumpLinks';
import { SectionList } from '../../../components/content/sections/SectionList';
import type { PageOf } from '../pageTypes';
import { PageHeader } from './PageHeader';

/** The homepage's carousel: a chunk of its own, preloaded by the page that shows it (the others need none of it). */
const HeroCarousel = lazyPart(() => import('../../../components/content/HeroCarousel').then((m) => m.HeroCarousel), 'components/content/HeroCarousel.tsx');

/** A page built from sections; the homepage leads with its carousel. */
export function GenericPageView({ page }: { page: PageOf<'Page'> }) {
  const isHome = page.path === '/';
  return (
    <article className={isHome ? 'page page--home' : 'page'}>
      {page.carousel.length ? (
        <Suspense fallback={null}>
          <HeroCarousel slides={page.carousel} />
        </Suspense>
      ) : null}
      <PageHeader title={isHome ? null : page.title} intro={page.intro} />
      {page.heroImage && !page.carousel.length ? <ContentImage image={page.heroImage} eager className="page__hero" sizes="100vw" /> : null}
      <JumpLinks links={page.jumpLinks} />
      <SectionList sections={page.sections} />
      {page.sections.length > 3 ? <BackToTop /> : null}
    </article>
  );
}
