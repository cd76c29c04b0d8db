import { BackToTop } from '../../../components/content/BackToTop';
import { ContentImage } from '../../../components/content/ContentImage';
import { HeroCarousel } from '../../../components/content/HeroCarousel';
import { JumpLinks } from '../../../components/content/JumpLinks';
import { SectionList } from '../../../components/content/sections/SectionList';
import type { PageOf } from '../pageTypes';
import { PageHeader } from './PageHeader';

/** A page built from sections; the homepage leads with its carousel. */
export function GenericPageView({ page }: { page: PageOf<'Page'> }) {
  const isHome = page.path === '/';
  return (
    <article className={isHome ? 'page page--home' : 'page'}>
      {page.carousel.length ? <HeroCarousel slides={page.carousel} /> : null}
      <PageHeader title={isHome ? null : page.title} intro={page.intro} />
      {page.heroImage && !page.carousel.length ? <ContentImage image={page.heroImage} eager className="page__hero" sizes="100vw" /> : null}
      <JumpLinks links={page.jumpLinks} />
      <SectionList sections={page.sections} />
      {page.sections.length > 3 ? <BackToTop /> : null}
    </article>
  );
}
