import { activeAlerts, alertIcon } from '../../domain/alerts';
import { alertsQuery } from '../../upstreams/content-queries';
import type { Resolvers } from '../generated/resolvers-types';
import { loadContent } from '../loaders';
import { orFallback } from './degrade';

export const alertsResolvers: Resolvers = {
  Query: {
    alerts: (_parent, _args, context) =>
      orFallback(context, 'alerts', [], async () => {
        const alerts = await loadContent(context.loaders, alertsQuery);
        const normalised = alerts.map((alert) => ({ ...alert, expiresAt: alert.expiresAt ?? null, publishedAt: alert.publishedAt ?? null }));
        return activeAlerts(normalised, context.now).map(({ _id, text, icon, expiresAt }) => ({ id: _id, text, icon: alertIcon(icon), expiresAt }));
      }),
  },
};
