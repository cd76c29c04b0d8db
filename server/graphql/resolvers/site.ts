import { museumDate } from '../../domain/clock';
import { EMAIL_PATTERN } from '../../domain/newsletter';
import { siteSettingsQuery } from '../../upstreams/content-queries';
import type { Resolvers, Site } from '../generated/resolvers-types';
import type { GatewayContext } from '../context';
import { loadContent } from '../loaders';

/** Site settings for display; a missing settings document is a shape fault of the content service. */
export async function loadSite(context: GatewayContext): Promise<Site> {
  const settings = await loadContent(context.loaders, siteSettingsQuery);
  return {
    title: settings.title,
    description: settings.description ?? '',
    closedDates: (settings.closedDates ?? []).map(({ date, name }) => ({ date, name: name ?? null })),
    openDates: (settings.openDates ?? []).map(({ date, name }) => ({ date, name: name ?? null })),
    closedDaysOfWeek: settings.closedDaysOfWeek ?? [],
    socialLinks: settings.socialLinks ?? [],
    today: museumDate(context.now),
    currentYear: context.now.year,
    newsletterEmailPattern: EMAIL_PATTERN,
    ticketStoreUrl: context.ticketStoreUrl,
  };
}

export const siteResolvers: Resolvers = {
  Query: {
    site: (_parent, _args, context) => loadSite(context),
  },
};
