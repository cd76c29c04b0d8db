import type { DateTime } from 'luxon';
import { keyed, systemFields } from '../base';
import type { SiteSettings } from '../documents';
import { closedHolidays, openHolidays } from './holidays';

const SOCIAL_LINKS: SiteSettings['socialLinks'] = keyed('social', [
  { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/philamuseum' },
  { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/philamuseum' },
  { network: 'x', label: 'X', url: 'https://x.com/philamuseum' },
  { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/user/philamuseum' },
  { network: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@philamuseum' },
  { network: 'pinterest', label: 'Pinterest', url: 'https://www.pinterest.com/philamuseum' },
  { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/philadelphia-museum-of-art' },
] as const);

/** Site settings with holiday closures and openings for the clock's year and the next one. */
export function siteSettings(now: DateTime): SiteSettings {
  const years = [now.year, now.year + 1];
  return {
    ...systemFields('siteSettings', 'siteSettings', now.startOf('year')),
    title: 'Philadelphia Museum of Art',
    description:
      'One of the largest art museums in the United States, with a collection spanning more than 2,000 years of creative achievement.',
    closedDates: keyed(
      'closed',
      years.flatMap((year) => closedHolidays(year)),
    ),
    openDates: keyed(
      'open',
      years.flatMap((year) => openHolidays(year)),
    ),
    closedDaysOfWeek: ['Monday'],
    socialLinks: SOCIAL_LINKS,
  };
}
