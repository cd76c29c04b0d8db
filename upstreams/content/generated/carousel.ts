import type { DateTime } from 'luxon';
import { cmsImage, isoDateTime, systemFields } from '../base';
import type { CarouselSlide, Exhibition } from '../documents';

type SlideInput = Pick<CarouselSlide, 'placement' | 'title' | 'subtitle' | 'summary' | 'cmsImage' | 'link' | 'publishedAt' | 'expiresAt'>;

/**
 * Homepage and calendar slides: featured current exhibitions plus one expired and one scheduled
 * slide, so the "publishedAt <= now <= expiresAt" rule has something to hide.
 */
export function carouselSlides(now: DateTime, exhibitions: Exhibition[]): CarouselSlide[] {
  const day = now.startOf('day');
  const today = day.toISODate() ?? '';
  const featured = exhibitions.filter((exhibition) => exhibition.startDate <= today && exhibition.endDate >= today && exhibition.category === 'Exhibition').slice(0, 3);
  const inputs: SlideInput[] = [
    ...featured.map((exhibition): SlideInput => ({
      placement: 'hp',
      title: exhibition.title,
      subtitle: 'Now on view',
      summary: exhibition.summary,
      cmsImage: exhibition.image,
      link: { title: 'Learn more', url: `/calendar/exhibition/${exhibition.slug.current}` },
      publishedAt: isoDateTime(day.minus({ days: 20 })),
      expiresAt: null,
    })),
    { placement: 'hp', title: 'Become a Member', subtitle: 'Membership', summary: 'Free admission all year and member-only previews.', cmsImage: cmsImage('slide-membership', 'Visitors in the Great Stair Hall'), link: { title: 'Join today', url: '/join/membership' }, publishedAt: null, expiresAt: null },
    { placement: 'hp', title: 'Summer Nights on the Terrace', subtitle: 'Ended', summary: 'Our summer series has ended. See you next year!', cmsImage: cmsImage('slide-terrace', 'The east terrace at dusk'), link: { title: 'See the calendar', url: '/calendar' }, publishedAt: isoDateTime(day.minus({ days: 90 })), expiresAt: isoDateTime(day.minus({ days: 1 })) },
    { placement: 'hp', title: 'Holiday Shopping at the Museum Store', subtitle: 'Coming soon', summary: 'Gifts inspired by the collection.', cmsImage: cmsImage('slide-store', 'Museum store display'), link: { title: 'Shop now', url: 'https://store.philamuseum.org' }, publishedAt: isoDateTime(day.plus({ days: 5 })), expiresAt: null },
    { placement: 'calendar', title: 'Art After 5', subtitle: 'Every Friday', summary: 'Live music and the galleries after hours.', cmsImage: cmsImage('program-art-after-5', 'Musicians in the Great Stair Hall'), link: { title: 'See dates', url: '/calendar/event-series/art-after-5' }, publishedAt: isoDateTime(day.minus({ days: 60 })), expiresAt: null },
    { placement: 'calendar', title: 'Family Studio', subtitle: 'Sundays', summary: 'Drop-in art making for kids and grown-ups.', cmsImage: cmsImage('program-family-studio', 'A family making art together'), link: { title: 'See dates', url: '/calendar/event-series/family-studio' }, publishedAt: null, expiresAt: isoDateTime(day.plus({ days: 120 })) },
  ];
  return inputs.map((input, index) => ({
    ...systemFields('carouselSlide', `carouselSlide-${input.placement}-${index}`, day.minus({ days: 30 })),
    order: index,
    ...input,
  }));
}
